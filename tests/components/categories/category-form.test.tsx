/**
 * The category form against a stand-in for supabase-js: the slug follows a new
 * category's name until typed by hand, the schema's messages appear on their fields
 * before anything is sent, the icon is chosen among those the site renders (and shown),
 * the database's unique slug error lands on 'Slug', a save over a newer change is refused
 * with 'Reload', and the default category keeps its slug and offers no delete.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { CATEGORY_ICON_NAMES } from '@/config/category-icons'
import { CategoryForm } from '@/features/admin/categories/category-form'
import {
  isUpdate,
  requests,
  resetRequests,
  respondWith,
  type Op,
} from '../admin/recording-supabase'
import { createTestQueryClient } from '../render'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

const slots = {
  id: 'k1',
  name: 'Slots',
  slug: 'slots',
  description: 'Casinos with big slot libraries.',
  icon: 'cherry',
  sort_order: 2,
  is_active: true,
  created_at: '2026-11-01T00:00:00.000000+00:00',
  updated_at: '2026-11-20T10:00:00.123456+00:00',
}
const casino = { ...slots, id: 'k0', name: 'Online Casinos', slug: 'casino', icon: 'trophy' }

const isInsert = (ops: Op[]) => ops.some(([name]) => name === 'insert')

function renderForm(id: string) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[`/admin/categories?edit=${id}`]}>
        <CategoryForm id={id} canWrite />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  resetRequests()
})

describe('new category', () => {
  test('the slug follows the name until it is typed by hand', async () => {
    renderForm('new')
    const name = screen.getByLabelText('Name')
    const slug = screen.getByLabelText('Slug')
    await userEvent.type(name, 'Live Casino')
    expect(slug).toHaveValue('live-casino')
    await userEvent.type(name, ' & Crash!')
    expect(slug).toHaveValue('live-casino-crash')

    await userEvent.clear(slug)
    await userEvent.type(slug, 'live')
    await userEvent.type(name, ' Games')
    expect(slug).toHaveValue('live')
  })

  test('the schema refuses bad input on its fields before anything is sent', async () => {
    renderForm('new')
    await userEvent.type(screen.getByLabelText('Slug'), 'Live Casino')
    await userEvent.clear(screen.getByLabelText('Sort order'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Enter a name.')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(
      /Use lower-case letters, digits and single hyphens/,
    )
    expect(screen.getByLabelText('Sort order')).toHaveAccessibleDescription(
      /Enter a whole number\./,
    )
    expect(requests).toEqual([])
  })

  test('the icon is one the site renders, shown beside the select, and saved by name', async () => {
    respondWith((ops) =>
      isInsert(ops)
        ? { data: { ...slots, id: 'k9', name: 'Crash' }, error: null }
        : { data: null, error: null },
    )
    renderForm('new')
    const select = screen.getByLabelText('Icon')
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
    expect(options).toEqual(['', ...CATEGORY_ICON_NAMES])

    const field = select.closest('[data-slot="field"]') as HTMLElement
    expect(field.querySelector('svg.lucide-zap')).toBeNull()
    await userEvent.selectOptions(select, 'zap')
    expect(field.querySelector('svg.lucide-zap')).not.toBeNull()

    await userEvent.type(screen.getByLabelText('Name'), 'Crash')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some(isInsert)).toBe(true))
    expect(requests.find(isInsert)).toContainEqual([
      'insert',
      {
        name: 'Crash',
        slug: 'crash',
        description: null,
        icon: 'zap',
        sort_order: 0,
        is_active: true,
      },
    ])
  })
})

describe('editing a category', () => {
  test("the database's unique slug error is shown on 'Slug'", async () => {
    respondWith((ops) =>
      isUpdate(ops)
        ? {
            data: null,
            status: 409,
            error: {
              code: '23505',
              message: 'duplicate key value violates unique constraint "categories_slug_key"',
              details: 'Key (slug)=(poker) already exists.',
            },
          }
        : { data: slots, error: null },
    )
    renderForm('k1')
    expect(await screen.findByRole('heading', { name: 'Edit Slots' })).toBeInTheDocument()
    expect(screen.getByLabelText('Icon')).toHaveValue('cherry')
    await userEvent.clear(screen.getByLabelText('Slug'))
    await userEvent.type(screen.getByLabelText('Slug'), 'poker')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This slug is already used')).toBeInTheDocument()
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true')
  })

  test('the slug of an existing category does not follow its name', async () => {
    respondWith(() => ({ data: slots, error: null }))
    renderForm('k1')
    await userEvent.type(await screen.findByLabelText('Name'), ' and Jackpots')
    expect(screen.getByLabelText('Slug')).toHaveValue('slots')
  })

  test('a save over a newer change is refused, and Reload shows the newer version', async () => {
    let stored = slots
    respondWith((ops) =>
      isUpdate(ops) ? { data: [], error: null } : { data: stored, error: null },
    )
    renderForm('k1')
    await userEvent.clear(await screen.findByLabelText('Description'))
    await userEvent.type(screen.getByLabelText('Description'), 'Mine')
    stored = { ...slots, description: 'Theirs', updated_at: '2026-11-21T00:00:00+00:00' }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(
      await screen.findByText('Not saved: this category changed meanwhile'),
    ).toBeInTheDocument()
    expect(requests.find(isUpdate)).toContainEqual(['eq', 'updated_at', slots.updated_at])
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('Theirs'))
  })

  test('a stored icon the site cannot render is kept visible and refused on save', async () => {
    respondWith(() => ({ data: { ...slots, icon: 'rocket' }, error: null }))
    renderForm('k1')
    const select = await screen.findByLabelText('Icon')
    expect(select).toHaveValue('rocket')
    expect(
      screen.getByRole('option', { name: 'rocket (the site cannot show it)' }),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Choose an icon from the list.')).toBeInTheDocument()
    expect(requests.some(isUpdate)).toBe(false)
  })
})

describe('the default category', () => {
  test('keeps its slug, says why, and offers no delete', async () => {
    respondWith(() => ({ data: casino, error: null }))
    renderForm('k0')
    expect(await screen.findByRole('heading', { name: 'Edit Online Casinos' })).toBeInTheDocument()
    expect(screen.getByText('The default category')).toBeInTheDocument()
    const slug = screen.getByLabelText('Slug')
    expect(slug).toHaveAttribute('readonly')
    expect(slug).toHaveAccessibleDescription(
      'The default category keeps this slug: the public site links to it.',
    )
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    // The rest stays editable.
    expect(screen.getByLabelText('Name')).toBeEnabled()
    expect(screen.getByLabelText('Icon')).toBeEnabled()
  })

  test('another category offers Delete', async () => {
    respondWith(() => ({ data: slots, error: null }))
    renderForm('k1')
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(screen.getByLabelText('Slug')).not.toHaveAttribute('readonly')
  })
})
