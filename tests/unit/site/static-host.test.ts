/** The static host's rules (scripts/static-host.ts): what the build writes and the preview reads. */
import { describe, expect, test } from 'vitest'
import {
  contentSecurityPolicy,
  formatHeaders,
  formatRedirects,
  headersFor,
  matchesPath,
  parseHeaders,
  parseRedirects,
  staticHostRules,
} from '../../../scripts/static-host'
import { proxyTarget } from '../../../scripts/proxy-request'

const sources = {
  supabaseUrl: 'https://abcd.supabase.co',
  ipLookupUrl: 'https://ipapi.co/json/',
  reverseGeocodeUrl: 'https://api.bigdatacloud.net/data/reverse-geocode-client',
  scriptHashes: ["'sha256-AAAA'"],
}

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values]
    }),
  )
}

describe('Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy(sources))

  test('scripts: our files and the inlined loader by its hash, nothing inline otherwise', () => {
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'", "'sha256-AAAA'"])
    expect(policy['object-src']).toEqual(["'none'"])
  })

  test('connections: the site, Supabase (and its Realtime websocket) and the two location services', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
      'https://ipapi.co',
      'https://api.bigdatacloud.net',
    ])
  })

  test('images: the site, data URLs, Supabase Storage and the casinos’ own icons', () => {
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'https://abcd.supabase.co/storage/v1/',
      'https:',
    ])
  })

  test('no page can be framed', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"])
  })

  test('a local stack on http is allowed by its own address', () => {
    const local = directives(
      contentSecurityPolicy({ ...sources, supabaseUrl: 'http://127.0.0.1:54321/' }),
    )
    expect(local['connect-src']).toContain('http://127.0.0.1:54321')
    expect(local['img-src']).toContain('http://127.0.0.1:54321/storage/v1/')
  })
})

describe('_headers and _redirects', () => {
  const rules = staticHostRules(sources)

  test('read back as written', () => {
    expect(parseHeaders(formatHeaders(rules.headers))).toEqual(rules.headers)
    expect(parseRedirects(formatRedirects(rules.redirects))).toEqual(rules.redirects)
  })

  test('every path gets the security headers; hashed assets are cached for good', () => {
    const page = Object.fromEntries(headersFor(rules.headers, '/ca'))
    expect(Object.keys(page)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
    ])
    expect(page['Permissions-Policy']).toContain('geolocation=(self)')
    expect(page['Cache-Control']).toBeUndefined()
    const asset = Object.fromEntries(headersFor(rules.headers, '/assets/index-A1b2.js'))
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(asset['Content-Security-Policy']).toBe(page['Content-Security-Policy'])
  })

  test('the admin area, and only it, is rewritten to the shell', () => {
    const shellFor = (path: string) =>
      rules.redirects.find((rule) => matchesPath(rule.from, path))?.to ?? null
    expect(shellFor('/admin')).toBe('/shell.html')
    expect(shellFor('/admin/brands')).toBe('/shell.html')
    expect(shellFor('/admin/')).toBe('/shell.html')
    expect(shellFor('/administrator')).toBeNull()
    expect(shellFor('/ca')).toBeNull()
    expect(rules.redirects.every((rule) => rule.status === 200)).toBe(true)
  })

  test('/go/* is proxied to the click redirect at the Supabase project, query included', () => {
    const rule = rules.redirects.find((candidate) => matchesPath(candidate.from, '/go/royal'))
    expect(rule).toEqual({
      from: '/go/*',
      to: 'https://abcd.supabase.co/functions/v1/go/:splat',
      status: 200,
    })
    expect(proxyTarget(rule!.to, rule!.from, '/go/royal-maple', '?pos=2&uid=u1')).toBe(
      'https://abcd.supabase.co/functions/v1/go/royal-maple?pos=2&uid=u1',
    )
    expect(formatRedirects([rule!])).toBe(
      '/go/*  https://abcd.supabase.co/functions/v1/go/:splat  200\n',
    )
  })

  test('a file the host cannot read is an error', () => {
    expect(() => parseRedirects('/a /b 200 extra')).toThrow('_redirects')
    expect(() => parseHeaders('  X-Orphan: 1')).toThrow('_headers')
    expect(parseRedirects('# comment\n\n/old /new')).toEqual([
      { from: '/old', to: '/new', status: 301 },
    ])
  })
})
