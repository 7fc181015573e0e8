import { describe, expect, test } from 'vitest'
import { hasCampaign, readCampaign, socialSource } from '@/features/tracking/campaign'

describe('campaign parameters', () => {
  test('reads the five UTM parameters and the four click ids', () => {
    expect(
      readCampaign(
        '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=best+casino&utm_content=ad-2' +
          '&gclid=g1&fbclid=f1&msclkid=m1&ttclid=t1&other=x',
      ),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'best casino',
      utm_content: 'ad-2',
      gclid: 'g1',
      fbclid: 'f1',
      msclkid: 'm1',
      ttclid: 't1',
    })
  })

  test('absent and blank parameters are null; long ones are clipped to 255 characters', () => {
    const campaign = readCampaign(`?utm_source=%20%20&utm_campaign=${'x'.repeat(300)}`)
    expect(campaign.utm_source).toBeNull()
    expect(campaign.utm_medium).toBeNull()
    expect(campaign.utm_campaign).toHaveLength(255)
  })

  test('hasCampaign tells a campaign visit from a plain one', () => {
    expect(hasCampaign(readCampaign(''))).toBe(false)
    expect(hasCampaign(readCampaign('?ttclid=1'))).toBe(true)
  })
})

describe('social source from the referrer', () => {
  test.each([
    ['https://www.facebook.com/', 'Facebook'],
    ['https://l.facebook.com/l.php?u=x', 'Facebook'],
    ['https://m.facebook.com/story', 'Facebook'],
    ['https://t.co/abc', 'Twitter'],
    ['https://twitter.com/someone', 'Twitter'],
    ['https://x.com/someone', 'Twitter'],
    ['https://www.instagram.com/', 'Instagram'],
    ['https://l.instagram.com/?u=x', 'Instagram'],
    ['https://www.linkedin.com/feed/', 'LinkedIn'],
    ['https://lnkd.in/abc', 'LinkedIn'],
    ['https://www.youtube.com/watch?v=1', 'YouTube'],
    ['https://youtu.be/1', 'YouTube'],
    ['https://www.tiktok.com/@someone', 'TikTok'],
  ])('%s is %s', (referrer, network) => {
    expect(socialSource(referrer)).toBe(network)
  })

  test.each([
    ['', null],
    [null, null],
    ['https://www.google.com/', null],
    ['https://notfacebook.com/', null],
    ['https://facebook.com.evil.example/', null],
    ['not a url', null],
  ])('%s is no social network', (referrer, expected) => {
    expect(socialSource(referrer)).toBe(expected)
  })
})
