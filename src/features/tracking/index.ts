/**
 * Visitor and click tracking: the public API other features use.
 *
 * - `useBrandClick(brand, position)`: what a Get Bonus link calls. `isTracking` is
 *   true while the click is being recorded (the card is dimmed and inert, the button
 *   shows 'Loading...'); `onClick` opens a new tab at once, records the click,
 *   then points the tab at the brand's destination (with the click's click_id);
 *   `href` is the /go redirect, which records every other way of following the link
 *   (middle click, new tab, no JavaScript, before hydration) server-side.
 * - `<SessionTracker />`: mounted once by the public layout; records the
 *   visitor session of the tab and its end.
 * - `getVisitorId()`: the persistent visitor id (votes are stored per visitor).
 *
 * Everything heavier (ua-parser-js, the recording logic) loads lazily.
 */
export { useBrandClick, type TrackableBrand, type BrandClick } from './use-brand-click'
export { SessionTracker } from './session-tracker'
export { getVisitorId, getSessionId } from './ids'
export { destinationWithClickId } from './destination'
export { loadVisitorLocation } from './load-runtime'
export type { Location as VisitorLocation } from './payload'
