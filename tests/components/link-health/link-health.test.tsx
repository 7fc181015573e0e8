/**
 * Link health (#28) against a stand-in for supabase-js: the list of every brand with its
 * link's state in words (OK, Warning, Broken, Not checked), its problems, final status and
 * last check, and 'Paused' with the reason; its search and filters sent to the database
 * from the URL; its error and empty states; a row leading to the brand form's tab, or for
 * an analyst to the brand's checks here. A brand's checks: the latest with its hops, the
 * history with who asked, 'Check now' for editors (a toast, then everything read again)
 * and not for analysts, and a check that cannot run said in words with nothing lost. The
 * brand form opens on the tab from a link's #link-health.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { MemoryRouter } from 'react-router-dom'
import { toast } from 'sonner'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { BrandForm } from '@/features/admin/brands/brand-form'
import { LinkHealthPage } from '@/features/admin/link-health/link-health-page'
import { requests, resetRequests, respondWith, type Op } from '../admin/recording-supabase'
import { categories, countries, storedBrand } from '../brands/brand-form-fixtures'
import { renderAt } from '../compliance/compliance-fixtures'
import { createTestQueryClient } from '../render'

vi.setConfig({ testTimeout: 20_000 })

const invoke = vi.hoisted(() => vi.fn())

vi.mock('@/lib/supabase', async () => ({
  supabase: {
    ...(await import('../admin/recording-supabase')).recordingSupabase,
    functions: { invoke },
  },
}))

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}))

vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
)

const HOUR = 3_600_000
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

const okRow = {
  brand_id: 'b1',
  brand_name: 'Thames Spin',
  brand_slug: 'thames-spin',
  is_active: true,
  country_id: 'uk',
  market_name: 'United Kingdom',
  market_slug: 'uk',
  link_paused_at: null,
  link_pause_reason: null,
  check_id: 'c1',
  checked_at: ago(2 * HOUR),
  state: 'ok',
  problems: [],
  final_url: 'https://thames.example/welcome?ref=lc_1',
  final_status: 200,
  click_id_kept: true,
  offer_found: true,
  response_ms: 640,
}

const DNS = 'The address thames-broken.example does not resolve (DNS)'

const brokenRow = {
  ...okRow,
  brand_id: 'b2',
  brand_name: 'Grey Harbour Casino',
  brand_slug: 'grey-harbour',
  link_paused_at: ago(HOUR),
  link_pause_reason: `Link broken: ${DNS}`,
  check_id: 'c2',
  checked_at: ago(HOUR),
  state: 'broken',
  problems: [{ code: 'dns', message: DNS }],
  final_url: 'https://grey.example/?cid=lc_2',
  final_status: null,
  click_id_kept: null,
  offer_found: null,
  response_ms: 35,
}

const neverRow = {
  ...okRow,
  brand_id: 'b3',
  brand_name: 'Quiet Reel',
  brand_slug: 'quiet-reel',
  is_active: false,
  check_id: null,
  checked_at: null,
  state: null,
  problems: null,
  final_url: null,
  final_status: null,
  click_id_kept: null,
  offer_found: null,
  response_ms: null,
}

/** The broken brand's two checks: the latest by the schedule, the one before asked by staff. */
const brokenChecks = [
  {
    id: 'c2',
    brand_id: 'b2',
    checked_at: ago(HOUR),
    trigger: 'schedule',
    requested_by: null,
    state: 'broken',
    problems: [{ code: 'dns', message: DNS }],
    hops: [
      {
        url: 'https://track.example/go?cid=lc_2',
        status: 302,
        ms: 120,
        location: 'https://grey.example/?cid=lc_2',
      },
      { url: 'https://grey.example/?cid=lc_2', status: null, ms: 35, location: null },
    ],
    start_url: 'https://track.example/go?cid=lc_2',
    final_url: 'https://grey.example/?cid=lc_2',
    final_host: 'grey.example',
    final_status: null,
    click_id_kept: null,
    offer_found: null,
    response_ms: 155,
    error: 'getaddrinfo ENOTFOUND grey.example',
  },
  {
    id: 'c0',
    brand_id: 'b2',
    checked_at: ago(30 * HOUR),
    trigger: 'staff',
    requested_by: 'staff-1',
    state: 'warning',
    problems: [{ code: 'offer_not_found', message: 'Offer not found on the landing page' }],
    hops: [{ url: 'https://grey.example/?cid=lc_0', status: 200, ms: 900, location: null }],
    start_url: 'https://grey.example/?cid=lc_0',
    final_url: 'https://grey.example/?cid=lc_0',
    final_host: 'grey.example',
    final_status: 200,
    click_id_kept: true,
    offer_found: false,
    response_ms: 900,
    error: null,
  },
]

