/**
 * The workbench's list with a fake page fetcher: skeleton rows, rows, the empty state,
 * the error state with Retry, and the view state (sort, search, page) in the URL.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, test, vi } from 'vitest'
import {
  DataTable,
  DataTableColumnHeader,
  DataTableRowCells,
  selectionColumn,
  type FetchPage,
  type ListState,
  type ListStateOptions,
} from '@/features/admin/components/data-table'
import type { ColumnDef } from '@tanstack/react-table'
import { createTestQueryClient } from '../render'

type Row = { id: string; name: string }

const listOptions: ListStateOptions = {
  sortKeys: ['name'],
  defaultSort: { sort: 'name', order: 'asc' },
}

const columns: ColumnDef<Row>[] = [
  selectionColumn<Row>((row) => row.name),
  {
    accessorKey: 'name',
    header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />,
    meta: { label: 'Name' },
  },
]

function Location() {
  const location = useLocation()
  return <output data-testid="location">{location.search}</output>
}

function renderTable(fetchPage: FetchPage<Row>, path = '/list') {
  const queryClient = createTestQueryClient()
  const bulk = vi.fn()
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <DataTable<Row>
          name="things"
          label="Things"
          columns={columns}
          listOptions={listOptions}
          queryKey={(state: ListState) => ['things', state]}
          fetchPage={fetchPage}
          getRowId={(row) => row.id}
          csv={{ columns: [{ header: 'Name', value: (row) => row.name }] }}
          bulkActions={(rows) => <button onClick={() => bulk(rows)}>Archive</button>}
          empty={{ title: 'No things yet', description: 'Add the first thing.' }}
        />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { bulk }
}

const rows = (count: number, offset = 0): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `r${offset + index}`,
    name: `Thing ${offset + index}`,
  }))

describe('data table', () => {
  test('shows skeleton rows, then the rows and the total', async () => {
    let resolve!: (value: { rows: Row[]; total: number }) => void
    renderTable(() => new Promise((done) => (resolve = done)))
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5)
    await waitFor(() => expect(resolve).toBeTypeOf('function'))
    await act(async () => resolve({ rows: rows(2), total: 2 }))
    expect(await screen.findByRole('cell', { name: 'Thing 1' })).toBeInTheDocument()
    expect(screen.getByText('2 rows')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
  })

  test('an empty list says what to do', async () => {
    renderTable(async () => ({ rows: [], total: 0 }))
    expect(await screen.findByText('No things yet')).toBeInTheDocument()
    expect(screen.getByText('Add the first thing.')).toBeInTheDocument()
  })

  test('a failed load shows the error and Retry loads again', async () => {
    const fetchPage = vi
      .fn<FetchPage<Row>>()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValue({ rows: rows(1), total: 1 })
    renderTable(fetchPage)
    expect(await screen.findByText('connection refused')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('cell', { name: 'Thing 0' })).toBeInTheDocument()
    expect(screen.queryByText('connection refused')).not.toBeInTheDocument()
  })

  test('sorting, paging and searching are asked of the fetcher and kept in the URL', async () => {
    const fetchPage = vi.fn<FetchPage<Row>>(async (state, range) => ({
      rows: rows(Math.min(state.perPage, 60 - range.from), range.from),
      total: 60,
    }))
    renderTable(fetchPage)
    await screen.findByRole('cell', { name: 'Thing 0' })
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'name', order: 'asc', page: 1, perPage: 25 }),
      { from: 0, to: 24 },
      expect.objectContaining({ count: true }),
    )

    await userEvent.click(screen.getByRole('button', { name: /^Name/ }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('?sort=name&order=desc'),
    )
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('page=2'))
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 2, order: 'desc' }),
        { from: 25, to: 49 },
        expect.anything(),
      ),
    )

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'thing 5' },
    })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=thing+5'))
    // A new search starts on page 1.
    expect(screen.getByTestId('location')).not.toHaveTextContent('page=')
  })

  test('a pasted URL shows its view', async () => {
    const fetchPage = vi.fn<FetchPage<Row>>(async () => ({ rows: [], total: 0 }))
    renderTable(fetchPage, '/list?q=abc&page=2&perPage=10')
    expect(await screen.findByText('Nothing matches this search')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('abc')
    expect(fetchPage).toHaveBeenCalledWith(
      expect.objectContaining({ q: 'abc', page: 2, perPage: 10 }),
      { from: 10, to: 19 },
      expect.anything(),
    )
  })

  test('a filter with options from the database and rows rendered by the caller', async () => {
    const kindOptions: ListStateOptions = {
      ...listOptions,
      filters: [
        { key: 'kind', label: 'Kind', options: [], accepts: (value) => /^[a-z]+$/.test(value) },
      ],
    }
    const fetchPage = vi.fn<FetchPage<Row>>(async () => ({ rows: rows(2), total: 2 }))
    const table = (kinds: { value: string; label: string }[]) => (
      <DataTable<Row>
        name="things"
        label="Things"
        columns={columns}
        listOptions={kindOptions}
        queryKey={(state: ListState) => ['things', state]}
        fetchPage={fetchPage}
        getRowId={(row) => row.id}
        csv={{ columns: [] }}
        empty={{ title: 'No things yet', description: 'Add the first thing.' }}
        filterOptions={{ kind: kinds }}
        renderRows={(tableRows) =>
          tableRows.map((row) => (
            <tr key={row.id} data-testid="custom-row">
              <DataTableRowCells row={row} />
            </tr>
          ))
        }
      />
    )
    const queryClient = createTestQueryClient()
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/list?kind=big']}>{table([])}</MemoryRouter>
      </QueryClientProvider>,
    )
    // Before its options load, the pasted value already filters and shows.
    expect(await screen.findAllByTestId('custom-row')).toHaveLength(2)
    expect(fetchPage).toHaveBeenCalledWith(
      expect.objectContaining({ filters: { kind: 'big' } }),
      expect.anything(),
      expect.anything(),
    )
    expect(screen.getByLabelText('Kind')).toHaveValue('big')
    rerender(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/list?kind=big']}>
          {table([
            { value: 'big', label: 'Big things' },
            { value: 'small', label: 'Small things' },
          ])}
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('option', { name: 'Big things' })).toHaveProperty('selected', true)
    expect(
      within(screen.getByLabelText('Kind'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Big things', 'Small things'])
  })

  test('selected rows reach the bulk actions', async () => {
    const { bulk } = renderTable(async () => ({ rows: rows(3), total: 3 }))
    await screen.findByRole('cell', { name: 'Thing 2' })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Thing 0' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Thing 2' }))
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('2 selected')
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }))
    expect(bulk).toHaveBeenCalledWith([rows(3)[0], rows(3)[2]])
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('3 selected')
  })

  test('a column can be hidden from the column menu', async () => {
    renderTable(async () => ({ rows: rows(1), total: 1 }))
    await screen.findByRole('cell', { name: 'Thing 0' })
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }))
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Name' }))
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Thing 0' })).not.toBeInTheDocument(),
    )
    expect(JSON.parse(localStorage.getItem('admin-table-columns:things') ?? '{}')).toEqual({
      name: false,
    })
    localStorage.clear()
  })
})
