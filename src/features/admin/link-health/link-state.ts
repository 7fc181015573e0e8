/**
 * A link check as staff read it (public.link_checks, written by the link-check function
 * from supabase/functions/_shared/link-check.ts): its state in words, its problems and hops
 * read safely out of their JSON, and the figures formatted. Pure, so the list, the brand's
 * tab and the tests share one reading.
 */
import type { Json } from '@/integrations/supabase/types'

/** The brand form's Link health tab, as a link's fragment names it: /admin/brands?edit=<id>#link-health. */
export const LINK_HEALTH_TAB = 'link-health'

export const LINK_STATES = ['ok', 'warning', 'broken'] as const
export type LinkState = (typeof LINK_STATES)[number]

/** The list's filter value for a brand never checked (its state is null). */
export const NOT_CHECKED = 'none'

export const STATE_LABELS: Record<LinkState | typeof NOT_CHECKED, string> = {
  ok: 'OK',
  warning: 'Warning',
  broken: 'Broken',
  [NOT_CHECKED]: 'Not checked',
}

/** What each state means, for a badge's title. */
export const STATE_MEANINGS: Record<LinkState | typeof NOT_CHECKED, string> = {
  ok: 'The link reaches the casino with the click id and the offer.',
  warning: 'The link works, but is slow, lost the click id, or the offer is not on the page.',
  broken: 'Visitors do not reach the casino: an error status, DNS, TLS, a timeout or a loop.',
  [NOT_CHECKED]: 'The monitor has not checked this link yet.',
}

export type LinkProblem = { code: string; message: string }
/** One request of the chain; `location` is where it sent the check next. */
export type LinkHop = { url: string; status: number | null; ms: number; location: string | null }

export function linkState(value: string | null | undefined): LinkState | null {
  return (LINK_STATES as readonly string[]).includes(value ?? '') ? (value as LinkState) : null
}

function isObject(value: Json | undefined): value is { [key: string]: Json | undefined } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const text = (value: Json | undefined) => (typeof value === 'string' ? value : null)
const number = (value: Json | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/** The problems of a check (a JSON array of {code, message}); anything else is left out. */
export function problemsOf(value: Json | null | undefined): LinkProblem[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    if (!isObject(entry)) return []
    const message = text(entry.message)
    return message ? [{ code: text(entry.code) ?? 'unknown', message }] : []
  })
}

/** The hops of a check (a JSON array of {url, status, ms, location}). */
export function hopsOf(value: Json | null | undefined): LinkHop[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    if (!isObject(entry)) return []
    const url = text(entry.url)
    return url
      ? [
          {
            url,
            status: number(entry.status),
            ms: number(entry.ms) ?? 0,
            location: text(entry.location),
          },
        ]
      : []
  })
}

/** The problems in one line: 'Offer not found on the landing page; Slow (4.2 s)'. */
export function problemsText(problems: readonly LinkProblem[]): string {
  return problems.map((problem) => problem.message).join('; ')
}

/** '850 ms', '4.2 s', '12 s'. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—'
  if (ms < 1000) return `${Math.round(ms)} ms`
  const seconds = ms / 1000
  return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`
}

/** A yes/no fact of a check; null: the chain broke off before it could be judged. */
export function yesNo(value: boolean | null | undefined, unknown = '—'): string {
  return value === null || value === undefined ? unknown : value ? 'Yes' : 'No'
}

/** Whether the landing page still shows the offer; null when there was no page or nothing to look for. */
export function offerFoundText(value: boolean | null | undefined): string {
  return yesNo(value, 'Not judged')
}
