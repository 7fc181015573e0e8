/**
 * The Saved views menu against a stand-in for supabase-js (recording-supabase): its loading,
 * empty and error (Retry) states, my views apart from shared ones with their owner, the Save
 * view dialog's checks (a name, a duplicate refused on the field with the name kept, what is
 * saved), and opening a view: Analytics gets back its period, filters and breakdown in the
 * URL; a list inside a section gets back its search, filter and sort.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { AnalyticsPage } from '@/features/admin/analytics/analytics-page'
import { analyticsSection } from '@/features/admin/analytics/section'
import { AuthContext, type AuthContextValue } from '@/features/admin/auth/auth-context'
import { CurrentSectionContext } from '@/features/admin/auth/use-section-access'
import { countriesSection } from '@/features/admin/countries/section'
import type { AdminSection } from '@/features/admin/sections'
import { DataTable, type ListStateOptions } from '@/features/admin/components/data-table'
import { ACTIVE_FILTER } from '@/features/admin/components/data-table/list-filters'
import {
  requests,
  resetRequests,
  respondWith,
  type Answer,
  type Op,
} from '../admin/recording-supabase'
import { createTestQueryClient } from '../render'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

const ME = 'user-me'
const ok = (data: unknown): Answer => ({ data, error: null })

function Location() {
  const { search } = useLocation()
  return <output data-testid="search">{search}</output>
}

/** `ui` signed in as ME, inside `section`'s route, at `path`. */
function renderAt(path: string, ui: ReactNode, section: AdminSection = analyticsSection) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthContext.Provider value={{ user: { id: ME } } as AuthContextValue}>
        <CurrentSectionContext.Provider value={section}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <Location />
          </MemoryRouter>
        </CurrentSectionContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  )
}

const view = (id: string, name: string, params: Record<string, string>, extra = {}) => ({
  id,
  owner_id: ME,
  section: 'analytics',
  name,
  shared: false,
  updated_at: '2026-11-27T10:00:00Z',
  state: { params },
  report_schedules: [],
  ...extra,
})

/** Answers the saved views with `views` (or an answer), and every other read as Analytics needs. */
function answer(views: Answer | (() => Answer), more: (ops: Op[]) => Answer | null = () => null) {
  respondWith((ops) => {
    const [kind, name] = ops[0]!
    const own = more(ops)
    if (own) return own
    if (kind === 'from' && name === 'saved_views' && ops.some(([op]) => op === 'select')) {
      return typeof views === 'function' ? views() : views
    }
    if (kind === 'rpc' && name === 'staff_directory')
      return ok([
        { id: 'user-ana', name: 'Ana Analyst', email: 'ana@example.com', role: 'analyst' },
      ])
    if (kind === 'rpc' && name === 'reporting_time_zone') return ok('UTC')
    if (kind === 'rpc' && name === 'reporting_currency') return ok('EUR')
    return ok([])
  })
}

const menu = () => screen.getByRole('button', { name: /Saved views/ })

beforeEach(() => {
  resetRequests()
})

