/**
 * What a saved view holds (saved_views.state): the URL parameters its page restores, and for a
 * list the list's name (a section may show several lists, each with its own views). Analytics
 * keeps its period, filters and breakdown in the URL, a list its search, filters and sort, so
 * a view is those parameters, and opening it is writing them back.
 */
import type { Json } from '@/integrations/supabase/types'

export type ViewParams = Record<string, string>
export type ViewState = { params: ViewParams; list?: string }

/** The URL parameter naming the saved view a page was opened from (an emailed report's link). */
export const SAVED_VIEW_PARAM = 'saved'

/** The stored state as the app reads it; anything that is not text is left out. */
export function viewStateOf(json: Json): ViewState {
  const object = json && typeof json === 'object' && !Array.isArray(json) ? json : {}
  const rawParams = object.params
  const params: ViewParams = {}
  if (rawParams && typeof rawParams === 'object' && !Array.isArray(rawParams)) {
    for (const [key, value] of Object.entries(rawParams)) {
      if (typeof value === 'string') params[key] = value
    }
  }
  return typeof object.list === 'string' ? { params, list: object.list } : { params }
}

/** The parameters of `search`, as a view stores them (the saved view's own marker left out). */
export function viewParamsOf(search: URLSearchParams): ViewParams {
  const params: ViewParams = {}
  for (const [key, value] of search) if (key !== SAVED_VIEW_PARAM) params[key] = value
  return params
}

/** True when both hold the same parameters, in any order. */
export function sameParams(a: ViewParams, b: ViewParams): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
