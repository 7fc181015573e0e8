/**
 * The rows the browser sends: a visitor session and a brand click, built from a
 * snapshot of what the browser knows (pure functions, so every field is tested).
 * The server sets what it must not trust (click id, IP, user agent, times, score,
 * session link); these rows carry everything else the spec lists.
 */
import type { TablesInsert } from '@/integrations/supabase/types'
import type { Campaign, SocialSource } from './campaign'
import type { UserAgentInfo } from './user-agent'

export type SessionRow = TablesInsert<'visitor_sessions'>
/** What the page sends to record_click(): the click's fields the server does not set itself. */
export type ClickRow = Omit<
  TablesInsert<'brand_clicks_history'>,
  | 'brand_name'
  | 'click_id'
  | 'click_time'
  | 'click_in_id'
  | 'ip'
  | 'user_agent'
  | 'traffic_quality_score'
  | 'is_suspicious'
  | 'quality_flags'
  | 'is_bot_filtered'
  | 'ingest_xid'
>

export interface Location {
  country: string | null
  city: string | null
  ip: string | null
  /** ISO 3166-1 alpha-2, upper case ('CA'): the market whose rules apply to the visitor. */
  countryCode?: string | null
  /** ISO 3166-2 subdivision without the country ('ON'): a region with rules of its own. */
  regionCode?: string | null
}

export interface SessionContext {
  userId: string
  sessionId: string
  /** location.href of the first page of the tab. */
  pageUrl: string
  referrer: string
  userAgent: string
  ua: UserAgentInfo
  screen: string | null
  language: string | null
  campaign: Campaign
  location: Location | null
}

export function buildSessionRow(ctx: SessionContext): SessionRow {
  const url = new URL(ctx.pageUrl)
  return {
    session_id: ctx.sessionId,
    user_id: ctx.userId,
    entry_page: url.pathname,
    first_page_url: ctx.pageUrl,
    referrer: ctx.referrer || null,
    device_type: ctx.ua.device_type,
    is_mobile: ctx.ua.is_mobile,
    browser: ctx.ua.browser,
    browser_version: ctx.ua.browser_version,
    os: ctx.ua.os,
    os_version: ctx.ua.os_version,
    screen_resolution: ctx.screen,
    language: ctx.language,
    user_agent: ctx.userAgent,
    ...ctx.campaign,
    country: ctx.location?.country ?? null,
    city: ctx.location?.city ?? null,
    ip_address: ctx.location?.ip ?? null,
  }
}

export interface ClickContext {
  brandId: string
  /** The card's 1-based place in the ranked list clicked from; null outside one. */
  cardPosition: number | null
  userId: string
  sessionId: string
  ua: UserAgentInfo
  screen: string | null
  language: string | null
  /** The visit's campaign (landing URL of the tab, or the current page's when it has one). */
  campaign: Campaign
  /** document.referrer of the visit. */
  referrer: string
  socialSource: SocialSource | null
  pageUrl: string
  loadTimeMs: number | null
  msSincePageView: number
  scrollDepth: number | null
  /** Clicks in this tab including this one. */
  sessionClickCount: number
  /** The visitor's clock at the click. */
  now: Date
  abVariant: string | null
  game: string | null
  location: Location | null
  webdriver: boolean
}

/** Arguments of calculate_traffic_quality_score for the click (the pre-check the spec asks for). */
export function buildClickRow(ctx: ClickContext): ClickRow {
  return {
    brand_id: ctx.brandId,
    user_id: ctx.userId,
    session_id: ctx.sessionId,
    card_position: ctx.cardPosition,
    country: ctx.location?.country ?? null,
    city: ctx.location?.city ?? null,
    device_type: ctx.ua.device_type,
    device_brand: ctx.ua.device_brand,
    browser: ctx.ua.browser,
    browser_version: ctx.ua.browser_version,
    os: ctx.ua.os,
    os_version: ctx.ua.os_version,
    screen_resolution: ctx.screen,
    is_mobile: ctx.ua.is_mobile,
    language: ctx.language,
    referrer: ctx.referrer || null,
    source: ctx.campaign.utm_source,
    campaign: ctx.campaign.utm_campaign,
    medium: ctx.campaign.utm_medium,
    term: ctx.campaign.utm_term,
    content: ctx.campaign.utm_content,
    gclid: ctx.campaign.gclid,
    fbclid: ctx.campaign.fbclid,
    msclkid: ctx.campaign.msclkid,
    ttclid: ctx.campaign.ttclid,
    page_url: ctx.pageUrl,
    load_time_ms: ctx.loadTimeMs,
    time_on_page_sec: Math.floor(ctx.msSincePageView / 1000),
    scroll_depth: ctx.scrollDepth,
    ab_test_variant: ctx.abVariant,
    social_source: ctx.socialSource,
    game: ctx.game,
    hour_of_day: ctx.now.getHours(),
    day_of_week: ctx.now.getDay(),
    click_speed_ms: ctx.msSincePageView,
    session_click_count: ctx.sessionClickCount,
    is_webdriver: ctx.webdriver,
  }
}
