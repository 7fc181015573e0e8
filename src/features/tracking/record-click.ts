/**
 * Recording a brand click (SPEC.md sections 4, 7, 8): count the click in the tab, collect
 * what the browser knows, wait briefly for the tab's session row so the click can link to
 * it, then one call, record_click(), in which the server scores the click (0: 'Traffic
 * blocked by bot filter', nothing recorded), records it and answers with the click id it
 * issued. The server sets the id, time, IP, score and session link whatever is sent.
 */
import { getPostgrest } from '@/lib/postgrest'
import {
  browserLanguage,
  currentCampaign,
  currentScrollDepth,
  gameFromPath,
  getVisit,
  isWebdriver,
  loadTimeMs,
  screenResolution,
  storedLocation,
  userAgentInfo,
} from './browser'
import { socialSource } from './campaign'
import { getSessionId, getVisitorId, incrementSessionClickCount } from './ids'
import { deepestScrollDepth, msSincePageView, noteScrollDepth } from './page-view'
import { buildClickRow, type ClickContext } from './payload'
import { sessionStarting } from './session'

export const BOT_BLOCKED_MESSAGE = 'Traffic blocked by bot filter'
/** How long a click waits for the tab's session insert still in flight (the IP lookup can take 2 s). */
export const SESSION_WAIT_MS = 750

export type ClickOutcome =
  { status: 'recorded'; clickId: string } | { status: 'blocked' } | { status: 'failed' }

export interface ClickedBrand {
  id: string
  /** The brand's 1-based place in the ranked list clicked from; null outside one. */
  position?: number | null
}

/** What the click is at the moment it happens (the user agent's parse comes after, from a worker). */
export function collectClickContext(brand: ClickedBrand): Omit<ClickContext, 'ua'> {
  const visit = getVisit()
  noteScrollDepth(currentScrollDepth())
  return {
    brandId: brand.id,
    cardPosition: brand.position ?? null,
    userId: getVisitorId(),
    sessionId: getSessionId(),
    screen: screenResolution(),
    language: browserLanguage(),
    campaign: currentCampaign(visit),
    referrer: visit.referrer,
    socialSource: socialSource(visit.referrer),
    pageUrl: window.location.href,
    loadTimeMs: loadTimeMs(),
    msSincePageView: msSincePageView(),
    scrollDepth: deepestScrollDepth(),
    sessionClickCount: incrementSessionClickCount(),
    now: new Date(),
    abVariant: visit.abVariant,
    game: gameFromPath(window.location.pathname),
    location: storedLocation(),
    webdriver: isWebdriver(),
  }
}

async function waitForSession(): Promise<void> {
  const pending = sessionStarting()
  if (!pending) return
  await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))])
}

export async function recordClick(brand: ClickedBrand): Promise<ClickOutcome> {
  const ua = userAgentInfo()
  const ctx = collectClickContext(brand)
  await waitForSession()
  try {
    const row = buildClickRow({ ...ctx, ua: await ua })
    const { data, error } = await (await getPostgrest()).rpc('record_click', { p_click: row })
    if (!error && typeof data === 'string') return { status: 'recorded', clickId: data }
    if (error?.message === BOT_BLOCKED_MESSAGE) {
      console.warn(BOT_BLOCKED_MESSAGE, error.details)
      return { status: 'blocked' }
    }
    console.error('Click tracking failed:', error?.message ?? 'no click id in the answer')
  } catch (error) {
    console.error('Click tracking failed:', error)
  }
  return { status: 'failed' }
}
