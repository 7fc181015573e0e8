/**
 * The list's layout from its columns' roles (issue 25): on a phone each row is a card (its
 * title, the figures that matter, its actions) and the filters fold into one 'Filters'
 * sheet; a log's row opens wherever it is clicked, or with Enter, while its own links and
 * buttons keep doing what they do. The window's width is the browser's matchMedia, which
 * jsdom lacks: each test gives it one.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  ListTable,
  type FetchPage,
  type ListColumn,
  type ListState,
  type ListStateOptions,
} from '@/features/admin/components/data-table'
import { rowActionsColumn } from '@/features/admin/components/data-table/common-columns'
import { createTestQueryClient } from '../render'

type Visit = { id: string; page: string; country: string; clicks: number; agent: string }

const VISITS: Visit[] = [
  { id: 'v1', page: '/ca', country: 'Canada', clicks: 3, agent: 'Mozilla/5.0 (X11)' },
  { id: 'v2', page: '/uk', country: 'United Kingdom', clicks: 0, agent: 'curl/8.0' },
]

const columns: ListColumn<Visit>[] = [
  { id: 'page', label: 'Landing page', value: (row) => row.page, title: true },
  { id: 'agent', label: 'User agent', value: (row) => row.agent, role: 'detail' },
  { id: 'country', label: 'Country', value: (row) => row.country, role: 'figure' },
  { id: 'clicks', label: 'Clicks', value: (row) => row.clicks, role: 'figure' },
]

const options: ListStateOptions = {
  sortKeys: [],
  filters: [
    {
      key: 'device',
      label: 'Device',
      options: [
        { value: 'mobile', label: 'Mobile' },
        { value: 'desktop', label: 'Desktop' },
      ],
    },
  ],
}

const fetchPage: FetchPage<Visit> = async () => ({ rows: VISITS, total: VISITS.length })

/** The window as wide as `width`: what matchMedia answers the list's phone query with. */
function windowOf(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: /max-width: (\d+)px/.test(query) && width <= Number(/(\d+)px/.exec(query)![1]),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

afterEach(() => vi.unstubAllGlobals())

function Location() {
  return <output data-testid="location">{useLocation().search}</output>
}

function renderList() {
  const remove = vi.fn()
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/admin/incoming']}>
        <ListTable<Visit>
          name="visits"
          label="Visits"
          columns={columns}
          after={[
            rowActionsColumn<Visit>((row) => (
              <button type="button" onClick={() => remove(row.id)}>
                Delete {row.page}
              </button>
            )),
          ]}
          listOptions={options}
          queryKey={(state: ListState) => ['visits', state]}
          fetchPage={fetchPage}
          getRowId={(row) => row.id}
          rowHref={(row) => `?visit=${row.id}`}
          empty={{ title: 'No visits', description: 'None yet.' }}
        />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { remove }
}

describe('a list on a phone', () => {
  test('each row is a card: its title, its named figures and its actions, no table', async () => {
    windowOf(390)
    renderList()
    const cards = await screen.findByRole('list', { name: 'Visits' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const [first] = within(cards).getAllByRole('listitem')
    const card = within(first!)
    expect(card.getByText('/ca')).toBeInTheDocument()
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Country', 'Clicks'])
    expect(card.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Canada',
      '3',
    ])
    // A detail of wider screens is left off the card.
    expect(card.queryByText('Mozilla/5.0 (X11)')).not.toBeInTheDocument()
    expect(card.getByRole('button', { name: 'Delete /ca' })).toBeInTheDocument()
  })

  test("the filters fold into one 'Filters' sheet that says how many are set", async () => {
    windowOf(390)
    renderList()
    await screen.findByRole('list', { name: 'Visits' })
    expect(screen.queryByLabelText('Device')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filters' })
    await userEvent.selectOptions(within(sheet).getByLabelText('Device'), 'mobile')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('device=mobile'))
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }))
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument()
  })

  test('a card opens its row where it is clicked; its own button does only its own thing', async () => {
    windowOf(390)
    const { remove } = renderList()
    const cards = await screen.findByRole('list', { name: 'Visits' })
    const [first, second] = within(cards).getAllByRole('listitem')
    await userEvent.click(within(first!).getByRole('button', { name: 'Delete /ca' }))
    expect(remove).toHaveBeenCalledWith('v1')
    expect(screen.getByTestId('location')).toHaveTextContent('')
    await userEvent.click(within(second!).getByText('United Kingdom'))
    expect(screen.getByTestId('location')).toHaveTextContent('?visit=v2')
  })
})

describe('a list on a desktop', () => {
  test('is a table with every column, its filters inline and no Filters button', async () => {
    windowOf(1280)
    renderList()
    const table = await screen.findByRole('table', { name: 'Visits' })
    expect(
      await within(table).findByRole('cell', { name: 'Mozilla/5.0 (X11)' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Device')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument()
  })

  test('a row opens on a click anywhere in it, and on Enter when it has the focus', async () => {
    windowOf(1280)
    const { remove } = renderList()
    const table = await screen.findByRole('table', { name: 'Visits' })
    await userEvent.click(await within(table).findByRole('cell', { name: 'Canada' }))
    expect(screen.getByTestId('location')).toHaveTextContent('?visit=v1')

    await userEvent.click(within(table).getByRole('button', { name: 'Delete /uk' }))
    expect(remove).toHaveBeenCalledWith('v2')
    expect(screen.getByTestId('location')).toHaveTextContent('?visit=v1')

    const row = within(table).getByRole('row', { name: /\/uk/ })
    row.focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByTestId('location')).toHaveTextContent('?visit=v2')
  })
})
