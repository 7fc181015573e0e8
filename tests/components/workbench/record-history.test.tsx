/**
 * The workbench's change history against a stand-in for supabase-js: entries newest first
 * with who, when and what, each changed field's before and after (long values cut with
 * 'Show all', lists and JSON readable), 'Show more' asking for the next page by id, the
 * empty state, and an error with 'Retry'.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { RecordHistory } from '@/features/admin/components/history'
import { timeAgo } from '@/features/admin/components/time-ago'
import { createTestQueryClient } from '../render'

type Op = [string, ...unknown[]]
type Answer = { data: unknown; error: unknown }

const requests: Op[][] = []
let respond: (ops: Op[]) => Answer = () => ({ data: [], error: null })

function builder(first: Op): unknown {
  const ops: Op[] = [first]
  requests.push(ops)
  const proxy: unknown = new Proxy(
    {},
    {
      get(_target, prop) {
        if (prop === 'then') {
          return (resolve: (value: Answer) => void, reject: (error: unknown) => void) =>
            Promise.resolve()
              .then(() => respond(ops))
              .then(resolve, reject)
        }
        return (...args: unknown[]) => {
          ops.push([String(prop), ...args])
          return proxy
        }
      },
    },
  )
  return proxy
}

vi.mock('@/lib/supabase', () => ({
  supabase: { from: (table: string) => builder(['from', table]) },
}))

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

function entry(id: number, fields: Partial<Record<string, unknown>> = {}) {
  return {
    id,
    occurred_at: minutesAgo(5),
    actor_email: 'editor@example.com',
    actor_staff_role: 'editor',
    actor_db_role: 'authenticated',
    action: 'update',
    changed_fields: ['name'],
    old_data: { name: 'Canada' },
    new_data: { name: 'Kanada' },
    ...fields,
  }
}

function renderHistory() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RecordHistory table="countries" recordId="c1" />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  requests.length = 0
})

describe('RecordHistory', () => {
  test('lists who changed what and when, newest first, with before and after', async () => {
    const long = 'x'.repeat(300)
    respond = () => ({
      data: [
        entry(3, {
          changed_fields: ['description', 'pros', 'metrics'],
          old_data: { description: null, pros: ['fast'], metrics: [] },
          new_data: { description: long, pros: ['fast', 'fair'], metrics: [{ label: 'RTP' }] },
        }),
        entry(2, { action: 'insert', actor_email: null, actor_db_role: 'postgres' }),
      ],
      error: null,
    })
    renderHistory()
    const list = await screen.findByRole('list', { name: 'History' })
    const [changed, created] = within(list).getAllByRole('listitem')
    expect(changed).toHaveTextContent('Changed by editor@example.com (Editor) · 5 minutes ago')
    expect(created).toHaveTextContent('Created by System')
    expect(within(changed!).getByText('Description').nextSibling).toHaveTextContent(/Beforeempty/)
    expect(within(changed!).getByText('fast, fair')).toBeInTheDocument()
    expect(within(changed!).getByText(/"label": "RTP"/)).toBeInTheDocument()

    // The long value: cut, with the whole of it one click away.
    const showAll = within(changed!).getByText('Show all')
    expect(within(changed!).queryByText(long)).not.toBeVisible()
    await userEvent.click(showAll)
    expect(within(changed!).getByText(long)).toBeVisible()

    const query = requests[0]!
    expect(query).toContainEqual(['eq', 'table_name', 'countries'])
    expect(query).toContainEqual(['eq', 'record_id', 'c1'])
    expect(query).toContainEqual(['order', 'id', { ascending: false }])
  })

  test("'Show more' loads the entries before the last one shown", async () => {
    respond = () => ({
      data: Array.from({ length: 10 }, (_, index) => entry(30 - index)),
      error: null,
    })
    renderHistory()
    await screen.findByRole('list', { name: 'History' })
    respond = () => ({ data: [entry(5, { changed_fields: ['slug'] })], error: null })
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('Slug')).toBeInTheDocument()
    expect(requests[1]).toContainEqual(['lt', 'id', 21])
    expect(screen.getAllByRole('listitem')).toHaveLength(11)
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
  })

  test('says when nothing is recorded', async () => {
    respond = () => ({ data: [], error: null })
    renderHistory()
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument()
  })

  test('an error offers Retry', async () => {
    respond = () => ({ data: null, error: { message: 'permission denied', code: '42501' } })
    renderHistory()
    expect(await screen.findByText('The history could not be loaded')).toBeInTheDocument()
    respond = () => ({ data: [entry(1)], error: null })
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('list', { name: 'History' })).toBeInTheDocument()
  })
})

describe('timeAgo', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  test.each([
    ['2026-11-23T11:59:55Z', 'just now'],
    ['2026-11-23T11:59:30Z', '30 seconds ago'],
    ['2026-11-23T11:55:00Z', '5 minutes ago'],
    ['2026-11-23T09:00:00Z', '3 hours ago'],
    ['2026-11-22T12:00:00Z', 'yesterday'],
    ['2026-10-01T12:00:00Z', 'last month'],
  ])('%s is %s', (date, expected) => {
    expect(timeAgo(date, now)).toBe(expected)
  })
})