const tableOf = (ops: Op[]) => String(ops[0]?.[1])
const has = (ops: Op[], ...call: unknown[]) =>
  ops.some((op) => JSON.stringify(op) === JSON.stringify(call))

type Answers = {
  list?: unknown[] | 'fail'
  checks?: unknown[]
  health?: unknown
  staff?: unknown[]
}

function answering({ list = [okRow, brokenRow, neverRow], checks = [], health, staff }: Answers) {
  respondWith((ops) => {
    const table = tableOf(ops)
    if (table === 'brand_link_health' && has(ops, 'maybeSingle')) {
      return { data: health ?? null, error: null }
    }
    if (table === 'brand_link_health') {
      return list === 'fail'
        ? { data: null, status: 500, error: { message: 'connection refused' } }
        : { data: list, error: null, count: list.length }
    }
    if (table === 'countries') {
      return {
        data: [
          { name: 'Germany', slug: 'de' },
          { name: 'United Kingdom', slug: 'uk' },
        ],
        error: null,
      }
    }
    if (table === 'link_checks') return { data: checks, error: null }
    if (table === 'admin_users') return { data: staff ?? [], error: null }
    return { data: null, error: null }
  })
}

/** The history's entries (not the hops listed inside them). */
function historyEntries(): HTMLElement[] {
  const history = screen.getByRole('region', { name: 'Check history' })
  const list = within(history).getByRole('list', { name: 'Check history' })
  return [...list.querySelectorAll<HTMLElement>(':scope > li')]
}

const listRequests = () => requests.filter((ops) => tableOf(ops) === 'brand_link_health')
const checkRequests = () => requests.filter((ops) => tableOf(ops) === 'link_checks')

beforeEach(() => {
  resetRequests()
  invoke.mockReset()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.warning).mockClear()
})

