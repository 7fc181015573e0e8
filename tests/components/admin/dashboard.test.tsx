/**
 * The dashboard's traffic part against a stand-in for supabase-js (requests recorded, answers
 * given by the test, Realtime inserts delivered by it): each figure with its change against
 * the previous period and a sparkline named in words, the top brands by clicks and by revenue
 * linking to the click log, the latest clicks and today's counter following an inserted click,
 * the error state's Retry, and an editor's dashboard asking for no traffic at all.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { AuthContext, type AuthContextValue } from '@/features/admin/auth/auth-context'
import type { StaffRole } from '@/features/admin/auth/roles'
import { DashboardPage } from '@/features/admin/dashboard/dashboard-page'
import {
  currentHourBucket,
  dashboardComparisons,
  DASHBOARD_FIGURES,
  figureChange,
  sparklinePoints,
  sparklineSummary,
  topBrands,
} from '@/features/admin/dashboard/traffic-figures'
import { addDays, todayIn } from '@/features/admin/components/traffic/filters'
import {
  channels,
  emitInsert,
  requests,
  resetRequests,
  respondWith,
  type Answer,
  type Op,
} from './recording-supabase'
import { createTestQueryClient } from '../render'

// Today's hourly series stops at the current hour, so what it shows depends on the clock: a
// fixed afternoon (only Date is faked; timers run) gives every run the same hours.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T14:30:00Z') })

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('./recording-supabase')).recordingSupabase,
}))

// jsdom has no layout: the sparklines' containers measure nothing.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
)

describe('figure changes', () => {
  test('a rise, a fall and no change against the previous period', () => {
    expect(figureChange(12, 8)).toEqual({ ratio: 0.5, direction: 'up' })
    expect(figureChange('30.5', '61')).toEqual({ ratio: -0.5, direction: 'down' })
    expect(figureChange(4, 4)).toEqual({ ratio: 0, direction: 'flat' })
  })

  test('nothing before: up from none, or the same when both are zero', () => {
    expect(figureChange(3, 0)).toEqual({ ratio: null, direction: 'up' })
    expect(figureChange(0, 0)).toEqual({ ratio: null, direction: 'flat' })
  })

  test('a ratio with nothing to divide (EPC without clicks) has no change', () => {
    expect(figureChange(null, 1.5)).toEqual({ ratio: null, direction: null })
    expect(figureChange(2, null)).toEqual({ ratio: null, direction: null })
  })
})

describe('comparisons and sparklines', () => {
  const [today, week] = dashboardComparisons('2026-11-24')

  test('today against yesterday hourly, 7 days against the 7 before daily', () => {
    expect(today).toMatchObject({
      range: { from: '2026-11-24', to: '2026-11-24' },
      seriesRange: { from: '2026-11-23', to: '2026-11-24' },
      hourly: true,
    })
    expect(week).toMatchObject({
      range: { from: '2026-11-18', to: '2026-11-24' },
      seriesRange: { from: '2026-11-11', to: '2026-11-24' },
      hourly: false,
    })
  })

  test("today's line stops at the current hour and lies over yesterday's", () => {
    const rows = ['2026-11-23', '2026-11-24'].flatMap((day, d) =>
      Array.from({ length: 24 }, (_, hour) => ({
        bucket: `${day}T${String(hour).padStart(2, '0')}:00:00`,
        sessions: 1,
        clicks: d === 0 ? hour : 2 * hour,
        conversions: 0,
        revenue: d === 0 ? 0 : hour,
      })),
    )
    const points = sparklinePoints(rows, today!, 'clicks', '2026-11-24T02')
    expect(points).toHaveLength(24)
    expect(points.slice(0, 4)).toEqual([
      { label: '00:00', current: 0, previous: 0 },
      { label: '01:00', current: 2, previous: 1 },
      { label: '02:00', current: 4, previous: 2 },
      { label: '03:00', current: null, previous: 3 },
    ])
    // EPC per hour: revenue / clicks, none for an hour without clicks.
    const epc = sparklinePoints(rows, today!, 'epc', '2026-11-24T02')
    expect(epc.slice(0, 3).map((p) => p.current)).toEqual([null, 0.5, 0.5])
    const clicks = DASHBOARD_FIGURES.find((f) => f.key === 'clicks')!
    expect(sparklineSummary(clicks, today!, points, String)).toBe(
      'Clicks by hour, today against yesterday: lowest 0, highest 4 (02:00), latest 4 (02:00).',
    )
  })

  test('the current hour is read in the reporting time zone', () => {
    const now = new Date('2026-11-24T23:30:00Z')
    expect(currentHourBucket('UTC', now)).toBe('2026-11-24T23')
    expect(currentHourBucket('Europe/Bucharest', now)).toBe('2026-11-25T01')
  })

  test('top brands keep the ranking, leaving out deleted brands and those that earned nothing', () => {
    // As report_breakdown ranks them by revenue.
    const rows = [
      { value: null, label: null, clicks: 15, revenue: 500 },
      { value: 'b', label: 'Beta', clicks: 20, revenue: 90 },
      { value: 'a', label: 'Alpha', clicks: 30, revenue: 10 },
      { value: 'c', label: 'Gamma', clicks: 10, revenue: 0 },
    ].map((row) => ({ ...row, filter_key: 'brand', sessions: 0, conversions: 0 }))
    const asRows = rows as unknown as Parameters<typeof topBrands>[0]
    expect(topBrands(asRows, 'revenue')).toEqual([
      { slug: 'b', name: 'Beta', value: 90 },
      { slug: 'a', name: 'Alpha', value: 10 },
    ])
    expect(topBrands(asRows, 'revenue', 1).map((b) => b.slug)).toEqual(['b'])
    expect(topBrands(asRows, 'clicks').map((b) => b.slug)).toEqual(['b', 'a', 'c'])
  })
})

// ---- The page ----------------------------------------------------------------------------

const TODAY = todayIn('UTC')
type Figures = { sessions: number; clicks: number; conversions: number; revenue: number }

function summaryRow(period: 'current' | 'previous', f: Figures) {
  return {
    period,
    date_from: TODAY,
    date_to: TODAY,
    visitors: f.sessions,
    sessions: f.sessions,
    clicks: f.clicks,
    conversions: f.conversions,
    revenue: f.revenue,
    bot_clicks: 0,
    all_clicks: f.clicks,
    ctr: f.sessions ? f.clicks / f.sessions : null,
    conversion_rate: f.clicks ? f.conversions / f.clicks : null,
    epc: f.clicks ? f.revenue / f.clicks : null,
    revenue_per_1000_sessions: null,
    bot_share: 0,
  }
}

let clicksToday = 12
let latest = [
  {
    id: 'c1',
    click_time: new Date(Date.now() - 60_000).toISOString(),
    brand_name: 'Royal Spin',
    brand_slug: 'royal-spin',
    country: 'Canada',
    city: 'Toronto',
    device_type: 'mobile',
    browser: 'Chrome',
    traffic_quality_score: 85,
  },
]
let failSummary = false
let licences: unknown[] = []
let failLicences = false

const rpcName = (ops: Op[]) => (ops[0]?.[0] === 'rpc' ? String(ops[0][1]) : null)
const rpcArgs = (ops: Op[]) => ops[0]?.[2] as Record<string, string>

function answer(ops: Op[]): Answer {
  const name = rpcName(ops)
  if (name === 'reporting_time_zone') return { data: 'UTC', error: null }
  if (name === 'report_summary') {
    if (failSummary) return { data: null, error: { message: 'timeout' } }
    const today = rpcArgs(ops).p_from === rpcArgs(ops).p_to
    return {
      data: today
        ? [
            summaryRow('current', {
              sessions: 40,
              clicks: clicksToday,
              conversions: 2,
              revenue: 60,
            }),
            summaryRow('previous', { sessions: 40, clicks: 8, conversions: 2, revenue: 80 }),
          ]
        : [
            summaryRow('current', { sessions: 300, clicks: 90, conversions: 9, revenue: 450 }),
            summaryRow('previous', { sessions: 0, clicks: 0, conversions: 0, revenue: 0 }),
          ],
      error: null,
    }
  }
  if (name === 'report_timeseries') {
    const { p_from: from } = rpcArgs(ops)
    const days = from === addDays(TODAY, -1) ? 2 : 14
    const hourly = days === 2
    const buckets = Array.from({ length: hourly ? 48 : 14 }, (_, i) =>
      hourly
        ? `${addDays(from!, Math.floor(i / 24))}T${String(i % 24).padStart(2, '0')}:00:00`
        : `${addDays(from!, i)}T00:00:00`,
    )
    return {
      data: buckets.map((bucket, i) => ({
        bucket,
        sessions: 3,
        clicks: i % 5,
        conversions: 0,
        revenue: i,
      })),
      error: null,
    }
  }
  if (name === 'report_breakdown') {
    // Ranked by the measure asked for, as the database does.
    const order = rpcArgs(ops).p_order as 'clicks' | 'revenue'
    return {
      data: [
        { value: 'royal-spin', label: 'Royal Spin', clicks: 50, revenue: 100 },
        { value: 'lucky-star', label: 'Lucky Star', clicks: 30, revenue: 350 },
      ]
        .sort((a, b) => b[order] - a[order])
        .map((row) => ({ ...row, filter_key: 'brand', sessions: null, conversions: 1 })),
      error: null,
    }
  }
  if (ops[0]?.[0] === 'from' && ops[0][1] === 'admin_click_log')
    return { data: latest, error: null }
  if (ops[0]?.[0] === 'from' && ops[0][1] === 'brand_licences') {
    return failLicences
      ? { data: null, error: { message: 'timeout' }, status: 500 }
      : { data: licences, error: null, count: licences.length }
  }
  if (ops[0]?.[0] === 'from') return { data: null, error: null, count: 3 }
  return { data: null, error: null }
}

function renderDashboard(role: StaffRole) {
  const auth = { role, user: { email: `${role}@example.com` } } as unknown as AuthContextValue
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AuthContext.Provider value={auth}>
          <DashboardPage />
        </AuthContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const figure = (key: string) =>
  waitFor(() => {
    const element = document.querySelector(`[data-figure="${key}"]`)
    if (!element) throw new Error(`no figure ${key}`)
    return element as HTMLElement
  })

const TRAFFIC_RPCS = [
  'reporting_time_zone',
  'report_summary',
  'report_timeseries',
  'report_breakdown',
  'report_heatmap',
]

beforeEach(() => {
  resetRequests()
  respondWith(answer)
  clicksToday = 12
  failSummary = false
  licences = []
  failLicences = false
  latest = latest.slice(0, 1)
  // The public pages card reads build-info.json: no build here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

describe('dashboard', () => {
  test('an analyst sees today and the last 7 days, each figure with its change and sparkline', async () => {
    renderDashboard('analyst')
    const clicks = await figure('today-clicks')
    expect(clicks).toHaveTextContent('Clicks, today: 12')
    expect(clicks).toHaveAttribute('href', '/admin/analytics?period=today')
    const tile = clicks.closest('li')!
    expect(within(tile).getByText('50%')).toBeInTheDocument()
    expect(tile).toHaveTextContent('up 50% vs yesterday')
    expect(
      // The sparkline is a lazy chunk (recharts): a loaded machine takes more than a second.
      await within(tile).findByRole(
        'img',
        { name: /^Clicks by hour, today against yesterday: lowest 0, highest \d/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()

    // Revenue fell from 80 to 60; the 7 days had nothing before them.
    expect((await figure('today-revenue')).closest('li')).toHaveTextContent('down 25% vs yesterday')
    expect((await figure('week-clicks')).closest('li')).toHaveTextContent(
      'up from 0 vs the 7 days before',
    )
    expect(await figure('week-epc')).toHaveAttribute('href', '/admin/analytics?period=7d')
    expect(await figure('week-epc')).toHaveTextContent('5.00')
    expect(
      screen.getByRole('heading', { level: 2, name: 'Last 7 days vs the 7 days before' }),
    ).toBeInTheDocument()

    // The reports were asked for today, and for the 7 days, both periods of each sparkline.
    const calls = requests.map((ops) => [rpcName(ops), rpcArgs(ops)])
    expect(calls).toContainEqual(['report_summary', { p_from: TODAY, p_to: TODAY, p_filters: {} }])
    expect(calls).toContainEqual([
      'report_timeseries',
      { p_from: addDays(TODAY, -13), p_to: TODAY, p_filters: {} },
    ])
  })

  test('top brands by clicks and by revenue open the click log filtered to them', async () => {
    renderDashboard('analyst')
    const region = await screen.findByRole('region', { name: /^Top brands/ })
    const byClicks = within(await within(region).findByRole('list', { name: 'By clicks' }))
    const byRevenue = within(within(region).getByRole('list', { name: 'By revenue' }))
    expect(byClicks.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Royal Spin50 clicks',
      'Lucky Star30 clicks',
    ])
    expect(byRevenue.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Lucky Star350.00 revenue',
      'Royal Spin100.00 revenue',
    ])
    expect(byClicks.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/admin/click-log?period=7d&brand=royal-spin&traffic=humans',
    )
    expect(byRevenue.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/admin/click-log?period=7d&brand=lucky-star&traffic=humans&converted=yes',
    )
  })

  test("an inserted click appears in the latest clicks and today's clicks go up without reload", async () => {
    renderDashboard('analyst')
    const list = await screen.findByRole('list', { name: 'The 10 latest clicks' })
    expect(within(list).getByRole('link', { name: /^Royal Spin at / })).toHaveAttribute(
      'href',
      '/admin/click-log?click=c1',
    )
    expect(await screen.findByText('New clicks appear as they happen')).toBeInTheDocument()
    expect(await figure('today-clicks')).toHaveTextContent('12')

    // The click is stored, then Realtime announces it (many times over: one refetch each).
    latest = [
      { ...latest[0]!, id: 'c2', brand_name: 'Lucky Star', click_time: new Date().toISOString() },
      ...latest,
    ]
    clicksToday = 13
    const summariesBefore = requests.filter((ops) => rpcName(ops) === 'report_summary').length
    for (let i = 0; i < 20; i += 1) emitInsert('brand_clicks_history', { id: 'c2' })

    const fresh = await within(list).findByRole(
      'link',
      { name: /^Lucky Star at / },
      { timeout: 3000 },
    )
    // The new click slides in (motion-safe: not with reduced motion); the one shown before stays.
    expect(fresh.closest('li')!.className).toContain('motion-safe:slide-in-from-top-2')
    expect(
      within(list)
        .getByRole('link', { name: /^Royal Spin at / })
        .closest('li')!.className,
    ).not.toContain('slide-in')
    await waitFor(
      () => expect(document.querySelector('[data-figure="today-clicks"]')).toHaveTextContent('13'),
      {
        timeout: 5000,
      },
    )
    const summariesAfter = requests.filter((ops) => rpcName(ops) === 'report_summary').length
    // One refetch of each comparison's summary for the whole burst, and of each top-brands list
    // (by clicks and by revenue: two loads, two refetches).
    expect(summariesAfter - summariesBefore).toBe(2)
    await waitFor(() =>
      expect(requests.filter((ops) => rpcName(ops) === 'report_breakdown').length).toBe(4),
    )
  })

  test("'Could not load' with Retry when the figures fail", async () => {
    failSummary = true
    renderDashboard('admin')
    const alert = (await screen.findAllByRole('alert')).find((a) =>
      a.textContent?.includes('Could not load the figures for today'),
    )!
    expect(alert).toBeDefined()
    failSummary = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await figure('today-clicks')).toHaveTextContent('12')
  })

  test('an editor sees no traffic tiles and no traffic request is made', async () => {
    renderDashboard('editor')
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Public pages' })).toBeInTheDocument()
    await waitFor(() => expect(requests.length).toBeGreaterThan(0))
    expect(screen.queryByRole('heading', { name: /^Today/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Latest clicks' })).not.toBeInTheDocument()
    expect(document.querySelector('[data-figure]')).toBeNull()
    const asked = requests.map((ops) => ops[0]?.[1])
    for (const name of [
      ...TRAFFIC_RPCS,
      'admin_click_log',
      'brand_clicks_history',
      'visitor_sessions',
    ]) {
      expect(asked).not.toContain(name)
    }
    expect(channels).toEqual([])
  })

  test("'Licences expiring': each licence ending within 30 days, its brand opening the brand's form", async () => {
    licences = [
      {
        id: 'l1',
        licence_number: '000-039483-R-319427-001',
        valid_to: '2026-11-24',
        brands: { id: 'b1', brand_name: 'Royal Spin', countries: { name: 'United Kingdom' } },
        regulators: { name: 'UK Gambling Commission' },
      },
      {
        id: 'l2',
        licence_number: 'GGL-2026-17',
        valid_to: '2026-12-01',
        brands: { id: 'b2', brand_name: 'Lucky Star', countries: { name: 'Germany' } },
        regulators: { name: 'GGL' },
      },
    ]
    renderDashboard('editor')
    const card = within(await screen.findByRole('region', { name: /^Licences expiring/ }))
    expect(await card.findByRole('link', { name: 'Royal Spin' })).toHaveAttribute(
      'href',
      '/admin/brands?edit=b1',
    )
    expect(card.getByText('Last day 24 Nov 2026 (today)')).toBeInTheDocument()
    expect(card.getByText('Last day 1 Dec 2026 (in 7 days)')).toBeInTheDocument()
    expect(card.getByText(/United Kingdom · UK Gambling Commission · No\./)).toHaveTextContent(
      'United Kingdom · UK Gambling Commission · No. 000-039483-R-319427-001',
    )
    expect(card.getByRole('link', { name: 'Lucky Star' })).toHaveAttribute(
      'href',
      '/admin/brands?edit=b2',
    )
    // The window asked of the database: today to 30 days on, soonest first.
    const asked = requests.find((ops) => ops[0]?.[1] === 'brand_licences')!
    expect(asked).toContainEqual(['gte', 'valid_to', '2026-11-24'])
    expect(asked).toContainEqual(['lte', 'valid_to', '2026-12-24'])
    expect(asked).toContainEqual(['order', 'valid_to', { ascending: true }])
  })

  test("'Licences expiring' for an analyst names the brands without opening a form they cannot read", async () => {
    licences = [
      {
        id: 'l1',
        licence_number: 'ONJN-1',
        valid_to: '2026-11-30',
        brands: { id: 'b1', brand_name: 'Royal Spin', countries: { name: 'Romania' } },
        regulators: { name: 'ONJN' },
      },
    ]
    renderDashboard('analyst')
    const card = within(await screen.findByRole('region', { name: /^Licences expiring/ }))
    expect(await card.findByText('Royal Spin')).toBeInTheDocument()
    expect(card.queryByRole('link', { name: 'Royal Spin' })).not.toBeInTheDocument()
  })

  test("'Licences expiring' says when none ends, and offers Retry when it cannot load", async () => {
    licences = []
    failLicences = true
    renderDashboard('editor')
    const card = within(await screen.findByRole('region', { name: /^Licences expiring/ }))
    expect(await card.findByText('Could not load the licences expiring.')).toBeInTheDocument()
    failLicences = false
    await userEvent.click(card.getByRole('button', { name: 'Retry' }))
    expect(await card.findByText('No licence ends in the next 30 days.')).toBeInTheDocument()
  })
})
