/**
 * Recording a brand click (SPEC.md sections 4, 7, 8), as a sequence of guards and
 * then the write: count the click in the tab, collect what the browser knows, ask the
 * quality score first (0: 'Traffic blocked by bot filter', nothing recorded; a failed
 * calculation counts as 100, not suspicious, no flags), wait briefly for the tab's
 * session row so the click can link to it, then insert the row. The server
 * recomputes the score, time, IP and session link whatever is sent.
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
import {
  buildClickRow,
  buildScoreArgs,
  DEFAULT_SCORE,
  type ClickContext,
  type QualityScore,
} from './payload'
import { sessionStarting } from './session'

export const BOT_BLOCKED_MESSAGE = 'Traffic blocked by bot filter'
/** How long a click waits for the tab's session insert still in flight (the IP lookup can take 2 s). */
export const SESSION_WAIT_MS = 750

export type ClickOutcome = 'recorded' | 'blocked' | 'failed'

export interface ClickedBrand {
  id: string
  brand_name: string
  /** The brand's 1-based place in the ranked list clicked from; null outside one. */
  position?: number | null
}

export function collectClickContext(brand: ClickedBrand, clickId: string): ClickContext {
  const visit = getVisit()
  noteScrollDepth(currentScrollDepth())
  return {
    brandId: brand.id,
    brandName: brand.brand_name,
    cardPosition: brand.position ?? null,
    clickId,
    userId: getVisitorId(),
    sessionId: getSessionId(),
    userAgent: navigator.userAgent,
    ua: userAgentInfo(),
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

/** The score RPC's answer, or the default when the calculation fails. */
export async function scoreClick(ctx: ClickContext): Promise<QualityScore> {
  try {
    const { data, error } = await (
      await getPostgrest()
    ).rpc('calculate_traffic_quality_score', buildScoreArgs(ctx))
    const row = Array.isArray(data) ? data[0] : null
    if (error || !row) {
      if (error) console.error('Traffic quality calculation failed:', error.message)
      return DEFAULT_SCORE
    }
    return {
      quality_score: row.quality_score,
      is_suspicious: row.is_suspicious,
      quality_flags: row.quality_flags ?? [],
    }
  } catch (error) {
    console.error('Traffic quality calculation failed:', error)
    return DEFAULT_SCORE
  }
}

async function waitForSession(): Promise<void> {
  const pending = sessionStarting()
  if (!pending) return
  await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))])
}

export async function recordClick(brand: ClickedBrand, clickId: string): Promise<ClickOutcome> {
  const ctx = collectClickContext(brand, clickId)
  const score = await scoreClick(ctx)
  if (score.quality_score === 0) {
    console.warn(BOT_BLOCKED_MESSAGE, score.quality_flags)
    return 'blocked'
  }
  await waitForSession()
  const { error } = await (
    await getPostgrest()
  )
    .from('brand_clicks_history')
    .insert(buildClickRow(ctx, score))
  if (error) {
    // The server's own check (its headers may say more than the browser did).
    if (error.message === BOT_BLOCKED_MESSAGE) {
      console.warn(BOT_BLOCKED_MESSAGE, error.details)
      return 'blocked'
    }
    console.error('Click tracking failed:', error.message)
    return 'failed'
  }
  return 'recorded'
}
