import { describe, expect, test } from 'vitest'
import { parseUserAgent, toDeviceType } from '@/features/tracking/user-agent'

const UA = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
}

describe('user agent parsing', () => {
  test('a Windows desktop with Chrome', () => {
    expect(parseUserAgent(UA.windowsChrome)).toEqual({
      device_type: 'desktop',
      is_mobile: false,
      device_brand: null,
      browser: 'Chrome',
      browser_version: '131.0.0.0',
      os: 'Windows',
      os_version: '10',
    })
  })

  test('an iPhone is mobile, made by Apple, on iOS', () => {
    expect(parseUserAgent(UA.iphone)).toMatchObject({
      device_type: 'mobile',
      is_mobile: true,
      device_brand: 'Apple',
      browser: 'Mobile Safari',
      browser_version: '17.4',
      os: 'iOS',
      os_version: '17.4',
    })
  })

  test('an Android phone is mobile, made by Samsung', () => {
    expect(parseUserAgent(UA.androidPhone)).toMatchObject({
      device_type: 'mobile',
      is_mobile: true,
      device_brand: 'Samsung',
      browser: 'Mobile Chrome',
      os: 'Android',
      os_version: '14',
    })
  })

  test('an iPad is a tablet, not mobile', () => {
    expect(parseUserAgent(UA.ipad)).toMatchObject({
      device_type: 'tablet',
      is_mobile: false,
      os: 'iOS',
    })
  })

  test('iPadOS announcing itself as a Mac is a tablet when the screen is touch', () => {
    expect(parseUserAgent(UA.macSafari)).toMatchObject({ device_type: 'desktop', os: 'macOS' })
    expect(parseUserAgent(UA.macSafari, { maxTouchPoints: 5 })).toMatchObject({
      device_type: 'tablet',
      device_brand: 'Apple',
    })
  })

  test('Firefox on Linux', () => {
    expect(parseUserAgent(UA.linuxFirefox)).toMatchObject({
      device_type: 'desktop',
      browser: 'Firefox',
      browser_version: '133.0',
      os: 'Linux',
    })
  })

  test('an empty user agent gives a desktop with nothing known', () => {
    expect(parseUserAgent('')).toEqual({
      device_type: 'desktop',
      is_mobile: false,
      device_brand: null,
      browser: null,
      browser_version: null,
      os: null,
      os_version: null,
    })
  })

  test.each([
    ['mobile', 'mobile'],
    ['wearable', 'mobile'],
    ['tablet', 'tablet'],
    ['smarttv', 'desktop'],
    ['console', 'desktop'],
    [undefined, 'desktop'],
  ] as const)('device type %s is stored as %s', (parsed, stored) => {
    expect(toDeviceType(parsed)).toBe(stored)
  })
})
