/**
 * Tooltips open after 700 ms of hover (SPEC.md section 9), the admin's (tooltip.tsx) as
 * the public pages' (light-tooltip.tsx). A module of its own so that the admin's import
 * does not make the public tooltip a chunk shared with the admin area.
 */
export const TOOLTIP_DELAY_MS = 700
