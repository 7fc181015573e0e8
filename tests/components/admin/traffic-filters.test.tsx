/** The traffic filter model (src/features/admin/traffic/filters.ts): the URL contract's round trip. */
import { describe, expect, test } from 'vitest'
import {
  parseTrafficFilters,
  previousPeriod,
  resolvePeriod,
  todayIn,
  toReportFilters,
  trafficLogHref,
  writeTrafficFilters,
  type TrafficFilters,
} from '@/features/admin/traffic/filters'

describe('URL round trip', () => {
  test('every key of the contract survives write then parse', () => {
    const filters: TrafficFilters = {
      from: '2026-10-01',
      to: '2026-10-31',
      country: 'ca',
      brand: 'spin-palace',
      category: 'slots',
      device: 'mobile',
      browser: 'Chrome',
      os: 'Android',
      source: 'google',
      medium: 'cpc',
      campaign: 'welcome bonus',
      social: 'Facebook',
      referrer: 'www.google.com',
      landing: '/ca/slots',
      position: 3,
      traffic: 'all',
      converted: 'yes',
    }
    const params = writeTrafficFilters(filters)
    expect(parseTrafficFilters(new URLSearchParams(params.toString()))).toEqual(filters)
  })

  test('a preset period round-trips, and other keys of the page are kept', () => {
    const params = writeTrafficFilters(
      { period: '7d', country: 'ro' },
      new URLSearchParams('page=2&country=uk&sort=click_time'),
    )
    expect(params.get('page')).toBe('2')
    expect(params.get('sort')).toBe('click_time')
    expect(parseTrafficFilters(params)).toEqual({ period: '7d', country: 'ro' })
  })

  test('malformed values are dropped, not guessed', () => {
    expect(
      parseTrafficFilters(
        new URLSearchParams(
          'from=2026-02-30&to=2026-03-01&period=week&position=0&traffic=bots&converted=maybe&brand=%20',
        ),
      ),
    ).toEqual({})
    expect(parseTrafficFilters(new URLSearchParams('from=2026-03-02&to=2026-03-01'))).toEqual({})
    expect(parseTrafficFilters(new URLSearchParams('position=101'))).toEqual({})
  })
})

describe('periods', () => {
  const today = '2026-03-31'
  test.each([
    ['today', '2026-03-31', '2026-03-31'],
    ['yesterday', '2026-03-30', '2026-03-30'],
    ['7d', '2026-03-25', '2026-03-31'],
    ['30d', '2026-03-02', '2026-03-31'],
    ['90d', '2026-01-01', '2026-03-31'],
  ] as const)('%s', (period, from, to) => {
    expect(resolvePeriod({ period }, today)).toEqual({ from, to })
  })

  test('the default is the last 30 days; a custom range wins', () => {
    expect(resolvePeriod({}, today)).toEqual({ from: '2026-03-02', to: today })
    expect(resolvePeriod({ from: '2026-01-05', to: '2026-01-06' }, today)).toEqual({
      from: '2026-01-05',
      to: '2026-01-06',
    })
  })

  test('the previous period has the same number of days, just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    })
  })

  test('today is taken in the reporting time zone', () => {
    const now = new Date('2026-03-28T22:30:00Z')
    expect(todayIn('UTC', now)).toBe('2026-03-28')
    expect(todayIn('Europe/Bucharest', now)).toBe('2026-03-29')
  })
})

describe('links and report parameters', () => {
  test('a number links to the click log with explicit days, the filters and its own value', () => {
    const href = trafficLogHref(
      '/admin/click-log',
      { period: '7d', country: 'ca', converted: 'no' },
      { from: '2026-03-25', to: '2026-03-31' },
      { brand: 'spin-palace', converted: null },
    )
    const url = new URL(href, 'http://x')
    expect(url.pathname).toBe('/admin/click-log')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-03-25',
      to: '2026-03-31',
      country: 'ca',
      traffic: 'humans',
      brand: 'spin-palace',
    })
  })

  test('the report functions get the filters without the period', () => {
    expect(toReportFilters({ period: '30d', country: 'ca', position: 2, traffic: 'all' })).toEqual({
      country: 'ca',
      position: '2',
      traffic: 'all',
    })
  })
})
