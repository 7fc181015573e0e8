/**
 * The traffic filter model (src/features/admin/components/traffic/filters.ts): the URL contract's round
 * trip, its periods, the words of its values, and the logs' list filters built on it.
 */
import { describe, expect, test } from 'vitest'
import { parseListState } from '@/features/admin/components/data-table/list-state'
import { clickListOptions } from '@/features/admin/click-log/api/list-clicks'
import { sessionListOptions } from '@/features/admin/incoming/api/list-sessions'
import { trafficFiltersOf } from '@/features/admin/components/traffic-log/log-filters'
import {
  filterChipLabel,
  filterValueLabel,
  parseTrafficFilters,
  periodRequest,
  TRAFFIC_URL_KEYS,
  previousPeriod,
  resolvePeriod,
  todayIn,
  toReportFilters,
  trafficLogHref,
  writeTrafficFilters,
  type TrafficFilters,
} from '@/features/admin/components/traffic/filters'

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
          'from=2026-02-30&to=2026-13-01&period=week&position=0&traffic=bots&converted=maybe&brand=%20',
        ),
      ),
    ).toEqual({})
    expect(parseTrafficFilters(new URLSearchParams('from=2026-03-02&to=2026-03-01'))).toEqual({})
    expect(parseTrafficFilters(new URLSearchParams('position=101'))).toEqual({})
    expect(parseTrafficFilters(new URLSearchParams('position=2.5&device=fridge'))).toEqual({})
    expect(parseTrafficFilters(new URLSearchParams('brand=Spin%20Palace&category=a--b'))).toEqual(
      {},
    )
    expect(parseTrafficFilters(new URLSearchParams(`landing=/${'x'.repeat(255)}`))).toEqual({})
  })

  test('values are trimmed; a country may be a stored name', () => {
    expect(
      parseTrafficFilters(new URLSearchParams('country=%20United%20Kingdom%20&browser=Chrome%20')),
    ).toEqual({ country: 'United Kingdom', browser: 'Chrome' })
  })

  test('a preset period wins over custom days; one custom end alone is kept', () => {
    expect(
      parseTrafficFilters(new URLSearchParams('period=7d&from=2026-01-01&to=2026-01-31')),
    ).toEqual({ period: '7d' })
    expect(parseTrafficFilters(new URLSearchParams('from=2026-01-01'))).toEqual({
      from: '2026-01-01',
    })
    expect(parseTrafficFilters(new URLSearchParams('to=2026-01-31'))).toEqual({ to: '2026-01-31' })
  })

  test.each(TRAFFIC_URL_KEYS)('the logs accept %s exactly as the contract does', (key) => {
    const contractKeys = new Set<string>(TRAFFIC_URL_KEYS)
    for (const options of [clickListOptions, sessionListOptions]) {
      const filter = options.filters?.find((f) => f.key === key)
      if (!filter) continue
      // A log's own keys (quality, bots…) are not the contract's; its contract keys are.
      expect(contractKeys.has(filter.key)).toBe(true)
      for (const value of ['7d', '2026-03-01', '2026-02-30', 'ro', 'spin-palace', 'Spin Palace']) {
        const params = new URLSearchParams({ [key]: value })
        const kept = parseListState(params, options).filters[key] !== undefined
        expect(kept, `${key}=${value}`).toBe(key in parseTrafficFilters(params))
      }
    }
  })
})

describe('the logs read the contract', () => {
  test('a link from Analytics becomes the same filters in the click log', () => {
    const href =
      '/admin/click-log?from=2026-03-25&to=2026-03-31&country=ro&brand=spin-palace&device=mobile&position=3&traffic=humans&converted=yes&quality=low&page=2'
    const state = parseListState(new URL(href, 'http://x').searchParams, clickListOptions)
    expect(state.page).toBe(2)
    expect(state.filters.quality).toBe('low')
    expect(trafficFiltersOf(state)).toEqual({
      from: '2026-03-25',
      to: '2026-03-31',
      country: 'ro',
      brand: 'spin-palace',
      device: 'mobile',
      position: 3,
      traffic: 'humans',
      converted: 'yes',
    })
  })

  test('the period a log asks the database for', () => {
    expect(periodRequest({ period: '7d' })).toEqual({ period: '7d' })
    expect(periodRequest({ from: '2026-01-01' })).toEqual({ from: '2026-01-01', to: null })
    expect(periodRequest({ from: '2026-01-01', to: '2026-01-02' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    })
    expect(periodRequest({ country: 'ro' })).toBeNull()
  })
})

describe('values in words', () => {
  const names = {
    country: [{ value: 'ro', label: 'Romania' }],
    brand: [{ value: 'spin-palace', label: 'Spin Palace' }],
    category: [{ value: 'slots', label: 'Slots' }],
  }
  test.each([
    ['country', 'ro', 'Country: Romania'],
    ['country', 'Narnia', 'Country: Narnia'],
    ['brand', 'spin-palace', 'Brand: Spin Palace'],
    ['category', 'slots', 'Category: Slots'],
    ['device', 'mobile', 'Device: Mobile'],
    ['position', '3', 'Position 3'],
    ['traffic', 'humans', 'Traffic: Humans only'],
    ['traffic', 'all', 'Traffic: All traffic'],
    ['converted', 'no', 'Converted: Not converted'],
    ['social', 'Facebook', 'Social source: Facebook'],
    ['landing', '/ca/slots', 'Landing page: /ca/slots'],
    ['period', '7d', 'Period: Last 7 days'],
  ] as const)('%s=%s reads %s', (key, value, chip) => {
    expect(filterChipLabel(key, value, names)).toBe(chip)
  })

  test('a name not loaded yet shows the value itself', () => {
    expect(filterValueLabel('brand', 'spin-palace')).toBe('spin-palace')
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

  test('the default is the last 30 days; custom days are taken as they are', () => {
    expect(resolvePeriod({}, today)).toEqual({ from: '2026-03-02', to: today })
    expect(resolvePeriod({ from: '2026-01-05', to: '2026-01-06' }, today)).toEqual({
      from: '2026-01-05',
      to: '2026-01-06',
    })
  })

  test('a lone custom end: from runs to today, to takes the default 30 days', () => {
    expect(resolvePeriod({ from: '2026-03-20' }, today)).toEqual({ from: '2026-03-20', to: today })
    expect(resolvePeriod({ to: '2026-02-28' }, today)).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
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