describe('Saved views menu', () => {
  test('says it is loading, then that there are no saved views yet', async () => {
    let release: (answer: Answer) => void = () => {}
    const pending = new Promise<Answer>((resolve) => (release = resolve))
    answer(() => pending as unknown as Answer)
    renderAt('/admin/analytics', <AnalyticsPage />)
    await userEvent.click(menu())
    expect(await screen.findByText('Loading saved views...')).toHaveAttribute('role', 'status')
    release(ok([]))
    expect(await screen.findByText('No saved views yet')).toBeInTheDocument()
  })

  test('a failed read says so and Retry reads again', async () => {
    let fail = true
    answer(() =>
      fail ? { data: null, error: { message: 'boom' } } : ok([view('v1', 'Romania mobile', {})]),
    )
    renderAt('/admin/analytics', <AnalyticsPage />)
    await userEvent.click(menu())
    // Said as the Retry item's description: a menu may own only its items (axe).
    expect(
      await screen.findByRole('menuitem', {
        name: 'Retry',
        description: 'Could not load saved views.',
      }),
    ).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('menuitem', { name: 'Retry' }))
    expect(await screen.findByRole('menuitem', { name: 'Romania mobile' })).toBeInTheDocument()
  })

  test('lists my views apart from shared ones, which name their owner', async () => {
    answer(
      ok([
        view('v1', 'Romania mobile', { country: 'ro' }, { shared: true }),
        view('v2', 'Team weekly', {}, { owner_id: 'user-ana', shared: true }),
      ]),
    )
    renderAt('/admin/analytics', <AnalyticsPage />)
    await userEvent.click(menu())
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Save view…',
      'Romania mobile',
      'Team weekly by Ana Analyst',
      'Manage my views…',
    ])
    expect(screen.getByText('My views')).toBeInTheDocument()
    expect(screen.getByText('Shared views')).toBeInTheDocument()
  })

  test('opening a view restores its period, filters and breakdown in the URL', async () => {
    const params = {
      period: '7d',
      country: 'ro',
      device: 'mobile',
      breakdown: 'device',
      rank: 'revenue',
    }
    answer(ok([view('v1', 'Romania mobile', params)]))
    renderAt('/admin/analytics?period=90d', <AnalyticsPage />)
    await userEvent.click(menu())
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Romania mobile' }))
    await waitFor(() =>
      expect(
        Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent!)),
      ).toEqual({
        ...params,
        saved: 'v1',
      }),
    )
    // The page follows the URL: the period, the filter and the breakdown's tab and rank.
    expect(screen.getByLabelText('Period')).toHaveValue('7d')
    const breakdowns = screen.getByRole('region', { name: 'Breakdowns' })
    expect(within(breakdowns).getByRole('tab', { name: 'Device' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // The menu names the view the page shows.
    expect(menu()).toHaveTextContent('Romania mobile')
    const summary = requests
      .map(([first]) => first)
      .filter((first) => first?.[0] === 'rpc' && first[1] === 'report_summary')
      .at(-1)
    expect(summary?.[2]).toMatchObject({ p_filters: { country: 'ro', device: 'mobile' } })
  })
})

describe('Save view dialog', () => {
  const inserts = () =>
    requests.filter(
      ([first, ...rest]) => first?.[1] === 'saved_views' && rest.some(([op]) => op === 'insert'),
    )

  test('asks for a name, then saves the page’s state, shared when asked', async () => {
    answer(ok([]), (ops) =>
      ops[0]![1] === 'saved_views' && ops.some(([op]) => op === 'insert')
        ? ok({ id: 'new' })
        : null,
    )
    renderAt('/admin/analytics?period=7d&country=ro&breakdown=os', <AnalyticsPage />)
    await userEvent.click(menu())
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save view…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save view' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Name the view.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(inserts()).toHaveLength(0)

    await userEvent.type(within(dialog).getByLabelText('Name'), '  Romania OS  ')
    await userEvent.click(within(dialog).getByLabelText('Share with other staff'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const insert = inserts()[0]!.find(([op]) => op === 'insert')
    expect(insert?.[1]).toEqual({
      section: 'analytics',
      name: 'Romania OS',
      shared: true,
      state: { params: { period: '7d', country: 'ro', breakdown: 'os' } },
    })
  })

  test('a duplicate name is refused on the field, and what was typed stays', async () => {
    answer(ok([]), (ops) =>
      ops[0]![1] === 'saved_views' && ops.some(([op]) => op === 'insert')
        ? {
            data: null,
            status: 409,
            error: {
              code: '23505',
              message: 'duplicate key value violates unique constraint "saved_views_name_key"',
            },
          }
        : null,
    )
    renderAt('/admin/analytics', <AnalyticsPage />)
    await userEvent.click(menu())
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save view…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save view' })
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Weekly')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText(
        'You already have a view with this name here. Choose another.',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Weekly')
  })
})

describe('a list’s saved views', () => {
  const listOptions: ListStateOptions = {
    sortKeys: ['name'],
    filters: [ACTIVE_FILTER],
  }

  test('open its search, filters and sort; views of other lists are not offered', async () => {
    answer(
      ok([
        view(
          'c1',
          'Inactive Ro',
          { q: 'ro', active: 'false', sort: 'name', order: 'desc' },
          {
            section: 'countries',
            state: {
              list: 'countries',
              params: { q: 'ro', active: 'false', sort: 'name', order: 'desc' },
            },
          },
        ),
        view(
          'c2',
          'Another list',
          {},
          { section: 'countries', state: { list: 'regions', params: {} } },
        ),
      ]),
    )
    renderAt(
      '/admin/countries?page=3',
      <DataTable<{ id: string; name: string }>
        name="countries"
        label="Countries"
        columns={[{ accessorKey: 'name', header: 'Name' }]}
        listOptions={listOptions}
        queryKey={(state) => ['countries', state]}
        fetchPage={async () => ({ rows: [], total: 0 })}
        getRowId={(row) => row.id}
        csv={{ columns: [] }}
        empty={{ title: 'No countries yet', description: 'Add one.' }}
      />,
      countriesSection,
    )
    await userEvent.click(menu())
    expect(await screen.findByRole('menuitem', { name: 'Inactive Ro' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Another list' })).toBeNull()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Inactive Ro' }))
    await waitFor(() =>
      expect(
        Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent!)),
      ).toEqual({
        q: 'ro',
        active: 'false',
        sort: 'name',
        order: 'desc',
      }),
    )
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ro')
  })
})

