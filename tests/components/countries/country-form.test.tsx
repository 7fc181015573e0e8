/**
 * The country form against a stand-in for supabase-js: it loads the row, refuses a save
 * over a newer change with 'Reload', shows the database's unique slug error on 'Slug',
 * and checks the schema before sending anything.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { CountryForm } from '@/features/admin/countries/country-form'
import { createTestQueryClient } from '../render'

type Op = [string, ...unknown[]]
type Answer = { data: unknown; error: unknown; status?: number }

const requests: Op[][] = []
let respond: (ops: Op[]) => Answer = () => ({ data: null, error: null })

/** A query builder that records every call and answers when awaited. */
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
              // The history below the form (tested in tests/components/workbench) has no entries.
              .then(() => (ops[0]?.[1] === 'audit_log' ? { data: [], error: null } : respond(ops)))
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
  supabase: {
    from: (table: string) => builder(['from', table]),
    rpc: (name: string, args: unknown) => builder(['rpc', name, args]),
  },
}))

const canada = {
  id: 'c1',
  name: 'Canada',
  slug: 'ca',
  flag_icon: '🇨🇦',
  language: 'en-CA',
  description: 'Casinos for Canadian players.',
  sort_order: 1,
  is_active: true,
  created_at: '2026-11-01T00:00:00.000000+00:00',
  updated_at: '2026-11-20T10:00:00.123456+00:00',
}

const isUpdate = (ops: Op[]) => ops.some(([name]) => name === 'update')

function renderForm() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/admin/countries?edit=c1']}>
        <CountryForm id="c1" canWrite />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  requests.length = 0
})

describe('country form', () => {
  test('shows the stored country in its fields', async () => {
    respond = () => ({ data: canada, error: null })
    renderForm()
    expect(await screen.findByRole('heading', { name: 'Edit Canada' })).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Canada')
    expect(screen.getByLabelText('Slug')).toHaveValue('ca')
    expect(screen.getByLabelText('Flag')).toHaveValue('🇨🇦')
    expect(screen.getByLabelText('Language')).toHaveValue('en-CA')
    expect(screen.getByLabelText('Description')).toHaveValue('Casinos for Canadian players.')
    expect(screen.getByLabelText('Sort order')).toHaveValue(1)
    expect(screen.getByLabelText('Active')).toBeChecked()
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(
      "The country's URL: /{slug}. Lower-case letters, digits and hyphens.",
    )
  })

  test('a save over a newer change is refused, and Reload shows the newer version', async () => {
    let stored = canada
    respond = (ops) => (isUpdate(ops) ? { data: [], error: null } : { data: stored, error: null })
    renderForm()
    await userEvent.clear(await screen.findByLabelText('Description'))
    await userEvent.type(screen.getByLabelText('Description'), 'Mine')
    stored = { ...canada, description: 'Theirs', updated_at: '2026-11-21T00:00:00+00:00' }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Not saved: this country changed meanwhile')).toBeInTheDocument()
    const update = requests.find(isUpdate)!
    expect(update).toContainEqual(['eq', 'id', 'c1'])
    expect(update).toContainEqual(['eq', 'updated_at', canada.updated_at])

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('Theirs'))
    expect(screen.queryByText('Not saved: this country changed meanwhile')).not.toBeInTheDocument()

    // The next save compares against the version just loaded.
    respond = (ops) =>
      isUpdate(ops)
        ? { data: [{ ...stored, description: 'Mine again' }], error: null }
        : { data: stored, error: null }
    await userEvent.clear(screen.getByLabelText('Description'))
    await userEvent.type(screen.getByLabelText('Description'), 'Mine again')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.filter(isUpdate)).toHaveLength(2))
    expect(requests.filter(isUpdate)[1]).toContainEqual([
      'eq',
      'updated_at',
      '2026-11-21T00:00:00+00:00',
    ])
  })

  test("the database's unique slug error is shown on 'Slug'", async () => {
    respond = (ops) =>
      isUpdate(ops)
        ? {
            data: null,
            status: 409,
            error: {
              code: '23505',
              message: 'duplicate key value violates unique constraint "countries_slug_key"',
              details: 'Key (slug)=(uk) already exists.',
            },
          }
        : { data: canada, error: null }
    renderForm()
    await userEvent.clear(await screen.findByLabelText('Slug'))
    await userEvent.type(screen.getByLabelText('Slug'), 'uk')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This slug is already used')).toBeInTheDocument()
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(/This slug is already used/)
  })

  test('the schema refuses bad input before anything is sent', async () => {
    respond = () => ({ data: canada, error: null })
    renderForm()
    await userEvent.clear(await screen.findByLabelText('Name'))
    await userEvent.clear(screen.getByLabelText('Language'))
    await userEvent.type(screen.getByLabelText('Language'), 'english')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument()
    expect(
      screen.getByText('Use a language tag such as "en", "de-DE" or "fil-PH".'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(requests.some(isUpdate)).toBe(false)
  })

  test('a failed load says so and Retry loads again', async () => {
    respond = () => ({ data: null, status: 500, error: { message: 'connection refused' } })
    renderForm()
    expect(await screen.findByText('The country could not be loaded')).toBeInTheDocument()
    expect(screen.getByText('connection refused')).toBeInTheDocument()
    respond = () => ({ data: canada, error: null })
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Edit Canada' })).toBeInTheDocument()
  })
})
