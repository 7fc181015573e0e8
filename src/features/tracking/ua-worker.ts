/**
 * Parses the visitor's user agent off the main thread (browser.ts starts it): ua-parser-js
 * tries hundreds of regular expressions, tens of milliseconds on a desktop and several times
 * that on a phone, one long task wherever it ran on the page.
 */
import { parseUserAgent, type DeviceHints } from './user-agent'

self.onmessage = (event: MessageEvent<{ userAgent: string; hints: DeviceHints }>) => {
  self.postMessage(parseUserAgent(event.data.userAgent, event.data.hints))
}