describe('Manage my views', () => {
  const writes = (op: string) =>
    requests.filter(
      ([first, ...rest]) =>
        (first?.[1] === 'saved_views' || first?.[1] === 'report_schedules') &&
        rest.some(([name]) => name === op),
    )

  test('shows each view’s schedule; Delete asks first, then deletes', async () => {
    answer(
      ok([
        view(
          'v1',
          'Romania weekly',
          { country: 'ro' },
          {
            report_schedules: [
              {
                id: 's1',
                frequency: 'weekly',
                recipients: ['user-ana', ME],
                next_run_at: '2026-11-30T12:00:00Z',
                last_sent_at: null,
                last_error: 'SMTP refused',
              },
            ],
          },
        ),
      ]),
      (ops) => (ops.some(([op]) => op === 'delete') ? ok({ id: 'v1' }) : null),
    )
    renderAt('/admin/analytics', <AnalyticsPage />)
    await userEvent.click(menu())
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage my views…' }))
    const dialog = await screen.findByRole('dialog', { name: 'My saved views' })
    expect(dialog).toHaveTextContent('Emailed weekly to 2 people, next Mon 30 Nov')
    expect(dialog).toHaveTextContent('The last email failed: SMTP refused')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Romania weekly' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Romania weekly”?' })
    // Focus starts on Cancel: Enter alone deletes nothing.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(writes('delete')).toHaveLength(0)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(writes('delete')).toHaveLength(1))
    expect(writes('delete')[0]).toContainEqual(['eq', 'id', 'v1'])
  })

  test('Email offers the staff who read Analytics and needs one of them', async () => {
    respondWith((ops) => {
      const [kind, name] = ops[0]!
      if (kind === 'from' && name === 'saved_views' && ops.some(([op]) => op === 'select'))
        return ok([view('v1', 'Romania weekly', { country: 'ro' })])
      if (kind === 'rpc' && name === 'staff_directory')
        return ok([
          { id: 'user-ana', name: 'Ana Analyst', email: 'ana@example.com', role: 'analyst' },
          { id: 'user-ed', name: 'Ed Editor', email: 'ed@example.com', role: 'editor' },
        ])
      if (kind === 'from' && name === 'report_schedules') return ok({ id: 's1' })
      if (kind === 'rpc' && name === 'reporting_time_zone') return ok('UTC')
      return ok([])
    })
    renderAt('/admin/analytics', <AnalyticsPage />)
    await userEvent.click(menu())
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage my views…' }))
    const manage = await screen.findByRole('dialog', { name: 'My saved views' })
    await userEvent.click(within(manage).getByRole('button', { name: 'Email… Romania weekly' }))
    const dialog = await screen.findByRole('dialog', { name: 'Email “Romania weekly”' })
    expect(await within(dialog).findByLabelText(/Ana Analyst/)).toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/Ed Editor/)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }))
    expect(await within(dialog).findByText('Choose at least one recipient.')).toBeInTheDocument()
    expect(writes('insert')).toHaveLength(0)

    await userEvent.selectOptions(within(dialog).getByLabelText('Frequency'), 'monthly')
    await userEvent.click(within(dialog).getByLabelText(/Ana Analyst/))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }))
    await waitFor(() => expect(writes('insert')).toHaveLength(1))
    expect(writes('insert')[0]).toContainEqual([
      'insert',
      { view_id: 'v1', frequency: 'monthly', recipients: ['user-ana'] },
    ])
  })
})
