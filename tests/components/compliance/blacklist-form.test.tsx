/**
 * The blacklist entry form against a stand-in for supabase-js: a new entry starts in the
 * market the list is filtered to, a domain is checked (no scheme, no path) and saved in
 * lower case, a repeated entry is refused with a sentence, and the markets' failed load
 * offers Retry.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { BlacklistForm } from '@/features/admin/compliance/blacklist-form'
import { requests, resetRequests, respondWith, type Op } from '../admin/recording-supabase'
import { argsOf, calls, renderAt, tableOf } from './compliance-fixtures'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

const MARKETS = [
  { id: 'ro', name: 'Romania', slug: 'ro' },
  { id: 'uk', name: 'United Kingdom', slug: 'uk' },
]

function answer(insertError: unknown = null) {
  return (ops: Op[]) => {
    if (tableOf(ops) === 'countries') return { data: MARKETS, error: null }
    if (calls(ops, 'insert')) {
      return insertError
        ? { data: null, status: 409, error: insertError }
        : { data: { id: 'x1', ...(argsOf(ops, 'insert')![0] as object) }, error: null }
    }
    return { data: null, error: null }
  }
}

beforeEach(() => {
  resetRequests()
})

describe('blacklist entry form', () => {
  test('a new entry starts in the filtered market; a domain is checked, then saved in lower case', async () => {
    respondWith(answer())
    renderAt(
      <BlacklistForm id="new" canWrite />,
      '/admin/compliance?view=blacklist&market=ro&edit=new',
    )
    expect(await screen.findByRole('heading', { name: 'New blacklist entry' })).toBeVisible()
    expect(screen.getByLabelText('Market')).toHaveValue('ro')
    expect(screen.getByLabelText('Kind')).toHaveValue('brand')
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'domain')
    await userEvent.type(screen.getByLabelText('Domain'), 'https://Rogue.example/ro')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText(
        'Enter a domain alone, such as "casino.example" (no https://, no path).',
      ),
    ).toBeVisible()
    expect(screen.getByText("Enter the source: the regulator's list it comes from.")).toBeVisible()
    expect(requests.some((ops) => calls(ops, 'insert'))).toBe(false)

    await userEvent.clear(screen.getByLabelText('Domain'))
    await userEvent.type(screen.getByLabelText('Domain'), 'Rogue.example')
    await userEvent.type(screen.getByLabelText('Source'), 'ONJN list, November 2026')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    // Saved, the form goes back to the filtered list.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?view=blacklist&market=ro$/),
    )
    expect(requests.find((ops) => calls(ops, 'insert'))).toContainEqual([
      'insert',
      {
        country_id: 'ro',
        kind: 'domain',
        value: 'rogue.example',
        source: 'ONJN list, November 2026',
        note: null,
      },
    ])
  })

  test('a market and a value are required', async () => {
    respondWith(answer())
    renderAt(<BlacklistForm id="new" canWrite />, '/admin/compliance?view=blacklist&edit=new')
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Choose a market.')).toBeVisible()
    expect(screen.getByText('Enter the brand name or domain.')).toBeVisible()
    expect(screen.getByLabelText('Brand name')).toHaveAttribute('aria-invalid', 'true')
  })

  test('an entry the market already has is refused with a sentence, nothing typed lost', async () => {
    respondWith(
      answer({
        code: '23505',
        message: 'duplicate key value violates unique constraint "market_blacklist_unique"',
      }),
    )
    renderAt(<BlacklistForm id="new" canWrite />, '/admin/compliance?view=blacklist&edit=new')
    await userEvent.selectOptions(await screen.findByLabelText('Market'), 'uk')
    await userEvent.type(screen.getByLabelText('Brand name'), 'Carpați Royal')
    await userEvent.type(screen.getByLabelText('Source'), 'UKGC list')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findAllByText(
        /This market already blacklists this value\. Edit that entry instead\./,
      ),
    ).not.toHaveLength(0)
    expect(screen.getByText('Not saved')).toBeVisible()
    expect(screen.getByLabelText('Brand name')).toHaveValue('Carpați Royal')
    expect(screen.getByLabelText('Source')).toHaveValue('UKGC list')
  })

  test("the markets' failed load offers Retry", async () => {
    let fail = true
    respondWith((ops) =>
      fail && tableOf(ops) === 'countries'
        ? { data: null, status: 500, error: { message: 'connection refused' } }
        : answer()(ops),
    )
    renderAt(<BlacklistForm id="new" canWrite />, '/admin/compliance?view=blacklist&edit=new')
    expect(await screen.findByText('The markets could not be loaded')).toBeVisible()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByLabelText('Market')).toBeVisible()
  })
})
