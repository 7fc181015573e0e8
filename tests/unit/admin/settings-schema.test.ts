/** The settings form's rules that the database checks as well (private.setting_value_error). */
import { describe, expect, test } from 'vitest'
import {
  isCidr,
  isTimeZone,
  toFormValues,
  toSettingValues,
  settingsSchema,
} from '@/features/admin/settings/settings-schema'

const stored = {
  site_name: 'CasinoCompass',
  contact_email: 'contact@casinocompass.example',
  contact_response_time: '24-48 hours',
  founded_year: 2025,
  minimum_age: 18,
  default_country: 'ca',
  helplines: {
    ca: { name: 'ConnexOntario', phone: '1-866-531-2600' },
    worldwide: { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
  },
  'tracking.default_subid_param': 'subid',
  'tracking.suspicious_below': 60,
  'tracking.min_session_seconds': 5,
  'tracking.click_limit': 30,
  'tracking.click_limit_minutes': 10,
  'tracking.trusted_proxy_hops': 0,
  'postbacks.rate_limit_per_minute': 300,
  'tracking.bot_user_agents': ['evilbot'],
  'tracking.bot_ip_ranges': ['198.18.0.0/15'],
  'admin.inactivity_minutes': 30,
  'admin.keep_signed_in_hours': 8,
  'admin.require_two_factor': false,
  'reporting.time_zone': 'UTC',
  'reporting.currency': 'EUR',
  'reporting.currency_rates': { EUR: 1, USD: 0.92 },
}

describe('settings rules', () => {
  test.each([
    ['203.0.113.0/24', true],
    ['10.1.2.3', true],
    ['2001:db8::/32', true],
    ['10.0.0.1/8', false],
    ['10.0.0.0/33', false],
    ['300.1.1.1', false],
    ['example.com', false],
  ])('isCidr(%s) is %s', (value, expected) => {
    expect(isCidr(value)).toBe(expected)
  })

  test('time zones are IANA names', () => {
    expect(isTimeZone('Europe/Stockholm')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
  })

  test('stored values round-trip through the form, the deploy hook only when typed', () => {
    const parsed = settingsSchema.parse(toFormValues(stored))
    expect(toSettingValues(parsed)).toEqual(stored)
    const withHook = settingsSchema.parse({
      ...toFormValues(stored),
      deploy_hook_url: 'https://api.example/hooks/1',
    })
    expect(toSettingValues(withHook).deploy_hook_url).toBe('https://api.example/hooks/1')
  })

  test('two-factor for admins reads as required unless it is stored as off', () => {
    const { ['admin.require_two_factor']: _off, ...withoutIt } = stored
    expect(toFormValues(withoutIt).require_two_factor).toBe(true)
    expect(toFormValues(stored).require_two_factor).toBe(false)
  })

  test('a deploy hook on a loopback, private or link-local address is refused with the reason', () => {
    const hookErrors = (deploy_hook_url: string) =>
      settingsSchema
        .safeParse({ ...toFormValues(stored), deploy_hook_url })
        .error?.issues.filter((issue) => issue.path[0] === 'deploy_hook_url')
        .map((issue) => issue.message) ?? []
    expect(hookErrors('https://127.0.0.1:8443/hooks/1')).toEqual([
      'The deploy hook URL points to a loopback address (127.0.0.1); only public addresses are called.',
    ])
    expect(hookErrors('https://localhost/hooks/1')).toEqual([
      'The deploy hook URL points to a loopback address (localhost); only public addresses are called.',
    ])
    expect(hookErrors('https://10.0.0.5/hooks/1')).toEqual([
      'The deploy hook URL points to a private address (10.0.0.5); only public addresses are called.',
    ])
    expect(hookErrors('https://[::ffff:192.168.1.1]/hooks/1')).toEqual([
      'The deploy hook URL points to a private address (::ffff:c0a8:101); only public addresses are called.',
    ])
    expect(hookErrors('https://169.254.169.254/latest')).toEqual([
      'The deploy hook URL points to a link-local address (169.254.169.254); only public addresses are called.',
    ])
    // A public address, or a host name (the rebuild function resolves it), is accepted.
    expect(hookErrors('https://203.0.114.9/hooks/1')).toEqual([])
    expect(hookErrors('https://api.netlify.com/build_hooks/abc')).toEqual([])
    expect(hookErrors('')).toEqual([])
  })

  test('the worldwide helpline cannot be removed', () => {
    const values = toFormValues(stored)
    expect(settingsSchema.safeParse(values).success).toBe(true)
    const result = settingsSchema.safeParse({
      ...values,
      helplines: values.helplines.filter((line) => line.country !== 'worldwide'),
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Keep a worldwide helpline.',
    ])
  })
})
