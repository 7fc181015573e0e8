// @vitest-environment node
import { describe, expect, test } from 'vitest'
import {
  clientAddress,
  forwardedAddress,
  normalAddress,
  secretsEqual,
  type AddressSettings,
} from '../../../supabase/functions/_shared/client-address.ts'

const SECRET = 'a-shared-secret-of-enough-length'
const settings = (over: Partial<AddressSettings> = {}): AddressSettings => ({
  trustedHops: 0,
  proxySecret: SECRET,
  ...over,
})

describe('the client address from X-Forwarded-For', () => {
  test('is the last entry, whatever the caller wrote on the left', () => {
    expect(forwardedAddress('203.0.113.1', 0)).toBe('203.0.113.1')
    expect(forwardedAddress('6.6.6.6, 203.0.113.1', 0)).toBe('203.0.113.1')
    expect(forwardedAddress(' 6.6.6.6 ,7.7.7.7,  203.0.113.1 ', 0)).toBe('203.0.113.1')
  })

  test('skips the trusted proxies counted from the right', () => {
    expect(forwardedAddress('6.6.6.6, 198.51.100.7, 10.0.0.2', 1)).toBe('198.51.100.7')
    expect(forwardedAddress('198.51.100.7, 10.0.0.2, 10.0.0.3', 2)).toBe('198.51.100.7')
  })

  test('gives null rather than a guess: a short chain, a bad entry, no header', () => {
    expect(forwardedAddress('10.0.0.2', 1)).toBeNull()
    expect(forwardedAddress('203.0.113.1, not-an-ip', 0)).toBeNull()
    expect(forwardedAddress('203.0.113.1,', 0)).toBeNull()
    expect(forwardedAddress(null, 0)).toBeNull()
  })

  test('normalises IPv4-mapped IPv6 and IPv6 text', () => {
    expect(normalAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(normalAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1')
    expect(normalAddress('1.2.3')).toBeNull()
    expect(normalAddress('fe80::1%eth0')).toBeNull()
    expect(normalAddress('203.0.113.1/24')).toBeNull()
    expect(normalAddress('1'.repeat(100))).toBeNull()
  })
})

describe('the visitor-address header of our proxy', () => {
  const headers = (values: Record<string, string>) => new Headers(values)

  test('is used with the shared secret', async () => {
    const request = headers({
      'x-forwarded-for': '127.0.0.1',
      'x-visitor-address': '203.0.113.5',
      'x-proxy-secret': SECRET,
    })
    expect(await clientAddress(request, settings())).toBe('203.0.113.5')
  })

  test('is ignored without it, with a wrong one, or when the function has none', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.2', 'x-visitor-address': '203.0.113.5' }
    for (const secret of [undefined, 'wrong', SECRET.slice(0, -1), `${SECRET}x`, '']) {
      const request = headers(
        secret === undefined ? forged : { ...forged, 'x-proxy-secret': secret },
      )
      expect(await clientAddress(request, settings())).toBe('198.51.100.2')
    }
    const withSecret = headers({ ...forged, 'x-proxy-secret': SECRET })
    expect(await clientAddress(withSecret, settings({ proxySecret: null }))).toBe('198.51.100.2')
  })

  test('secrets are compared whole', async () => {
    expect(await secretsEqual(SECRET, SECRET)).toBe(true)
    expect(await secretsEqual('', SECRET)).toBe(false)
    expect(await secretsEqual(`${SECRET}x`, SECRET)).toBe(false)
  })
})
