/**
 * Reading a /go request: every part the visitor controls is checked, and a part that
 * fails its check is dropped rather than refused, so a mangled link still reaches the
 * casino (the brand itself is the only part that must be right). The visitor's address is
 * _shared/client-address.ts's.
 */
import { ID_FORMAT } from '../_shared/ids.ts'

/** brands.brand_slug's format. */
const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** brand_clicks_history.card_position's range. */
const MAX_POSITION = 100

export interface GoRequest {
  /** The brand's slug, or null when the path names none in the right format. */
  slug: string | null
  /** The card's 1-based place in the list clicked from (`pos`). */
  position: number | null
  /** The visitor's ids (`uid`, `sid`): kept only as a pair, as the session link needs both. */
  visitor: { userId: string; sessionId: string } | null
  userAgent: string
  /** The page the link was on (Referer). */
  referrer: string | null
  /** The first language of Accept-Language. */
  language: string | null
}

/** The path's slug: /go/{slug} as the function sees it (a trailing slash allowed). */
function slugOf(pathname: string): string | null {
  const [, slug, ...rest] = pathname.split('/').filter(Boolean)
  if (!slug || rest.length > 0 || slug.length > 100) return null
  return SLUG_FORMAT.test(slug) ? slug : null
}

function positionOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return null
  const position = Number(raw)
  return position >= 1 && position <= MAX_POSITION ? position : null
}

function referrerOf(raw: string | null): string | null {
  if (!raw || raw.length > 2048) return null
  try {
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

function languageOf(raw: string | null): string | null {
  const first = raw?.split(',')[0]?.split(';')[0]?.trim() ?? ''
  return /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(first) && first.length <= 35 ? first : null
}

export function readGoRequest(url: URL, headers: Headers): GoRequest {
  const userId = url.searchParams.get('uid')
  const sessionId = url.searchParams.get('sid')
  return {
    slug: slugOf(url.pathname),
    position: positionOf(url.searchParams.get('pos')),
    visitor:
      userId && sessionId && ID_FORMAT.test(userId) && ID_FORMAT.test(sessionId)
        ? { userId, sessionId }
        : null,
    userAgent: (headers.get('user-agent') ?? '').slice(0, 512),
    referrer: referrerOf(headers.get('referer')),
    language: languageOf(headers.get('accept-language')),
  }
}
