/** The static host's rules (scripts/static-host.ts): what the build writes and the preview reads. */
import { describe, expect, test } from 'vitest'
import {
  adminContentSecurityPolicy,
  adminSiteRules,
  contentSecurityPolicy,
  formatHeaders,
  formatRedirects,
  headersFor,
  matchesPath,
  parseHeaders,
  parseRedirects,
  publicSiteRules,
  type StaticHostRules,
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

  test('connections: the site, Supabase and the two location services', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://abcd.supabase.co',
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

describe('the admin site’s Content-Security-Policy', () => {
  const policy = directives(adminContentSecurityPolicy('https://abcd.supabase.co/'))

  test('scripts from the admin’s own origin only: nothing inline, no snippet origin', () => {
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
  })

  test('connections to itself and the Supabase project (REST, Auth, Realtime) only', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
    ])
  })

  test('it cannot be framed and posts forms to itself only', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['form-action']).toEqual(["'self'"])
  })
})

/** The target of the first redirect rule matching `path`, as the host fills it in. */
function redirectFor(rules: StaticHostRules, path: string, search = '') {
  const rule = rules.redirects.find((candidate) => matchesPath(candidate.from, path))
  return rule ? { to: proxyTarget(rule.to, rule.from, path, search), status: rule.status } : null
}

describe('the admin site’s _headers and _redirects', () => {
  const rules = adminSiteRules({ supabaseUrl: 'https://abcd.supabase.co' })

  test('every path gets the strict policy and is kept out of search engines', () => {
    const shell = Object.fromEntries(headersFor(rules.headers, '/admin/brands'))
    expect(shell['Content-Security-Policy']).toBe(
      adminContentSecurityPolicy('https://abcd.supabase.co'),
    )
    expect(shell).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Robots-Tag': 'noindex, nofollow',
    })
    const asset = Object.fromEntries(headersFor(rules.headers, '/assets/index-A1b2.js'))
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable')
  })

  test('the admin area is the shell; its root leads there', () => {
    expect(redirectFor(rules, '/admin')).toEqual({ to: '/shell.html', status: 200 })
    expect(redirectFor(rules, '/admin/brands')).toEqual({ to: '/shell.html', status: 200 })
    expect(redirectFor(rules, '/')).toEqual({ to: '/admin', status: 302 })
    expect(redirectFor(rules, '/ca')).toBeNull()
  })
})

describe('the public site’s _headers and _redirects', () => {
  const rules = publicSiteRules({ ...sources, adminUrl: 'https://admin.example.com/' })

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

  test('the admin area, and only it, redirects to the admin’s origin, path and query kept', () => {
    expect(redirectFor(rules, '/admin')).toEqual({
      to: 'https://admin.example.com/admin',
      status: 302,
    })
    expect(redirectFor(rules, '/admin/brands', '?page=2')).toEqual({
      to: 'https://admin.example.com/admin/brands?page=2',
      status: 302,
    })
    expect(redirectFor(rules, '/administrator')).toBeNull()
    expect(redirectFor(rules, '/ca')).toBeNull()
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
