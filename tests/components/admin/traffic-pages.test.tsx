/**
 * The traffic pages against a stand-in for supabase-js (recording-supabase): Analytics' tiles
 * (change against the previous period, money in the reporting currency, empty and error
 * states) and filter chips in words; Outgoing and Incoming Clicks: the URL's filters reach the
 * page query, and the detail panel opens from `?click=` / `?session=` with payouts in money.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { AnalyticsPage } from '@/features/admin/analytics/analytics-page'
import { ClickLogTable } from '@/features/admin/click-log/click-log-table'
import { SessionsTable } from '@/features/admin/incoming/sessions-table'
import { requests, resetRequests, respondWith, type Answer, type Op } from './recording-supabase'
import { createTestQueryClient } from '../render'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('./recording-supabase')).recordingSupabase,
}))

function Location() {
  const { search } = useLocation()
  return <output data-testid="search">{search}</output>
}

function renderAt(path: string, ui: React.ReactElement) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const ok = (data: unknown): Answer => ({ data, error: null })
const failed = (message: string): Answer => ({ data: null, error: { message } })

/** The answers every traffic page needs: settings, option lists, an empty rest. */
function common([first]: Op[]): Answer | null {
  const [kind, name] = first ?? []
  if (kind === 'rpc' && name === 'reporting_time_zone') return ok('UTC')
  if (kind === 'rpc' && name === 'reporting_currency') return ok('EUR')
  if (kind === 'rpc' && name === 'log_period_bounds')
    return ok([{ starts_at: '2026-03-25T00:00:00+00:00', ends_at: '2026-04-01T00:00:00+00:00' }])
  if (kind === 'from' && name === 'countries')
    return ok([
      { slug: 'ro', name: 'Romania' },
      { slug: 'ca', name: 'Canada' },
    ])
  if (kind === 'from' && name === 'brands')
    return ok([{ brand_slug: 'spin-palace', brand_name: 'Spin Palace' }])
  if (kind === 'from' && name === 'categories') return ok([{ slug: 'slots', name: 'Slots' }])
  return null
}

const rpcCalls = (name: string) =>
  requests.filter(([first]) => first?.[0] === 'rpc' && first[1] === name).map(([first]) => first)

const summaryRow = (period: 'current' | 'previous', scale: number) => ({
  period,
  date_from: '2026-03-25',
  date_to: '2026-03-31',
  visitors: 800 * scale,
  sessions: 1000 * scale,
  clicks: 2000 * scale,
  all_clicks: 2100 * scale,
  ctr: 2,
  conversions: 40 * scale,
  conversion_rate: 0.02,
  revenue: 1234.5 * scale,
  epc: 0.61725,
  revenue_per_1000_sessions: 1234.5,
  bot_share: 0.05 * scale,
})

beforeEach(() => {
  resetRequests()
})

