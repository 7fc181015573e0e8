/** The Evidence view's URL (`?view=evidence&market=&build=&page=`) and its words for a build. */
import { exactTime } from '../../components/time-ago'
import { VIEW_PARAM } from '../views'

export const MARKET_PARAM = 'market'
export const BUILD_PARAM = 'build'
export const PAGE_PARAM = 'page'

/** The link to a market's evidence, optionally at one build and page. */
export function evidenceHref(market: string, build?: string, page?: string): string {
  const params = new URLSearchParams({ [VIEW_PARAM]: 'evidence', [MARKET_PARAM]: market })
  if (build) params.set(BUILD_PARAM, build)
  if (page) params.set(PAGE_PARAM, page)
  return `?${params.toString()}`
}

/** 'As seen on 27 Nov 2026, 09:14:07': the words staff find a build by. */
export function asSeenOn(builtAt: string): string {
  return `As seen on ${exactTime(builtAt)}`
}
