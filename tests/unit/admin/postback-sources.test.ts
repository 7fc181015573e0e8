// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { buildPostbackUrl } from '../../../src/features/admin/postbacks/postback-url'
import {
  emptySource,
  ipRangeProblem,
  parseEventMap,
  sourceSchema,
} from '../../../src/features/admin/postbacks/source-schema'

describe('the postback URL', () => {
  test('puts the preset’s macros under the source’s parameter names, with the token last', () => {
    const url = buildPostbackUrl({
      apiUrl: 'https://api.example.com/',
      slug: 'net-one',
      preset: 'affise',
      paramMap: { click_id: 'subid' },
      secret: null,
    })
    expect(url).toBe(
      'https://api.example.com/functions/v1/postback/net-one?subid={sub1}&event={goal}&payout={sum}&currency={currency}&transaction_id={transactionid}&token={your-secret}',
    )
  })

  test('shows the secret just issued, and the generic placeholders for an unknown preset', () => {
    const url = buildPostbackUrl({
      apiUrl: 'http://127.0.0.1:54321',
      slug: 'demo',
      preset: 'nope',
      paramMap: { token: 'key' },
      secret: 'pbs_abc',
    })
    expect(url).toContain('click_id={click_id}&event={event}')
    expect(url).toContain('status={status}&key=pbs_abc')
  })
})

describe('allowed IPs', () => {
  test('take IPv4 and IPv6 addresses and ranges, and refuse anything else', () => {
    for (const ok of ['203.0.113.7', '203.0.113.0/24', '2001:db8::1', '2001:db8:1:2::/64']) {
      expect(ipRangeProblem(ok)).toBeNull()
    }
    expect(ipRangeProblem('not-an-ip')).toBe('"not-an-ip" is not an IP address or CIDR range.')
    expect(ipRangeProblem('2001:db8:1:2::5/64')).toBe(
      '"2001:db8:1:2::5/64" has host bits set: use 2001:db8:1:2::/64.',
    )
    expect(ipRangeProblem('203.0.113.7/24')).toMatch(/use 203\.0\.113\.0\/24/)
  })
})

describe('the source form', () => {
  test('stores only the parameter names that differ from ours, and the event map', () => {
    const parsed = sourceSchema.parse({
      ...emptySource,
      name: 'Net',
      slug: 'net',
      default_currency: 'usd',
      allowed_ips: '203.0.113.0/24\n 2001:db8::/48 ',
      params: { ...emptySource.params, click_id: 'subid', payout: 'payout' },
      token_param: 'key',
      event_map: 'FTD2 = first_deposit\nsignup_ok = registration',
    })
    expect(parsed).toMatchObject({
      default_currency: 'USD',
      allowed_ips: ['203.0.113.0/24', '2001:db8::/48'],
      param_map: { click_id: 'subid', token: 'key' },
      event_map: { ftd2: 'first_deposit', signup_ok: 'registration' },
    })
  })

  test('refuses an event map line that names no event type of ours', () => {
    expect(parseEventMap('ftd = money').problem).toMatch(/Write "ftd = money" as/)
    const result = sourceSchema.safeParse({ ...emptySource, name: 'N', slug: 'n', event_map: 'x' })
    expect(result.success).toBe(false)
  })
})
