/**
 * Issue 25: a row clicked right after typing a search opens its form. BrowserRouter renders
 * the click's navigation in a transition; while the form's code loads the list stays on
 * screen, and the search box writes the URL 300 ms after the last keystroke. Built from the
 * parameters the list last rendered, that write replaced the click's `?edit=` and the form
 * never opened.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { fireEvent, render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes, useLocation, useSearchParams } from 'react-router-dom'
import { afterEach, describe, expect, test } from 'vitest'
import {
  DataTable,
  RowTitleLink,
  type FetchPage,
  type ListState,
  type ListStateOptions,
} from '@/features/admin/components/data-table'
import { createTestQueryClient } from '../render'

type Row = { id: string; name: string }

const ROWS: Row[] = [
  { id: 'p1', name: 'About us' },
  { id: 'p2', name: 'Responsible gambling' },
]
const listOptions: ListStateOptions = { sortKeys: ['name'] }
const columns: ColumnDef<Row>[] = [
  {
    id: 'name',
    header: 'Title',
    meta: { label: 'Title' },
    cell: ({ row }) => <RowTitleLink id={row.original.id}>{row.original.name}</RowTitleLink>,
  },
]
const fetchPage: FetchPage<Row> = async (state) => {
  const rows = ROWS.filter((row) => row.name.toLowerCase().includes(state.q.toLowerCase()))
  return { rows, total: rows.length }
}

/** The form's code arrives 600 ms after it is asked for, as a lazy chunk over a slow network. */
const SlowForm = lazy(
  () =>
    new Promise<{ default: (props: { id: string }) => React.ReactNode }>((resolve) =>
      setTimeout(() => resolve({ default: ({ id }) => <h2>Editing {id}</h2> }), 600),
    ),
)

function Screen() {
  const [params] = useSearchParams()
  const editing = params.get('edit')
  return editing ? (
    <SlowForm id={editing} />
  ) : (
    <DataTable<Row>
      name="pages"
      label="Pages"
      columns={columns}
      listOptions={listOptions}
      queryKey={(state: ListState) => ['pages', state]}
      fetchPage={fetchPage}
      getRowId={(row) => row.id}
      csv={{ columns: [] }}
      empty={{ title: 'No pages yet', description: 'Add one.' }}
    />
  )
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('the list and its search box', () => {
  test('a row clicked 150 ms after typing a search opens its form', async () => {
    window.history.replaceState(null, '', '/admin/pages')
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <BrowserRouter>
          <Suspense fallback={<p>Loading...</p>}>
            <Routes>
              <Route path="/admin/pages" element={<Screen />} />
            </Routes>
          </Suspense>
          <Location />
        </BrowserRouter>
      </QueryClientProvider>,
    )
    const link = await screen.findByRole('link', { name: 'Responsible gambling' })
    // Typed at once, clicked 150 ms later: the search is still waiting to be written.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'Responsible' },
    })
    await new Promise((resolve) => setTimeout(resolve, 150))
    fireEvent.click(link)

    expect(await screen.findByRole('heading', { name: 'Editing p2' })).toBeInTheDocument()
    // The search reached the URL too, beside the form's row.
    const params = new URLSearchParams(screen.getByTestId('location').textContent ?? '')
    expect(params.get('edit')).toBe('p2')
    expect(params.get('q')).toBe('Responsible')
  })
})
