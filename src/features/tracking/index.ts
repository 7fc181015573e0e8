/**
 * Visitor and click tracking: the public API other features use.
 *
 * - `useBrandClick(brand)`: what a Get Bonus button calls. `isTracking` is true
 *   while the click is being recorded (the card is dimmed and inert, the button
 *   shows 'Loading...'); `onClick` records the click, then opens the brand's
 *   destination in a new tab.
 * - `<SessionTracker />`: mounted once by the public layout; records the
 *   visitor session of the tab and its end.
 * - `getVisitorId()`: the persistent visitor id (votes are stored per visitor).
 */
export { useBrandClick, type TrackableBrand, type BrandClick } from './use-brand-click'
export { SessionTracker } from './session-tracker'
export { getVisitorId } from './visitor-id'
