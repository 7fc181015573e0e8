/**
 * The static host's rules for the build's two sites (scripts/sites.ts), as the files
 * Netlify reads from a site's folder (`_redirects` and `_headers`; Cloudflare Pages reads
 * the same two files).
 *
 * The public site (the prerendered pages, which carry the active code snippets):
 * - /admin and /admin/* redirect to the admin's origin (VITE_ADMIN_URL), path and query kept;
 * - /go/* is proxied to the click redirect (the `go` edge function), so Get Bonus links
 *   stay on the site's own domain (Netlify proxies a 200 rule to a URL; Cloudflare Pages
 *   does not: see the README's Deploy section);
 * - a path with no file answers with 404.html and status 404 (both hosts do this by
 *   themselves when 404.html exists, so it needs no rule);
 * - a Content-Security-Policy that allows the snippets' declared origins.
 *
 * The admin site (the client-only shell and the code; no snippet, no public page):
 * - / redirects to /admin; /admin and /admin/* answer with the shell (shell.html), 200;
 * - a Content-Security-Policy that allows scripts from itself only and connections to
 *   itself and the Supabase project only: a snippet could neither load nor call home here.
 *
 * On both, hashed assets (/assets/*, query state included) are cached for good and every
 * response carries the security headers. `npm run build` writes the files
 * (writeStaticHostRules); `npm run preview` serves each site by reading them back
 * (scripts/static-host-preview.ts), so the files are the one source of the rules.
 */
import fs from 'node:fs'
import path from 'node:path'

export const HEADERS_FILE = '_headers'
export const REDIRECTS_FILE = '_redirects'
export const SHELL_FILE = 'shell.html'
export const NOT_FOUND_FILE = '404.html'

export interface HeaderRule {
  /** A path, or a path ending in `*` for everything under it. */
  path: string
  headers: [name: string, value: string][]
}

export interface RedirectRule {
  from: string
  to: string
  /** 200 serves `to` in place (a rewrite); 301 and 302 redirect. */
  status: number
}

export interface StaticHostRules {
  headers: HeaderRule[]
  redirects: RedirectRule[]
}

/** What the policy must allow besides the site itself (the build's environment). */
export interface PolicySources {
  /** VITE_SUPABASE_URL: REST, Auth and Storage. */
  supabaseUrl: string
  /** VITE_IP_LOOKUP_URL and VITE_REVERSE_GEOCODE_URL: the location lookups. */
  ipLookupUrl: string
  reverseGeocodeUrl: string
  /** CSP hashes of the inline scripts ('sha256-…'): the early-click loader, the code snippets'. */
  scriptHashes: readonly string[]
  /** The active code snippets' allowed origins (scripts/code-snippets.ts): none when absent. */
  snippetOrigins?: readonly string[]
}

type Directives = Record<string, readonly string[]>

function formatPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ')
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '')