describe('link health list', () => {
  test('every brand with its state, problems, final status and last check; a paused brand says why', async () => {
    answering({})
    renderAt(<LinkHealthPage />, '/admin/link-health')
    expect(screen.getByRole('heading', { level: 1, name: 'Link health' })).toBeVisible()
    const table = await screen.findByRole('table', { name: 'Link health' })
    await within(table).findByRole('link', { name: 'Thames Spin' })

    const ok = within(table).getByRole('row', { name: /Thames Spin/ })
    expect(within(ok).getByText('OK')).toBeVisible()
    expect(within(ok).getByText('United Kingdom')).toBeVisible()
    expect(within(ok).getByText('None')).toBeVisible()
    expect(within(ok).getByRole('cell', { name: '200' })).toBeVisible()
    const checked = within(ok).getByText('2 hours ago')
    expect(checked.tagName).toBe('TIME')
    expect(checked).toHaveAttribute('title', expect.stringMatching(/\d{2}:\d{2}:\d{2}$/))

    const broken = within(table).getByRole('row', { name: /Grey Harbour Casino/ })
    expect(within(broken).getByText('Broken')).toBeVisible()
    expect(within(broken).getByText('Paused')).toBeVisible()
    expect(within(broken).getByText(`Link broken: ${DNS}`)).toBeVisible()
    expect(within(broken).getByText(DNS)).toBeVisible()
    expect(within(broken).getByText('1 hour ago')).toBeVisible()

    const never = within(table).getByRole('row', { name: /Quiet Reel/ })
    expect(within(never).getByText('Not checked')).toBeVisible()
    expect(within(never).getByText('Never')).toBeVisible()
    expect(within(never).getByText('Inactive')).toBeVisible()

    // An editor goes to the brand form's Link health tab.
    expect(within(ok).getByRole('link', { name: 'Thames Spin' })).toHaveAttribute(
      'href',
      '/admin/brands?edit=b1#link-health',
    )
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible()
  })

  test("an analyst's row opens the brand's checks in Link health, keeping the list's view", async () => {
    answering({})
    renderAt(<LinkHealthPage />, '/admin/link-health?state=broken', 'analyst')
    const table = await screen.findByRole('table', { name: 'Link health' })
    expect(await within(table).findByRole('link', { name: 'Thames Spin' })).toHaveAttribute(
      'href',
      '/admin/link-health?state=broken&edit=b1',
    )
  })

  test('the search and the filters in the URL are asked of the database', async () => {
    answering({})
    const { unmount } = renderAt(
      <LinkHealthPage />,
      '/admin/link-health?state=none&market=uk&q=reel',
    )
    await screen.findByRole('link', { name: 'Thames Spin' })
    const first = listRequests().at(-1)!
    expect(has(first, 'is', 'state', null)).toBe(true)
    expect(has(first, 'eq', 'market_slug', 'uk')).toBe(true)
    expect(has(first, 'or', 'brand_name.ilike."*reel*",brand_slug.ilike."*reel*"')).toBe(true)
    // Brands never checked sort last; the brand's id breaks ties.
    expect(has(first, 'order', 'brand_name', { ascending: true, nullsFirst: false })).toBe(true)
    expect(has(first, 'order', 'brand_id', { ascending: true })).toBe(true)
    expect(screen.getByLabelText('State')).toHaveValue('none')
    expect(await screen.findByRole('option', { name: 'United Kingdom' })).toBeInTheDocument()
    expect(screen.getByLabelText('Market')).toHaveValue('uk')
    unmount()

    resetRequests()
    renderAt(<LinkHealthPage />, '/admin/link-health?state=broken&sort=checked_at&order=desc')
    await screen.findByRole('link', { name: 'Thames Spin' })
    const second = listRequests().at(-1)!
    expect(has(second, 'eq', 'state', 'broken')).toBe(true)
    expect(has(second, 'order', 'checked_at', { ascending: false, nullsFirst: false })).toBe(true)
  })

  test('choosing a state filters by it, in the URL', async () => {
    answering({})
    renderAt(<LinkHealthPage />, '/admin/link-health')
    await screen.findByRole('link', { name: 'Thames Spin' })
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Warning')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?state=warning'))
    await waitFor(() => expect(has(listRequests().at(-1)!, 'eq', 'state', 'warning')).toBe(true))
  })

  test('a list that cannot load says so, and Retry loads it', async () => {
    answering({ list: 'fail' })
    renderAt(<LinkHealthPage />, '/admin/link-health')
    expect(await screen.findByText('The list could not be loaded')).toBeVisible()
    expect(screen.getByText('connection refused')).toBeVisible()
    answering({})
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: 'Thames Spin' })).toBeVisible()
  })

  test('without brands the list says where they come from', async () => {
    answering({ list: [] })
    renderAt(<LinkHealthPage />, '/admin/link-health')
    expect(await screen.findByText('No brands yet')).toBeVisible()
    expect(
      screen.getByText(
        "Brands are added under Brands; the monitor then checks each listed brand's link every few hours.",
      ),
    ).toBeVisible()
  })
})

