import { describe, expect, test } from 'vitest'
import { readCampaign } from '@/features/tracking/campaign'
import {
  buildClickRow,
  buildScoreArgs,
  buildSessionRow,
  DEFAULT_SCORE,
  type ClickContext,
} from '@/features/tracking/payload'
import type { UserAgentInfo } from '@/features/tracking/user-agent'

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const ua: UserAgentInfo = {
  device_type: 'mobile',
  is_mobile: true,
  device_brand: 'Apple',
  browser: 'Mobile Safari',
  browser_version: '17.4',
  os: 'iOS',
  os_version: '17.4',
}
const campaign = readCampaign(
  '?utm_source=tiktok&utm_medium=paid&utm_campaign=fall&ttclid=tt9&msclkid=ms9',
)

describe('session row', () => {
  test('carries every session field the spec lists', () => {
    expect(
      buildSessionRow({
        userId: 'user_12345678',
        sessionId: 'sess_12345678',
        pageUrl: 'https://casinos.example/ca/slots?utm_source=tiktok&ttclid=tt9',
        referrer: 'https://www.tiktok.com/',
        userAgent: UA,
        ua,
        screen: '390x844',
        language: 'en-CA',
        campaign,
        location: { country: 'Canada', city: 'Toronto', ip: '203.0.113.5' },
      }),
    ).toEqual({
      session_id: 'sess_12345678',
      user_id: 'user_12345678',
      entry_page: '/ca/slots',
      first_page_url: 'https://casinos.example/ca/slots?utm_source=tiktok&ttclid=tt9',
      referrer: 'https://www.tiktok.com/',
      device_type: 'mobile',
      is_mobile: true,
      browser: 'Mobile Safari',
      browser_version: '17.4',
      os: 'iOS',
      os_version: '17.4',
      screen_resolution: '390x844',
      language: 'en-CA',
      user_agent: UA,
      utm_source: 'tiktok',
      utm_medium: 'paid',
      utm_campaign: 'fall',
      utm_term: null,
      utm_content: null,
      gclid: null,
      fbclid: null,
      msclkid: 'ms9',
      ttclid: 'tt9',
      country: 'Canada',
      city: 'Toronto',
      ip_address: '203.0.113.5',
    })
  })

  test('without a location or referrer those fields are null', () => {
    const row = buildSessionRow({
      userId: 'user_12345678',
      sessionId: 'sess_12345678',
      pageUrl: 'http://localhost/',
      referrer: '',
      userAgent: UA,
      ua,
      screen: null,
      language: null,
      campaign: readCampaign(''),
      location: null,
    })
    expect(row).toMatchObject({
      entry_page: '/',
      referrer: null,
      country: null,
      city: null,
      ip_address: null,
    })
  })
})

describe('click row', () => {
  const ctx: ClickContext = {
    brandId: '7b0c1b5e-0000-4000-8000-000000000001',
    brandName: 'Royal Maple Casino',
    cardPosition: 2,
    clickId: 'c1c2c3c4c5c6c7c8',
    userId: 'user_12345678',
    sessionId: 'sess_12345678',
    userAgent: UA,
    ua,
    screen: '390x844',
    language: 'en-CA',
    campaign,
    referrer: 'https://www.tiktok.com/',
    socialSource: 'TikTok',
    pageUrl: 'https://casinos.example/ca/slots',
    loadTimeMs: 812,
    msSincePageView: 12_345,
    scrollDepth: 64,
    sessionClickCount: 2,
    // A Wednesday, 21:30 local time.
    now: new Date(2026, 10, 18, 21, 30),
    abVariant: 'b',
    game: 'slots',
    location: { country: 'Canada', city: 'Toronto', ip: '203.0.113.5' },
    webdriver: false,
  }

  test('carries every click field the browser can know, with the score it was given', () => {
    expect(
      buildClickRow(ctx, {
        quality_score: 95,
        is_suspicious: false,
        quality_flags: ['no_referrer'],
      }),
    ).toEqual({
      brand_id: ctx.brandId,
      brand_name: 'Royal Maple Casino',
      user_id: 'user_12345678',
      session_id: 'sess_12345678',
      click_id: 'c1c2c3c4c5c6c7c8',
      card_position: 2,
      country: 'Canada',
      city: 'Toronto',
      device_type: 'mobile',
      device_brand: 'Apple',
      browser: 'Mobile Safari',
      browser_version: '17.4',
      os: 'iOS',
      os_version: '17.4',
      screen_resolution: '390x844',
      is_mobile: true,
      language: 'en-CA',
      user_agent: UA,
      referrer: 'https://www.tiktok.com/',
      source: 'tiktok',
      campaign: 'fall',
      medium: 'paid',
      term: null,
      content: null,
      gclid: null,
      fbclid: null,
      msclkid: 'ms9',
      ttclid: 'tt9',
      page_url: 'https://casinos.example/ca/slots',
      load_time_ms: 812,
      time_on_page_sec: 12,
      scroll_depth: 64,
      ab_test_variant: 'b',
      social_source: 'TikTok',
      game: 'slots',
      hour_of_day: 21,
      day_of_week: 3,
      click_speed_ms: 12_345,
      session_click_count: 2,
      traffic_quality_score: 95,
      is_suspicious: false,
      quality_flags: ['no_referrer'],
      is_webdriver: false,
    })
  })

  test('never sends the server-side fields: click_time, ip, click_in_id', () => {
    const row = buildClickRow(ctx, DEFAULT_SCORE)
    expect(row).not.toHaveProperty('click_time')
    expect(row).not.toHaveProperty('ip')
    expect(row).not.toHaveProperty('click_in_id')
  })

  test('a failed score calculation counts as 100, not suspicious, no flags', () => {
    expect(buildClickRow(ctx, DEFAULT_SCORE)).toMatchObject({
      traffic_quality_score: 100,
      is_suspicious: false,
      quality_flags: [],
    })
  })

  test('the score pre-check gets the click’s own signals', () => {
    expect(buildScoreArgs({ ...ctx, msSincePageView: 640, referrer: '', webdriver: true })).toEqual(
      {
        p_user_agent: UA,
        p_click_speed_ms: 640,
        p_session_click_count: 2,
        p_time_on_page_sec: 0,
        p_referrer: '',
        p_webdriver: true,
      },
    )
  })
})