/** The public pages' policy: our scripts, the inline loader's hash, and the snippets'. */
export function contentSecurityPolicy(sources: PolicySources): string {
  const supabase = withoutSlash(sources.supabaseUrl)
  // A snippet may load scripts, call home and embed frames from its own origins only.
  const snippets = sources.snippetOrigins ?? []
  return formatPolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...sources.scriptHashes, ...snippets],
    // React renders style attributes (the score bar's width) and sonner injects a <style>.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Logos: our files, Supabase Storage (http locally), and the icons the casinos' own
    // sites publish, from whatever https host a brand's destination names (ranking/lib/logo.ts).
    'img-src': ["'self'", 'data:', `${supabase}/storage/v1/`, 'https:'],
    'connect-src': [
      "'self'",
      supabase,
      new URL(sources.ipLookupUrl).origin,
      new URL(sources.reverseGeocodeUrl).origin,
      ...snippets,
    ],
    ...(snippets.length > 0 ? { 'frame-src': ["'self'", ...snippets] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/**
 * The admin's policy: no inline script, no origin but its own for scripts, and connections
 * to itself (build-info.json) and the Supabase project only, whatever snippets the public
 * pages carry.
 */
export function adminContentSecurityPolicy(supabaseUrl: string): string {
  const supabase = withoutSlash(supabaseUrl)
  return formatPolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React renders style attributes, sonner and CodeMirror inject <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Media from Storage; brand logos from the casinos' own sites, as on the public pages.
    'img-src': ["'self'", 'data:', `${supabase}/storage/v1/`, 'https:'],
    // Realtime's websocket (the 'Live' click log): ws(s):// on the same host.
    'connect-src': ["'self'", supabase, supabase.replace(/^http/, 'ws')],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/** The click redirect's address at the Supabase project: /functions/v1/go/{brand-slug}. */
export function goFunctionUrl(supabaseUrl: string, brandSlug: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/go/${brandSlug}`
}

const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']
const NO_SNIFF: [string, string] = ['X-Content-Type-Options', 'nosniff']

/** File names carry their content's hash (Vite's output, the prerender's query state). */
const IMMUTABLE_ASSETS: HeaderRule = {
  path: '/assets/*',
  headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
}

/** The public site's rules; `adminUrl` is the admin site's origin (VITE_ADMIN_URL). */
export function publicSiteRules(sources: PolicySources & { adminUrl: string }): StaticHostRules {
  const admin = withoutSlash(sources.adminUrl)
  return {
    headers: [
      {
        path: '/*',
        headers: [
          ['Content-Security-Policy', contentSecurityPolicy(sources)],
          NO_SNIFF,
          ['Referrer-Policy', 'strict-origin-when-cross-origin'],
          // The landing page asks for the visitor's position (geo/detect-location.ts).
          [
            'Permissions-Policy',
            'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()',
          ],
          HSTS,
        ],
      },
      IMMUTABLE_ASSETS,
    ],
    redirects: [
      // 302: the admin's address may move without browsers holding on to the old one.
      { from: '/admin', to: `${admin}/admin`, status: 302 },
      { from: '/admin/*', to: `${admin}/admin/:splat`, status: 302 },
      { from: '/go/*', to: goFunctionUrl(sources.supabaseUrl, ':splat'), status: 200 },
    ],
  }
}

/** The admin site's rules. */
export function adminSiteRules(sources: { supabaseUrl: string }): StaticHostRules {
  return {
    headers: [
      {
        path: '/*',
        headers: [
          ['Content-Security-Policy', adminContentSecurityPolicy(sources.supabaseUrl)],
          NO_SNIFF,
          ['Referrer-Policy', 'no-referrer'],
          [
            'Permissions-Policy',
            'geolocation=(), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()',
          ],
          // No other window keeps a handle on the admin's (window.opener).
          ['Cross-Origin-Opener-Policy', 'same-origin'],
          ['X-Robots-Tag', 'noindex, nofollow'],
          HSTS,
        ],
      },
      IMMUTABLE_ASSETS,
    ],
    redirects: [
      { from: '/', to: '/admin', status: 302 },
      { from: '/admin', to: `/${SHELL_FILE}`, status: 200 },
      { from: '/admin/*', to: `/${SHELL_FILE}`, status: 200 },
    ],
  }
}

export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)])
    .flat()
    .join('\n')
    .concat('\n')
}

export function formatRedirects(rules: readonly RedirectRule[]): string {
  return rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`).join('\n') + '\n'
}

function contentLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'))
}

/** Reads a `_headers` file: a path line, then its headers indented below it. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of contentLines(text)) {
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const separator = line.indexOf(':')
    if (!rule || separator === -1) throw new Error(`${HEADERS_FILE}: cannot read "${line}"`)
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
  }
  return rules
}

/** Reads a `_redirects` file: `from to [status]` per line (status 301 when left out). */
export function parseRedirects(text: string): RedirectRule[] {
  return contentLines(text).map((line) => {
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/)
    if (!from || !to || rest.length > 0 || !/^\d{3}$/.test(status)) {
      throw new Error(`${REDIRECTS_FILE}: cannot read "${line}"`)
    }
    return { from, to, status: Number(status) }
  })
}

/** '/assets/*' matches /assets/a.js and /assets/x/y.json; any other pattern only itself. */
export function matchesPath(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern
}

/** The headers for a path: those of every rule that matches it, in file order. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => matchesPath(rule.path, pathname)).flatMap((rule) => rule.headers)
}

export function writeStaticHostRules(outDir: string, rules: StaticHostRules): void {
  fs.writeFileSync(path.join(outDir, HEADERS_FILE), formatHeaders(rules.headers))
  fs.writeFileSync(path.join(outDir, REDIRECTS_FILE), formatRedirects(rules.redirects))
}

/** The rules a build folder holds (none for a file it lacks). */
export function readStaticHostRules(outDir: string): StaticHostRules {
  const read = (file: string) => {
    const full = path.join(outDir, file)
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''
  }
  return {
    headers: parseHeaders(read(HEADERS_FILE)),
    redirects: parseRedirects(read(REDIRECTS_FILE)),
  }
}