describe("a brand's checks", () => {
  const BRAND_URL = '/admin/link-health?state=broken&edit=b2'

  test('the latest check with its hops, the pause, and the history with who asked; no Check now for an analyst', async () => {
    answering({
      health: brokenRow,
      checks: brokenChecks,
      staff: [{ id: 'staff-1', email: 'analyst@example.com', full_name: null }],
    })
    renderAt(<LinkHealthPage />, BRAND_URL, 'analyst')
    expect(await screen.findByRole('heading', { name: 'Grey Harbour Casino' })).toBeVisible()
    expect(screen.getByText('United Kingdom')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to Link health' })).toHaveAttribute(
      'href',
      '/admin/link-health?state=broken',
    )
    expect(await screen.findByText(/^Paused in United Kingdom since/)).toBeVisible()
    expect(screen.getByText(`Link broken: ${DNS}`)).toBeVisible()

    const latest = screen.getByRole('region', { name: 'Latest check' })
    await within(latest).findByText('Broken')
    expect(within(latest).getByText('· Scheduled check')).toBeVisible()
    expect(within(latest).getByText(DNS)).toBeVisible()
    const facts = (term: string) => within(latest).getByText(term).nextElementSibling
    expect(facts('Final URL')).toHaveTextContent('https://grey.example/?cid=lc_2')
    expect(facts('Final status')).toHaveTextContent('No answer')
    expect(facts('Response time')).toHaveTextContent('155 ms')
    expect(facts('Click id kept')).toHaveTextContent('—')
    expect(facts('Offer found')).toHaveTextContent('Not judged')
    expect(facts('Error')).toHaveTextContent('getaddrinfo ENOTFOUND grey.example')
    const hops = within(within(latest).getByRole('list', { name: 'Hops (2)' })).getAllByRole(
      'listitem',
    )
    expect(hops[0]).toHaveTextContent('Status 302')
    expect(hops[0]).toHaveTextContent('120 ms')
    expect(hops[0]).toHaveTextContent('https://track.example/go?cid=lc_2')
    expect(hops[0]).toHaveTextContent('Sent on to https://grey.example/?cid=lc_2')
    expect(hops[1]).toHaveTextContent('No answer')

    const entries = historyEntries()
    expect(entries).toHaveLength(2)
    expect(entries[0]).toHaveTextContent('Scheduled check')
    expect(entries[1]).toHaveTextContent('Warning')
    expect(await within(entries[1]!).findByText('Asked by analyst@example.com')).toBeVisible()
    expect(entries[1]).toHaveTextContent('Offer not found on the landing page')
    expect(entries[1]).toHaveTextContent('Final status 200')

    // Newest first, the latest 50.
    const read = checkRequests().at(-1)!
    expect(has(read, 'eq', 'brand_id', 'b2')).toBe(true)
    expect(has(read, 'order', 'checked_at', { ascending: false })).toBe(true)
    expect(has(read, 'limit', 50)).toBe(true)

    expect(screen.queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument()
  })

  test('another member of staff the database does not name reads as a member of staff', async () => {
    answering({ health: brokenRow, checks: brokenChecks, staff: [] })
    renderAt(<LinkHealthPage />, BRAND_URL, 'editor')
    expect(await screen.findByText('Asked by a member of staff')).toBeVisible()
  })

  test('a brand never checked says so', async () => {
    answering({ health: neverRow, checks: [] })
    renderAt(<LinkHealthPage />, '/admin/link-health?edit=b3', 'analyst')
    expect(await screen.findByText(/^Not checked yet\. The monitor checks/)).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Check history' })).not.toBeInTheDocument()
  })

  test('Check now: the function checks the brand, a toast says what it found, and the checks are read again', async () => {
    answering({ health: brokenRow, checks: brokenChecks })
    let finish: (value: unknown) => void = () => {}
    invoke.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderAt(<LinkHealthPage />, BRAND_URL, 'editor')
    const button = await screen.findByRole('button', { name: 'Check now' })
    await screen.findByText('· Scheduled check')
    const readsBefore = checkRequests().length
    const listsBefore = listRequests().length

    await userEvent.click(button)
    expect(invoke).toHaveBeenCalledWith('link-check', {
      method: 'POST',
      body: { brand_id: 'b2' },
      signal: undefined,
    })
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled()
    expect(
      screen.getByText(/^Checking the link of Grey Harbour Casino: following each redirect/),
    ).toBeVisible()

    const fresh = { ...brokenChecks[0], id: 'c3', trigger: 'staff', requested_by: 'me' }
    answering({ health: brokenRow, checks: [fresh, ...brokenChecks] })
    finish({ data: { check: fresh }, error: null })
    expect(await screen.findByRole('button', { name: 'Check now' })).toBeEnabled()
    expect(toast.error).toHaveBeenCalledWith(`Checked Grey Harbour Casino: Broken (${DNS}).`)
    expect(checkRequests().length).toBeGreaterThan(readsBefore)
    // The brand's pause was read again with the check.
    expect(listRequests().length).toBeGreaterThan(listsBefore)
    await waitFor(() => expect(historyEntries()).toHaveLength(3))
  })

  test('an OK check toasts success', async () => {
    answering({ health: okRow, checks: [] })
    const check = { ...brokenChecks[1], id: 'c9', brand_id: 'b1', state: 'ok', problems: [] }
    invoke.mockResolvedValue({ data: { check }, error: null })
    renderAt(<LinkHealthPage />, '/admin/link-health?edit=b1', 'admin')
    await userEvent.click(await screen.findByRole('button', { name: 'Check now' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Checked Thames Spin: OK.'))
  })

  test('a check that cannot run (the function not there yet) says so, and the stored checks stay', async () => {
    answering({ health: brokenRow, checks: brokenChecks })
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(
        new Response(
          JSON.stringify({ code: 'NOT_FOUND', message: 'Requested function was not found' }),
          { status: 404, headers: { 'content-type': 'application/json' } },
        ),
      ),
    })
    renderAt(<LinkHealthPage />, BRAND_URL, 'editor')
    await screen.findByText('· Scheduled check')
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }))
    expect(await screen.findByText('The link could not be checked')).toBeVisible()
    expect(
      screen.getByText(
        'The link-check service is not available on this server yet. Try again later.',
      ),
    ).toBeVisible()
    expect(
      screen.getByText('Nothing was changed: the checks below are as they were.'),
    ).toBeVisible()
    expect(toast.error).toHaveBeenCalledWith(
      'Could not check the link of Grey Harbour Casino: The link-check service is not available on this server yet. Try again later.',
    )
    // Nothing lost: the latest check and the history are still shown, and it can be asked again.
    expect(screen.getByText('· Scheduled check')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Check history' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled()
  })

  test("a refusal for a role that may not ask is said in the function's place", async () => {
    answering({ health: brokenRow, checks: brokenChecks })
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(
        new Response(
          JSON.stringify({
            outcome: 'forbidden',
            message: 'Only editors and admins can check links',
          }),
          { status: 403 },
        ),
      ),
    })
    renderAt(<LinkHealthPage />, BRAND_URL, 'editor')
    await userEvent.click(await screen.findByRole('button', { name: 'Check now' }))
    expect(await screen.findByText('Only editors and admins can ask for a check.')).toBeVisible()
  })
})

