import { describe, expect, test } from 'vitest'
import { functionsWithoutJwt } from '../../../supabase/emulator/functions.ts'
import {
  collectParams,
  ipAllowed,
  mapParams,
  sameSecret,
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
      },
    })
  })

  test('compares secrets exactly', async () => {
    expect(await sameSecret('a-secret', 'a-secret')).toBe(true)
    expect(await sameSecret('a-secreT', 'a-secret')).toBe(false)
    expect(await sameSecret('', 'a-secret')).toBe(false)
  })

  test('checks IPv4 ranges and exact IPv6 addresses', () => {
    expect(ipAllowed('203.0.113.7', [])).toBe(true)
    expect(ipAllowed('203.0.113.7', ['203.0.113.0/24'])).toBe(true)
    expect(ipAllowed('203.0.114.7', ['203.0.113.0/24'])).toBe(false)
    expect(ipAllowed('203.0.113.7', ['203.0.113.7/32'])).toBe(true)
    expect(ipAllowed('2001:db8::1', ['2001:db8::1'])).toBe(true)
    expect(ipAllowed('2001:db8::2', ['2001:db8::1'])).toBe(false)
  })
})

describe('functions opened without a JWT', () => {
  test('reads verify_jwt = false per function from config.toml', () => {
    const config =
      '[functions.postback]\nverify_jwt = false\n\n[functions.private]\nverify_jwt = true\n[auth]\nverify_jwt = false\n'
    expect([...functionsWithoutJwt(config)]).toEqual(['postback'])
  })
})
