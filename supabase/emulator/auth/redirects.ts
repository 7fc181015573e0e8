/**
 * Where Auth's links may send the browser, as GoTrue decides it (its IsRedirectURLValid and
 * getReferrer): the request's `redirect_to`, else its Referer, when either is on the same
 * host as config.toml's [auth] site_url or matches one of [auth] additional_redirect_urls
 * (globs in which `*` stops at '.' and '/', and `**` does not); otherwise site_url itself.
 */
import type { Context } from 'hono'
import { projectConfig } from '../project-config.ts'

/** A character that stands for itself in a RegExp. */
const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * A gobwas/glob pattern with separators '.' and '/', as GoTrue compiles its allow-list:
 * `*` and `?` stop at a separator, `**` does not, `[a-z]`, `[!a]` and `{a,b}` as in a shell.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = ''
  let braces = 0
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*'
      i++
    } else if (char === '*') source += '[^./]*'
    else if (char === '?') source += '[^./]'
    else if (char === '[' && pattern.indexOf(']', i + 2) > i) {
      const end = pattern.indexOf(']', i + 2)
      const body = pattern.slice(i + 1, end).replace(/\\/g, '\\\\')
      source += body.startsWith('!') ? `[^${body.slice(1)}]` : `[${body}]`
      i = end
    } else if (char === '{') {
      source += '(?:'
      braces++
    } else if (char === '}' && braces > 0) {
      source += ')'
      braces--
    } else if (char === ',' && braces > 0) source += '|'
    else if (char === '\\' && i + 1 < pattern.length) source += escape(pattern[++i]!)
    else source += escape(char)
  }
  return new RegExp(`^${source}$`)
}

const allowList = projectConfig.additionalRedirectUrls.map(globToRegExp)

/** The host of an http(s) URL; null for anything else (a javascript: URL has a host too). */
function webHostname(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : null
  } catch {
    return null
  }
}

/**
 * GoTrue's IsRedirectURLValid: site_url's host (any port or path), or an allow-list pattern;
 * only http(s) URLs, where GoTrue would also take another scheme on that host.
 */
export function isRedirectAllowed(url: string): boolean {
  const host = webHostname(url)
  if (host === null) return false
  return host === webHostname(projectConfig.siteUrl) || allowList.some((glob) => glob.test(url))
}

/** The redirect for this request's links: redirect_to, else the Referer, else site_url. */
export function redirectTarget(c: Context): string {
  for (const candidate of [c.req.query('redirect_to'), c.req.header('referer')]) {
    if (candidate && isRedirectAllowed(candidate)) return candidate
  }
  return projectConfig.siteUrl
}
