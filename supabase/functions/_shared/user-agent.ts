/**
 * Device, browser and OS of a user agent, parsed with ua-parser-js, in the shape
 * the session and click rows store them. On the public pages it runs in a worker
 * (src/features/tracking/ua-worker.ts), off the main thread.
 */
import { UAParser } from 'ua-parser-js'

export type DeviceType = 'desktop' | 'tablet' | 'mobile'

export interface UserAgentInfo {
  device_type: DeviceType
  is_mobile: boolean
  device_brand: string | null
  browser: string | null
  browser_version: string | null
  os: string | null
  os_version: string | null
}

export interface DeviceHints {
  /** navigator.maxTouchPoints: iPadOS announces itself as a Mac, but a Mac has no touch screen. */
  maxTouchPoints?: number
}

/**
 * Parses a user agent.
 *
 * @example parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) ...')
 *   // { device_type: 'mobile', is_mobile: true, device_brand: 'Apple', browser: 'Mobile Safari', os: 'iOS', ... }
 */
export function parseUserAgent(userAgent: string, hints: DeviceHints = {}): UserAgentInfo {
  // Only what the rows store: the engine and CPU lists are never run (half the cold parse,
  // which a phone does once per tab while the page starts).
  const parser = new UAParser(userAgent)
  const result = { browser: parser.getBrowser(), os: parser.getOS(), device: parser.getDevice() }
  let deviceType = toDeviceType(result.device.type)
  let vendor = result.device.vendor ?? null
  if (deviceType === 'desktop' && result.os.name === 'macOS' && (hints.maxTouchPoints ?? 0) > 1) {
    deviceType = 'tablet'
    vendor = 'Apple'
  }
  return {
    device_type: deviceType,
    is_mobile: deviceType === 'mobile',
    device_brand: vendor,
    browser: result.browser.name ?? null,
    browser_version: result.browser.version ?? null,
    os: result.os.name ?? null,
    os_version: result.os.version ?? null,
  }
}

/** desktop, tablet or mobile: phones and wearables are mobile, tablets tablet, everything else desktop. */
export function toDeviceType(parsedType: string | undefined): DeviceType {
  switch (parsedType) {
    case 'mobile':
    case 'wearable':
      return 'mobile'
    case 'tablet':
      return 'tablet'
    default:
      return 'desktop'
  }
}
