import { describe, expect, test } from 'vitest'
import { readCampaign } from '@/features/tracking/campaign'
import { buildClickRow, buildSessionRow, type ClickContext } from '@/features/tracking/payload'
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
    cardPosition: 2,
    userId: 'user_12345678',
    sessionId: 'sess_12345678',
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

  test('carries every click field the browser can know', () => {
    expect(buildClickRow(ctx)).toEqual({
      brand_id: ctx.brandId,
      user_id: 'user_12345678',
      session_id: 'sess_12345678',
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
      is_webdriver: false,
    })
  })

  test('never sends what the server sets: click id, time, IP, user agent, session link, score', () => {
    const row = buildClickRow(ctx)
    for (const field of [
      'click_id',
      'click_time',
      'ip',
      'user_agent',
      'click_in_id',
      'brand_name',
      'traffic_quality_score',
      'is_suspicious',
      'quality_flags',
      'is_bot_filtered',
    ]) {
      expect(row).not.toHaveProperty(field)
    }
  })
})