describe('Analytics', () => {
  function answer(summary: Answer) {
    respondWith((ops) => {
      const first = ops[0]!
      if (first[0] === 'rpc' && first[1] === 'report_summary') return summary
      return common(ops) ?? ok([])
    })
  }

  test('each figure with its change; money in the reporting currency', async () => {
    answer(ok([summaryRow('current', 1.25), summaryRow('previous', 1)]))
    renderAt('/admin/analytics?period=7d', <AnalyticsPage />)
    const figures = await screen.findByRole('list', { name: 'Figures' })
    const tile = (label: string) => within(figures).getByText(label).closest('li')!
    await waitFor(() => expect(tile('Revenue')).toHaveTextContent('€1,543.13'))
    expect(tile('EPC')).toHaveTextContent('€0.62')
    expect(tile('Revenue / 1,000 sessions')).toHaveTextContent('€1,234.50')
    expect(tile('Clicks')).toHaveTextContent('2,500')
    expect(tile('Clicks')).toHaveTextContent('25% up on the previous period')
    // Unchanged ratio; a rise of the bot share is bad news, still read as 'up'.
    expect(tile('EPC')).toHaveTextContent('0% up on the previous period')
    expect(tile('Bot share')).toHaveTextContent('25% up on the previous period')
    expect(tile('Bot share').querySelector('.text-red-700')).not.toBeNull()
    // A figure opens the rows behind it, on the same days.
    expect(within(tile('Conversions')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/click-log\?from=\d{4}-\d\d-\d\d&to=.*converted=yes/),
    )
  })

  test('a figure without a previous period says so', async () => {
    const nothing = Object.fromEntries(
      Object.entries(summaryRow('previous', 0)).map(([key, value]) => [
        key,
        typeof value === 'number' ? 0 : value,
      ]),
    )
    answer(ok([summaryRow('current', 1), nothing]))
    renderAt('/admin/analytics', <AnalyticsPage />)
    const figures = await screen.findByRole('list', { name: 'Figures' })
    expect(within(figures).getAllByText('no previous data')).toHaveLength(10)
  })

  test('the period and the filters reach the report functions', async () => {
    answer(ok([summaryRow('current', 1)]))
    renderAt(
      '/admin/analytics?from=2026-03-01&to=2026-03-31&country=ro&position=3&traffic=all',
      <AnalyticsPage />,
    )
    await screen.findByRole('list', { name: 'Figures' })
    expect(rpcCalls('report_summary')[0]?.[2]).toEqual({
      p_from: '2026-03-01',
      p_to: '2026-03-31',
      p_filters: { country: 'ro', position: '3', traffic: 'all' },
    })
  })

  test('a lone custom end shows as a custom period of the default length', async () => {
    answer(ok([summaryRow('current', 1)]))
    renderAt('/admin/analytics?to=2026-02-28', <AnalyticsPage />)
    await screen.findByRole('list', { name: 'Figures' })
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('custom')
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-30')
    expect(rpcCalls('report_summary')[0]?.[2]).toMatchObject({
      p_from: '2026-01-30',
      p_to: '2026-02-28',
    })
  })

  test('a breakdown column heading ranks the table by that column in the database', async () => {
    const rows = [
      { value: 'ro', label: 'Romania', clicks: 90, revenue: 10 },
      { value: 'ca', label: 'Canada', clicks: 20, revenue: 400 },
    ].map((row) => ({ ...row, filter_key: 'country', sessions: 5, conversions: 1 }))
    respondWith((ops) => {
      const [kind, name, args] = ops[0]!
      if (kind === 'rpc' && name === 'report_summary') return ok([summaryRow('current', 1)])
      if (kind === 'rpc' && name === 'report_breakdown') {
        const order = (args as { p_order: 'clicks' | 'revenue' }).p_order
        return ok([...rows].sort((x, y) => y[order] - x[order]))
      }
      return common(ops) ?? ok([])
    })
    renderAt('/admin/analytics', <AnalyticsPage />)
    await userEvent.click(await screen.findByRole('tab', { name: 'Country' }))
    const table = await screen.findByRole('table', { name: /^Traffic by country/ })
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
    await waitFor(() => expect(names()).toEqual(['Romania', 'Canada']))
    const clicks = within(table).getByRole('columnheader', { name: /^Clicks/ })
    expect(clicks).toHaveAttribute('aria-sort', 'descending')

    await userEvent.click(within(table).getByRole('button', { name: /^Revenue/ }))
    await waitFor(() => expect(names()).toEqual(['Canada', 'Romania']))
    expect(rpcCalls('report_breakdown').at(-1)?.[2]).toMatchObject({
      p_dimension: 'country',
      p_order: 'revenue',
      p_limit: 50,
    })
    expect(within(table).getByRole('columnheader', { name: /^Revenue/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(clicks).not.toHaveAttribute('aria-sort')
  })

  test('a period without figures says so', async () => {
    answer(ok([]))
    renderAt('/admin/analytics', <AnalyticsPage />)
    expect(await screen.findByText('No figures for this period.')).toBeInTheDocument()
  })

  test('an error from the report is shown, not a blank page', async () => {
    answer(failed('statement timeout'))
    renderAt('/admin/analytics', <AnalyticsPage />)
    expect(
      await screen.findByText('The figures could not be loaded: statement timeout'),
    ).toHaveAttribute('role', 'alert')
  })

  test('filter chips read in words; removing one removes it from the URL', async () => {
    answer(ok([summaryRow('current', 1)]))
    renderAt(
      '/admin/analytics?period=7d&country=ro&brand=spin-palace&device=mobile&position=3&landing=/ca',
      <AnalyticsPage />,
    )
    const chips = await screen.findByRole('list', { name: 'Active filters' })
    await waitFor(() => expect(chips).toHaveTextContent('Country: Romania'))
    expect(chips).toHaveTextContent('Brand: Spin Palace')
    expect(chips).toHaveTextContent('Device: Mobile')
    expect(chips).toHaveTextContent('Position 3')
    expect(chips).toHaveTextContent('Landing page: /ca')
    expect(chips).not.toHaveTextContent('ro,')

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Country: Romania' }))
    await waitFor(() => expect(screen.getByTestId('search')).not.toHaveTextContent('country'))
    expect(screen.getByTestId('search')).toHaveTextContent('brand=spin-palace')
    await waitFor(() =>
      expect(rpcCalls('report_summary').at(-1)?.[2]).toMatchObject({
        p_filters: { brand: 'spin-palace', device: 'mobile', position: '3', landing: '/ca' },
      }),
    )
    expect(screen.getByRole('button', { name: 'Remove filter Position 3' })).toBeInTheDocument()
  })
})

const clickRow = {
  id: 'c1',
  click_time: '2026-03-30T10:00:00+00:00',
  click_id: 'click-1',
  brand_id: 'b1',
  brand_name: 'Spin Palace',
  brand_slug: 'spin-palace',
  country: 'Romania',
  city: 'Cluj',
  device_type: 'mobile',
  browser: 'Chrome',
  os: 'Android',
  source: null,
  medium: null,
  campaign: null,
  social_source: null,
  referrer_host: 'www.google.com',
  page_url: 'https://example.com/ro',
  page_path: '/ro',
  landing_page: '/ro',
  card_position: 3,
  traffic_quality_score: 45,
  is_suspicious: true,
  is_bot_filtered: false,
  is_linked: true,
  click_in_id: 's1',
  converted: true,
}

const postback = {
  id: 'p1',
  brand_click_id: 'c1',
  received_at: '2026-03-30T12:00:00+00:00',
  event: 'ftd',
  event_type: 'first_deposit',
  status: 'accepted',
  status_reason: null,
  payout: 50,
  currency: 'USD',
  payout_reporting: 46,
  transaction_id: 't1',
}

/** The list request (the one paging with range), not the detail's. */
const listRequest = (table: string) =>
  requests.find(([first, ...rest]) => first?.[1] === table && rest.some(([n]) => n === 'range'))

describe('Outgoing Clicks', () => {
  beforeEach(() => {
    respondWith((ops) => {
      const [first, ...rest] = ops
      if (first?.[1] === 'admin_click_log')
        return rest.some(([n]) => n === 'maybeSingle')
          ? ok({
              ...clickRow,
              quality_flags: ['fast_click'],
              load_time_ms: 900,
              time_on_page_sec: 4,
              click_speed_ms: 500,
            })
          : { data: [clickRow], error: null, count: 1 }
      if (first?.[1] === 'postbacks') return ok([postback])
      return common(ops) ?? ok([])
    })
  })

  test("the URL's filters, the contract's and the log's own, reach the page query", async () => {
    renderAt(
      '/admin/click-log?period=7d&brand=spin-palace&country=ro&device=mobile&position=3&traffic=humans&converted=yes&quality=low&suspicious=yes&linked=yes',
      <ClickLogTable />,
    )
    expect(await screen.findByRole('cell', { name: 'Spin Palace' })).toBeInTheDocument()
    expect(rpcCalls('log_period_bounds')[0]?.[2]).toEqual({ p_period: '7d' })
    const query = listRequest('admin_click_log')!
    expect(query).toEqual(
      expect.arrayContaining([
        ['gte', 'click_time', '2026-03-25T00:00:00+00:00'],
        ['lt', 'click_time', '2026-04-01T00:00:00+00:00'],
        // A country code is matched through its stored name.
        ['eq', 'country', 'Romania'],
        ['eq', 'brand_slug', 'spin-palace'],
        ['eq', 'device_type', 'mobile'],
        ['eq', 'card_position', 3],
        ['eq', 'converted', true],
        ['eq', 'is_suspicious', true],
        ['eq', 'is_linked', true],
        ['eq', 'is_bot_filtered', false],
        ['gte', 'traffic_quality_score', 30],
        ['lte', 'traffic_quality_score', 59],
      ]),
    )
    // The toolbar shows the values in words.
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveDisplayValue('Spin Palace')
    expect(screen.getByRole('combobox', { name: 'Traffic' })).toHaveDisplayValue('Humans only')
    expect(screen.getByRole('combobox', { name: 'Converted' })).toHaveDisplayValue('Converted')
    expect(screen.getByRole('combobox', { name: 'Card position' })).toHaveDisplayValue('Position 3')
  })

  test('malformed filters in the URL are left out of the query', async () => {
    renderAt('/admin/click-log?brand=Not%20A%20Slug&device=fridge&position=0', <ClickLogTable />)
    expect(await screen.findByRole('cell', { name: 'Spin Palace' })).toBeInTheDocument()
    const query = listRequest('admin_click_log')!
    expect(query.filter(([name]) => name === 'eq' || name === 'gte')).toEqual([])
    expect(rpcCalls('log_period_bounds')).toEqual([])
  })

  test('?click= opens the detail panel, postbacks in their currency and the reporting one', async () => {
    renderAt('/admin/click-log?click=c1', <ClickLogTable />)
    const panel = await screen.findByRole('dialog', { name: 'Click on Spin Palace' })
    // The click itself is read by its id (beside the list's page and count).
    expect(requests.filter(([first]) => first?.[1] === 'admin_click_log')).toContainEqual(
      expect.arrayContaining([['eq', 'id', 'c1']]),
    )
    expect(await within(panel).findByText('$50.00 (€46.00)')).toBeInTheDocument()
    expect(panel).toHaveTextContent('Clicked less than 0.8 seconds after the page was shown')
  })
})

const sessionRow = {
  id: 's1',
  created_at: '2026-03-30T09:59:00+00:00',
  session_id: 'sess-1',
  user_id: 'u1',
  country: 'Romania',
  city: 'Cluj',
  device_type: 'mobile',
  browser: 'Chrome',
  os: 'Android',
  referrer_host: 'www.google.com',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring',
  entry_page: '/ro',
  time_on_site_sec: 65,
  click_count: 1,
  has_bot_clicks: false,
  has_suspicious_clicks: true,
  converted: true,
}

describe('Incoming Clicks', () => {
  beforeEach(() => {
    respondWith((ops) => {
      const [first, ...rest] = ops
      if (first?.[1] === 'admin_session_log')
        return rest.some(([n]) => n === 'maybeSingle')
          ? ok(sessionRow)
          : { data: [sessionRow], error: null, count: 1 }
      if (first?.[1] === 'admin_click_log') return ok([clickRow])
      if (first?.[1] === 'postbacks') return ok([postback])
      return common(ops) ?? ok([])
    })
  })

  test("the URL's filters reach the page query", async () => {
    renderAt(
      '/admin/incoming?from=2026-03-25&to=2026-03-31&country=Narnia&source=google&landing=/ro&clicks=yes&bots=no&utm=yes',
      <SessionsTable />,
    )
    expect(await screen.findByRole('cell', { name: 'Romania, Cluj' })).toBeInTheDocument()
    expect(rpcCalls('log_period_bounds')[0]?.[2]).toEqual({
      p_from: '2026-03-25',
      p_to: '2026-03-31',
    })
    expect(listRequest('admin_session_log')).toEqual(
      expect.arrayContaining([
        ['gte', 'created_at', '2026-03-25T00:00:00+00:00'],
        // Not a site country's code: taken as the stored name.
        ['eq', 'country', 'Narnia'],
        ['eq', 'utm_source', 'google'],
        ['eq', 'entry_page', '/ro'],
        ['eq', 'has_clicks', true],
        ['eq', 'has_bot_clicks', false],
        ['not', 'utm_source', 'is', null],
      ]),
    )
  })

  test('?session= opens the detail panel: its clicks and their conversions in money', async () => {
    renderAt('/admin/incoming?session=s1', <SessionsTable />)
    const panel = await screen.findByRole('dialog', { name: 'Visitor session' })
    expect(await within(panel).findByText(/\$50\.00 \(€46\.00\)/)).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Spin Palace' })).toHaveAttribute(
      'href',
      '/admin/click-log?click=c1',
    )
  })
})
