// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseProjectConfig } from '../../../supabase/emulator/project-config.ts'
import {
  collectParams,
  eventTypeOf,
  ipAllowed,
  isDeclinedStatus,
  mapParams,
  matchToken,
  tokenHash,
  toConversion,
} from '../../../supabase/functions/postback/params.ts'

describe('postback parameters', () => {
  test('maps a network’s parameter names to ours, body over query', () => {
    const url = new URL('http://x/postback/demo?subid=abc&amount=5&token=t')
    const all = collectParams(url, 'amount=7', 'application/x-www-form-urlencoded')
    expect(mapParams(all, { click_id: 'subid', payout: 'amount' })).toEqual({
      click_id: 'abc',
      payout: '7',
      token: 't',
    })
  })

  test('validates the conversion fields', () => {
    expect(toConversion({}, 'EUR')).toEqual({ ok: false, reason: 'click_id is required' })
    expect(toConversion({ click_id: 'c', payout: '-1' }, 'EUR')).toEqual({
      ok: false,
      reason: 'payout must be a non-negative number',
    })
    expect(toConversion({ click_id: 'c', currency: 'euro' }, 'EUR')).toMatchObject({ ok: false })
    expect(toConversion({ click_id: 'c', payout: '12.5' }, 'CAD')).toEqual({
      ok: true,
      conversion: {
        clickId: 'c',
        event: 'conversion',
        payout: 12.5,
        currency: 'CAD',
        transactionId: null,
        networkStatus: null,
      },
    })
  })

  test('matches a token against the stored hashes exactly', async () => {
    const secret = { hash: await tokenHash('a-secret'), isTest: false }
    const test = { hash: await tokenHash('a-test-token'), isTest: true }
    expect(secret.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(await matchToken('a-secret', [secret, test])).toBe(secret)
    expect(await matchToken('a-test-token', [secret, test])).toBe(test)
    expect(await matchToken('a-secreT', [secret, test])).toBeNull()
    expect(await matchToken('', [secret])).toBeNull()
    expect(await matchToken('a-secret', [])).toBeNull()
  })

  test('maps events to our event types: the source’s map, then common names, else other', () => {
    expect(eventTypeOf('FTD', {})).toBe('first_deposit')
    expect(eventTypeOf('signup', {})).toBe('registration')
    expect(eventTypeOf('commission', {})).toBe('revenue')
    expect(eventTypeOf('dep2', { dep2: 'deposit' })).toBe('deposit')
    expect(eventTypeOf('ftd', { ftd: 'other' })).toBe('other')
    expect(eventTypeOf('install', {})).toBe('other')
  })

  test('knows the network statuses that decline a conversion', () => {
    expect(isDeclinedStatus('Reversed')).toBe(true)
    expect(isDeclinedStatus('approved')).toBe(false)
    expect(isDeclinedStatus(null)).toBe(false)
  })

  test('refuses each field with the reason the postback log keeps', () => {
    const refused = (params: Record<string, string>) => toConversion(params, 'EUR')
    expect(refused({ click_id: 'c'.repeat(201) })).toEqual({
      ok: false,
      reason: 'click_id is longer than 200 characters',
    })
    expect(refused({ click_id: 'c', transaction_id: 't'.repeat(201) })).toEqual({
      ok: false,
      reason: 'transaction_id is longer than 200 characters',
    })
    expect(refused({ click_id: 'c', event: 'first deposit' })).toEqual({
      ok: false,
      reason: 'event must be 1-64 letters, digits, _ . or -',
    })
    for (const payout of ['abc', 'Infinity', '1e10', '-0.01']) {
      expect(refused({ click_id: 'c', payout })).toEqual({
        ok: false,
        reason: 'payout must be a non-negative number',
      })
    }
    expect(refused({ click_id: 'c', currency: 'eu' })).toEqual({
      ok: false,
      reason: 'currency must be a 3-letter code',
    })
  })

  test('upper-cases the currency and keeps the transaction id and event', () => {
    expect(
      toConversion({ click_id: 'c', currency: 'usd', transaction_id: 'tx-1', event: 'ftd' }, 'EUR'),
    ).toEqual({
      ok: true,
      conversion: {
        clickId: 'c',
        event: 'ftd',
        payout: null,
        currency: 'USD',
        transactionId: 'tx-1',
        networkStatus: null,
      },
    })
  })

  test('checks IPv4 ranges', () => {
    expect(ipAllowed('203.0.113.7', [])).toBe(true)
    expect(ipAllowed('203.0.113.7', ['203.0.113.0/24'])).toBe(true)
    expect(ipAllowed('203.0.114.7', ['203.0.113.0/24'])).toBe(false)
    expect(ipAllowed('203.0.113.7', ['203.0.113.7/32'])).toBe(true)
    expect(ipAllowed('203.0.113.8', ['203.0.113.7'])).toBe(false)
  })

  test('checks IPv6 ranges and addresses', () => {
    expect(ipAllowed('2001:db8::1', ['2001:db8::1'])).toBe(true)
    expect(ipAllowed('2001:db8::2', ['2001:db8::1'])).toBe(false)
    expect(ipAllowed('2001:db8:0:1::5', ['2001:db8::/48'])).toBe(true)
    expect(ipAllowed('2001:db8:1::5', ['2001:db8::/48'])).toBe(false)
    // The same address written another way.
    expect(ipAllowed('2001:0db8:0000:0000:0000:0000:0000:0001', ['2001:db8::1/128'])).toBe(true)
  })

  test('never matches an address against a range of the other family', () => {
    expect(ipAllowed('203.0.113.7', ['::/0'])).toBe(false)
    expect(ipAllowed('2001:db8::1', ['0.0.0.0/0'])).toBe(false)
    // An IPv4-mapped IPv6 address is its IPv4 address.
    expect(ipAllowed('::ffff:203.0.113.7', ['203.0.113.0/24'])).toBe(true)
  })

  test('refuses a malformed address when a list is set', () => {
    expect(ipAllowed('not-an-ip', ['0.0.0.0/0'])).toBe(false)
    expect(ipAllowed('', ['203.0.113.0/24'])).toBe(false)
    expect(ipAllowed('203.0.113.7', ['garbage', '203.0.113.7'])).toBe(true)
  })
})

describe('supabase/config.toml as the local stack reads it', () => {
  test('opens a function without a JWT only where verify_jwt = false', () => {
    const config =
      '[functions.postback]\nverify_jwt = false\n\n[functions.private]\nverify_jwt = true\n[auth]\nverify_jwt = false\n'
    expect([...parseProjectConfig(config).functionsWithoutJwt]).toEqual(['postback'])
  })

  test('reads the access-token lifetime and the session limits as Go durations', () => {
    const config = parseProjectConfig(
      '[auth]\njwt_expiry = 900\n[auth.sessions]\ntimebox = "1h30m"\ninactivity_timeout = "30m"',
    )
    expect(config).toMatchObject({
      jwtExpirySeconds: 900,
      sessionTimeboxMs: 90 * 60_000,
      sessionInactivityTimeoutMs: 30 * 60_000,
    })
    expect(parseProjectConfig('')).toMatchObject({
      jwtExpirySeconds: 3600,
      sessionTimeboxMs: null,
      sessionInactivityTimeoutMs: null,
    })
    expect(() => parseProjectConfig('[auth.sessions]\ninactivity_timeout = "30 minutes"')).toThrow(
      /a duration such as/,
    )
  })

  test('names an enabled password verification hook as schema.function, and no disabled one', () => {
    const hook = (enabled: boolean) =>
      parseProjectConfig(
        `[auth.hook.password_verification_attempt]\nenabled = ${enabled}\nuri = "pg-functions://postgres/private/check_attempt"`,
      ).passwordVerificationHook
    expect(hook(true)).toBe('private.check_attempt')
    expect(hook(false)).toBeNull()
    expect(parseProjectConfig('').passwordVerificationHook).toBeNull()
    expect(() =>
      parseProjectConfig(
        '[auth.hook.password_verification_attempt]\nenabled = true\nuri = "https://example.com/hook"',
      ),
    ).toThrow(/pg-functions:\/\/postgres/)
  })

  test('takes Supabase’s default password length when [auth] does not set one', () => {
    expect(parseProjectConfig('').minimumPasswordLength).toBe(6)
    expect(parseProjectConfig('[auth]\nminimum_password_length = 10').minimumPasswordLength).toBe(
      10,
    )
  })

  test('reads the project’s own file: postback and go open, passwords of 8 or more, the site URL and the admin’s redirect, 30 sign-ins and 150 refreshes per 5 minutes, hour-long access tokens, sessions idle for 30 minutes ended, the password verification hook', () => {
    const config = parseProjectConfig(readFileSync(path.resolve('supabase/config.toml'), 'utf8'))
    expect(config).toEqual({
      jwtExpirySeconds: 3600,
      sessionTimeboxMs: null,
      sessionInactivityTimeoutMs: 30 * 60_000,
      passwordVerificationHook: 'private.hook_password_verification_attempt',
      minimumPasswordLength: 8,
      functionsWithoutJwt: new Set(['postback', 'go']),
      siteUrl: 'http://127.0.0.1:5173',
      // The admin site `npm run preview` serves (its own origin: README, Deploy).
      additionalRedirectUrls: ['http://localhost:5174/admin/set-password'],
      signInRateLimit: 30,
      tokenRefreshRateLimit: 150,
      tokenVerificationRateLimit: 30,
      mfa: { maxEnrolledFactors: 10, totpEnrollEnabled: true, totpVerifyEnabled: true },
      email: {
        maxFrequencyMs: 60_000,
        otpLength: 6,
        otpExpirySeconds: 3600,
        securePasswordChange: false,
      },
      localSmtp: { port: 54324, smtpPort: 54325, sender: 'Admin <admin@email.com>' },
    })
  })

  test('refuses a file that is not TOML, or a setting of the wrong type', () => {
    expect(() => parseProjectConfig('[functions.postback\nverify_jwt = false')).toThrow()
    expect(() => parseProjectConfig('[functions.postback]\nverify_jwt = "no"')).toThrow()
  })
})
