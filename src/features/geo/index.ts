/**
 * Location detection and country routing: what the landing page uses to send a visitor
 * to their country's ranking (SPEC.md sections 4 and 9).
 */
export { routeFromCountryCode, routeFromTimeZone } from './country-routes'
export {
  detectCountryRoute,
  getBrowserPosition,
  getBrowserTimeZone,
  reverseGeocode,
  GEOLOCATION_TIMEOUT_MS,
  REVERSE_GEOCODE_TIMEOUT_MS,
  type DetectedRoute,
  type DetectionDeps,
} from './detect-location'
export { useLocationRedirect, type DetectionStatus } from './use-location-redirect'