describe("the brand form's Link health tab", () => {
  function answerBrandForm() {
    respondWith((ops) => {
      const table = tableOf(ops)
      if (ops[0]?.[0] === 'rpc') return { data: [], error: null }
      if (table === 'countries') return { data: countries, error: null }
      if (table === 'categories') return { data: categories, error: null }
      if (table === 'link_checks') {
        return { data: [{ ...brokenChecks[1], brand_id: 'b1' }], error: null }
      }
      if (table === 'brand_link_health') return { data: okRow, error: null }
      if (['admin_users', 'brand_licences', 'regulators', 'market_regulators'].includes(table)) {
        return { data: [], error: null }
      }
      if (table === 'brands' && has(ops, 'select', 'market_block')) {
        return { data: { market_block: null }, error: null }
      }
      if (table === 'brands' && has(ops, 'select', 'id, country_id')) {
        return { data: [], error: null }
      }
      return { data: storedBrand, error: null }
    })
  }

  function renderForm(url: string, id = 'b1') {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <BrandForm id={id} canWrite />
        </MemoryRouter>
      </QueryClientProvider>,
    )
  }

  test("a link ending in #link-health opens the tab, with the brand's checks and Check now", async () => {
    answerBrandForm()
    renderForm('/admin/brands?edit=b1#link-health')
    const tab = await screen.findByRole('tab', { name: 'Link health' })
    expect(tab).toHaveAttribute('aria-selected', 'true')
    const latest = await screen.findByRole('region', { name: 'Latest check' })
    expect(await within(latest).findByText('Warning')).toBeVisible()
    expect(within(latest).getByText('Offer not found on the landing page')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Check now' })).toHaveAttribute('type', 'button')
  })

  test('the checks are read only once the tab is shown', async () => {
    answerBrandForm()
    renderForm('/admin/brands?edit=b1')
    expect(await screen.findByRole('tab', { name: 'Basics' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await screen.findByDisplayValue('Thames Spin')
    expect(checkRequests()).toHaveLength(0)
    await userEvent.click(screen.getByRole('tab', { name: 'Link health' }))
    expect(await screen.findByRole('region', { name: 'Latest check' })).toBeVisible()
    expect(checkRequests().length).toBeGreaterThan(0)
  })

  test('a new brand is told to save first', async () => {
    answerBrandForm()
    renderForm('/admin/brands?edit=new#link-health', 'new')
    const panel = await screen.findByRole('tabpanel', { name: 'Link health' })
    expect(within(panel).getByText('Save the brand first')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument()
  })
})
