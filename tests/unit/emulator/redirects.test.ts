/**
 * Auth's redirect allow-list patterns (config.toml [auth] additional_redirect_urls), as
 * GoTrue compiles them with gobwas/glob and the separators '.' and '/'.
 */
import { describe, expect, test } from 'vitest'
import { globToRegExp } from '../../../supabase/emulator/auth/redirects.ts'

describe('globToRegExp', () => {
  test.each([
    ['https://admin.example.com/**', 'https://admin.example.com/admin/set-password', true],
    ['https://admin.example.com/**', 'https://admin.example.com.evil.io/x', false],
    ['https://*.example.com/**', 'https://admin.example.com/x', true],
    ['https://*.example.com/**', 'https://a.b.example.com/x', false],
    ['http://localhost:*/**', 'http://localhost:5173/admin', true],
    ['http://localhost:*/**', 'http://localhost.evil.io:5173/admin', false],
    ['https://{admin,staff}.example.com/*', 'https://staff.example.com/login', true],
    ['https://{admin,staff}.example.com/*', 'https://other.example.com/login', false],
    ['https://app?.example.com', 'https://app1.example.com', true],
    ['https://app[0-9].example.com', 'https://appx.example.com', false],
    ['https://app[!0-9].example.com', 'https://appx.example.com', true],
  ])('%s against %s: %s', (pattern, url, allowed) => {
    expect(globToRegExp(pattern).test(url)).toBe(allowed)
  })
})
