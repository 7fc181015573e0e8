/**
 * Whether a brand click may start (SPEC.md sections 4 and 5): never without a usable
 * destination_url, never while another click of the same button is being tracked.
 */
import { safeHttpUrl } from './destination'

export type ClickGate = { ok: true } | { ok: false; reason: 'no_destination' | 'already_tracking' }

export function gateClick(
  destinationUrl: string | null | undefined,
  isTracking: boolean,
): ClickGate {
  if (isTracking) return { ok: false, reason: 'already_tracking' }
  // The placeholder is not valid in every URL position: check the URL as it will be opened.
  if (!safeHttpUrl(destinationUrl?.replaceAll('{click_id}', 'x')))
    return { ok: false, reason: 'no_destination' }
  return { ok: true }
}
