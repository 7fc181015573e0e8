/**
 * The page form against a stand-in for supabase-js: the slug follows a new page's title,
 * a slug a route takes is refused before anything is sent, the live preview renders the
 * Markdown as the public page does (raw HTML inert), the meta fields count their length
 * and preview the search snippet, publishing says what visitors see and when, the route
 * guard's refusal lands on 'Slug' with the database's reason, and a save sends the row.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { PageForm } from '@/features/admin/pages/page-form'
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

const about = {
  id: 'p1',
  slug: 'about',
  title: 'About Us',
  content: '## Who we are\n\nFounded in 2025.',
  meta_title: 'About Us',
  meta_description: 'Who runs the site.',
  country_id: null,
  is_published: true,
  published_at: '2026-11-01T00:00:00+00:00',
  show_in_footer: true,
  sort_order: 1,
  created_at: '2026-11-01T00:00:00+00:00',
  updated_at: '2026-11-20T10:00:00.123456+00:00',
}

const isInsert = (ops: Op[]) => ops.some(([name]) => name === 'insert')

function renderForm(id: string) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[`/admin/pages?edit=${id}`]}>
        <PageForm id={id} canWrite />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  resetRequests()
})

describe('new page', () => {
  test('the slug follows the title; a route or country code is refused before sending', async () => {
    renderForm('new')
    await userEvent.type(screen.getByLabelText('Title'), 'Responsible Gambling')
    expect(screen.getByLabelText('Slug')).toHaveValue('responsible-gambling')

    await userEvent.clear(screen.getByLabelText('Slug'))
    await userEvent.type(screen.getByLabelText('Slug'), 'reviews')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('This slug is taken: /reviews is a route of the site.'),
    ).toBeInTheDocument()

    await userEvent.clear(screen.getByLabelText('Slug'))
    await userEvent.type(screen.getByLabelText('Slug'), 'fr')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('This slug is taken: /fr would be read as a country code.'),
    ).toBeInTheDocument()
    expect(requests.filter(isInsert)).toHaveLength(0)
  }, 15_000) // Much typing: more than the default 5 s on a shared machine.

  test('the preview renders the Markdown as the public page, raw HTML as text', async () => {
    renderForm('new')
    await userEvent.type(screen.getByLabelText('Title'), 'Help')
    const content = screen.getByLabelText('Content')
    await userEvent.click(content)
    await userEvent.paste('## Where to get help\n\n- **GamCare**\n\n<script>alert(1)</script>')
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(
      await within(preview).findByRole('heading', { level: 2, name: 'Where to get help' }),
    ).toBeInTheDocument()
    expect(within(preview).getByText('GamCare').tagName).toBe('STRONG')
    expect(within(preview).getByText('<script>alert(1)</script>')).toBeInTheDocument()
    expect(preview.querySelector('script')).toBeNull()
  })

  test('the meta fields count their characters and make the search snippet', async () => {
    renderForm('new')
    await userEvent.type(screen.getByLabelText('Title'), 'Help')
    await userEvent.type(screen.getByLabelText('Meta title'), 'Help with gambling')
    expect(screen.getByText(/^18 \/ 60 characters recommended \(at most 200\)/)).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Meta description'))
    await userEvent.paste('d'.repeat(170))
    expect(
      screen.getByText(/170 \/ 160 characters recommended.*may cut it off/),
    ).toBeInTheDocument()
    const snippet = screen.getByRole('region', { name: 'In search results' })
    expect(snippet).toHaveTextContent('Help with gambling | CasinoCompass')
    expect(snippet).toHaveTextContent('/help')
    expect(snippet).toHaveTextContent(`${'d'.repeat(159)}…`)
  })

  test('publishing says what visitors see and when; saving sends the row', async () => {
    respondWith((ops) =>
      isInsert(ops)
        ? { data: { ...about, id: 'p9', slug: 'help', title: 'Help' }, error: null }
        : { data: [], error: null, count: 0 },
    )
    renderForm('new')
    await userEvent.type(screen.getByLabelText('Title'), 'Help')
    expect(screen.getByText(/A draft: only staff see it/)).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Published'))
    expect(
      screen.getByText(/Visitors see it at \/help now; prerendered HTML with the next build/),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Show in footer'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.filter(isInsert)).toHaveLength(1))
    const insert = requests.find(isInsert)!.find(([name]) => name === 'insert')!
    expect(insert[1]).toEqual({
      title: 'Help',
      slug: 'help',
      content: null,
      meta_title: null,
      meta_description: null,
      is_published: true,
      show_in_footer: true,
      sort_order: 0,
    })
  })
})

describe('editing a page', () => {
  test("the route guard's refusal is shown on 'Slug' with the database's reason", async () => {
    const reason = "This slug is taken: /new-zealand is a country's ranking. Choose another slug."
    respondWith((ops) =>
      isUpdate(ops)
        ? {
            data: null,
            status: 400,
            error: { code: '23514', message: reason, details: 'Refused by "pages_slug_route".' },
          }
        : { data: about, error: null },
    )
    renderForm('p1')
    expect(await screen.findByRole('heading', { name: 'Edit About Us' })).toBeInTheDocument()
    expect(screen.getByText(/Visitors see it at \/about now/)).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Slug'))
    await userEvent.type(screen.getByLabelText('Slug'), 'new-zealand')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(reason)).toBeInTheDocument()
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true')
  })

  test('unpublishing says visitors get the 404 page', async () => {
    respondWith(() => ({ data: about, error: null }))
    renderForm('p1')
    await userEvent.click(await screen.findByLabelText('Published'))
    expect(
      screen.getByText(/Unpublished on save: visitors get 'Page not found' at \/about now/),
    ).toBeInTheDocument()
  })
})
