/**
 * A region's form inside its market: its code and name checked (the code upper-cased), the
 * regulator whose licence it requires chosen,
 * the neutral line required with that policy, a second row for the same region refused
 * with a sentence, and Back, Cancel and a save leading to the market's form.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { RegionForm } from '@/features/admin/compliance/region-form'
import { requests, resetRequests, respondWith, type Op } from '../admin/recording-supabase'
import { argsOf, calls, regulators, renderAt, tableOf } from './compliance-fixtures'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

const URL = '/admin/compliance?edit=ca&region=new'
const MARKETS = [{ id: 'ca', name: 'Canada', slug: 'ca' }]

function answer(insertError: unknown = null) {
  return (ops: Op[]) => {
    if (tableOf(ops) === 'countries') return { data: MARKETS, error: null }
    if (tableOf(ops) === 'regulators') return { data: regulators, error: null }
    if (calls(ops, 'insert')) {
      return insertError
        ? { data: null, status: 409, error: insertError }
        : { data: { id: 'rules-bc', ...(argsOf(ops, 'insert')![0] as object) }, error: null }
    }
    return { data: null, error: null }
  }
}

beforeEach(() => {
  resetRequests()
})

describe('region form', () => {
  test('its code and name are checked, then it is added to its market', async () => {
    respondWith(answer())
    renderAt(<RegionForm marketId="ca" id="new" canWrite />, URL)
    expect(await screen.findByRole('heading', { name: 'New region' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to Canada' })).toHaveAttribute(
      'href',
      '/admin/compliance?edit=ca',
    )
    await userEvent.type(screen.getByLabelText('Region code'), 'CA-BC')
    await userEvent.selectOptions(screen.getByLabelText('Bonus policy'), 'neutral')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter the region name.')).toBeVisible()
    expect(
      screen.getByText(
        'Use the ISO 3166-2 code without the country: 1 to 3 letters or digits (ON).',
      ),
    ).toBeVisible()
    expect(screen.getByText('Enter the line shown instead of the offer.')).toBeVisible()
    expect(requests.some((ops) => calls(ops, 'insert'))).toBe(false)

    await userEvent.type(screen.getByLabelText('Region name'), 'British Columbia')
    await userEvent.clear(screen.getByLabelText('Region code'))
    await userEvent.type(screen.getByLabelText('Region code'), 'bc')
    await userEvent.type(screen.getByLabelText('Neutral line'), 'See the casino for offers.')
    expect(screen.getByLabelText('Licence required from')).toHaveValue('')
    await userEvent.selectOptions(
      screen.getByLabelText('Licence required from'),
      'Malta Gaming Authority (mga)',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?edit=ca$/))
    const insert = requests.find((ops) => calls(ops, 'insert'))!
    expect(argsOf(insert, 'insert')![0]).toMatchObject({
      country_id: 'ca',
      region_code: 'BC',
      region_name: 'British Columbia',
      licence_regulator_id: 'r2',
      bonus_policy: 'neutral',
      neutral_offer_text: 'See the casino for offers.',
      min_age: 18,
      time_zone: 'UTC',
    })
  })

  test('a region the market already has is refused with a sentence, nothing typed lost', async () => {
    respondWith(
      answer({
        code: '23505',
        message: 'duplicate key value violates unique constraint "market_rules_market_region"',
      }),
    )
    renderAt(<RegionForm marketId="ca" id="new" canWrite />, URL)
    await userEvent.type(await screen.findByLabelText('Region name'), 'Ontario')
    await userEvent.type(screen.getByLabelText('Region code'), 'ON')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText(
        'This market already has rules for this region code. Edit that region instead.',
      ),
    ).toBeVisible()
    expect(screen.getByText('Not saved')).toBeVisible()
    expect(screen.getByLabelText('Region name')).toHaveValue('Ontario')
  })
})
