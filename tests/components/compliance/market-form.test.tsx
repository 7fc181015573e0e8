/**
 * A market's form against a stand-in for supabase-js: the market's switches, its accepted
 * regulators and its rules loaded into the fields; the rules checked before anything is
 * sent; a save that sends only what changed (the rules on the version loaded, the
 * regulators as links added), a rules row changed by someone else refused with Reload, a
 * time zone the database refuses shown on its field with nothing lost; and its regions
 * beside it loading, failing with Retry, empty or listed.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { MarketForm } from '@/features/admin/compliance/market-form'
import { requests, resetRequests, respondWith, type Op } from '../admin/recording-supabase'
import {
  argsOf,
  calls,
  hungary,
  hungaryRules,
  regulators,
  renderAt,
  tableOf,
} from './compliance-fixtures'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

const URL = '/admin/compliance?edit=hu'

const ontario = {
  ...hungaryRules,
  id: 'rules-on',
  region_code: 'ON',
  region_name: 'Ontario',
  bonus_policy: 'hide',
  min_age: 19,
  licence_regulator_id: 'r2',
}

type Options = {
  regions?: () => { data: unknown; error: unknown; status?: number }
  rulesUpdate?: (ops: Op[]) => { data: unknown; error: unknown; status?: number }
}

function answer({ regions, rulesUpdate }: Options = {}) {
  return (ops: Op[]) => {
    const table = tableOf(ops)
    if (table === 'regulators') return { data: regulators, error: null }
    if (table === 'countries' && calls(ops, 'update'))
      return { data: [{ updated_at: '2026-11-27T00:00:00+00:00' }], error: null }
    if (table === 'countries') return { data: hungary, error: null }
    if (table === 'market_regulators' && calls(ops, 'select'))
      return { data: [{ regulator_id: 'r1' }], error: null }
    if (table === 'market_regulators') return { data: null, error: null }
    if (table === 'market_rules' && calls(ops, 'update')) {
      return (
        rulesUpdate?.(ops) ?? {
          data: [{ ...hungaryRules, ...(argsOf(ops, 'update')![0] as object), updated_at: 'v2' }],
          error: null,
        }
      )
    }
    if (table === 'market_rules' && calls(ops, 'not'))
      return regions?.() ?? { data: [], error: null }
    if (table === 'market_rules') return { data: hungaryRules, error: null }
    return { data: null, error: null }
  }
}

beforeEach(() => {
  resetRequests()
})

describe('market form', () => {
  test("shows the market's switches, its regulators and its rules", async () => {
    respondWith(answer({ regions: () => ({ data: [ontario], error: null }) }))
    renderAt(<MarketForm id="hu" canWrite />, URL)
    expect(await screen.findByRole('heading', { name: 'Edit Hungary' })).toBeVisible()
    expect(screen.getByLabelText('Open to casino promotion')).toBeChecked()
    expect(screen.getByLabelText('Licence required')).toBeChecked()
    expect(screen.getByLabelText('SZTFH (sztfh)')).toBeChecked()
    expect(screen.getByLabelText('Malta Gaming Authority (mga)')).not.toBeChecked()
    expect(screen.getByLabelText('Bonus policy')).toHaveValue('show')
    expect(screen.getByLabelText('Minimum age')).toHaveValue(18)
    expect(screen.getByLabelText('Helpline')).toHaveValue('Kék Vonal')
    expect(screen.getByLabelText('Advertising label')).toHaveValue('Hirdetés')
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Budapest')
    expect(screen.getByLabelText('Wagering cap')).toHaveValue(null)
    expect(screen.getByLabelText('Source')).toHaveValue('SZTFH guidance')
    const regions = screen.getByRole('complementary', { name: 'Regions of Hungary' })
    expect(await within(regions).findByRole('link', { name: 'Ontario' })).toHaveAttribute(
      'href',
      '/admin/compliance?edit=hu&region=rules-on',
    )
    expect(within(regions).getByText('Bonuses: Hidden · 19+ · Licence: mga')).toBeVisible()
    expect(within(regions).getByRole('link', { name: 'New region' })).toHaveAttribute(
      'href',
      '/admin/compliance?edit=hu&region=new',
    )
    expect(within(regions).getByRole('button', { name: 'Delete Ontario' })).toBeVisible()
    // The market's history, then its rules' own.
    expect(screen.getByRole('heading', { name: 'History' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Rules history' })).toBeVisible()
  })

  test('the rules are checked before anything is sent', async () => {
    respondWith(answer())
    renderAt(<MarketForm id="hu" canWrite />, URL)
    await userEvent.clear(await screen.findByLabelText('Minimum age'))
    await userEvent.type(screen.getByLabelText('Minimum age'), '26')
    await userEvent.selectOptions(screen.getByLabelText('Bonus policy'), 'neutral')
    await userEvent.type(screen.getByLabelText('Quiet from'), '06:00')
    await userEvent.type(screen.getByLabelText('Wagering cap'), '10.25')
    await userEvent.type(screen.getByLabelText('Helpline phone'), 'call us')
    await userEvent.clear(screen.getByLabelText('Helpline link'))
    await userEvent.type(screen.getByLabelText('Helpline link'), 'example.hu')
    await userEvent.clear(screen.getByLabelText('Time zone'))
    await userEvent.type(screen.getByLabelText('Time zone'), 'Europe/Atlantis')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The minimum age is at most 25.')).toBeVisible()
    expect(screen.getByText('Enter the line shown instead of the offer.')).toBeVisible()
    expect(screen.getByText('Enter both ends of the quiet hours, or neither.')).toBeVisible()
    expect(screen.getByText('Use at most one decimal (e.g. 10 or 12.5).')).toBeVisible()
    expect(
      screen.getByText('Use digits, spaces, +, ( ) and - only (3 to 30 characters).'),
    ).toBeVisible()
    expect(
      screen.getByText('Enter a full address starting with https:// (or http://).'),
    ).toBeVisible()
    expect(
      screen.getByText('Unknown time zone: use an IANA name such as Europe/Zagreb.'),
    ).toBeVisible()
    expect(screen.getByLabelText('Quiet until')).toHaveAttribute('aria-invalid', 'true')
    expect(requests.some((ops) => calls(ops, 'update') || calls(ops, 'insert'))).toBe(false)
  })

  test('a save sends only what changed: the rules on the version loaded, a regulator added', async () => {
    respondWith(answer())
    renderAt(<MarketForm id="hu" canWrite />, URL)
    await userEvent.clear(await screen.findByLabelText('Minimum age'))
    await userEvent.type(screen.getByLabelText('Minimum age'), '21')
    await userEvent.click(screen.getByLabelText('Malta Gaming Authority (mga)'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    // Saved, the form goes back to the list of markets.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''))

    const rules = requests.find((ops) => tableOf(ops) === 'market_rules' && calls(ops, 'update'))!
    expect(rules).toContainEqual(['eq', 'id', 'rules-hu'])
    expect(rules).toContainEqual(['eq', 'updated_at', hungaryRules.updated_at])
    expect(argsOf(rules, 'update')![0]).toMatchObject({
      min_age: 21,
      helpline_name: 'Kék Vonal',
      helpline_phone: null,
      cta_quiet_from: null,
      time_zone: 'Europe/Budapest',
    })
    // The switches did not change: the country is not written.
    expect(requests.some((ops) => tableOf(ops) === 'countries' && calls(ops, 'update'))).toBe(false)
    const link = requests.find(
      (ops) => tableOf(ops) === 'market_regulators' && calls(ops, 'upsert'),
    )!
    expect(argsOf(link, 'upsert')![0]).toEqual([{ country_id: 'hu', regulator_id: 'r2' }])
    expect(
      requests.some((ops) => tableOf(ops) === 'market_regulators' && calls(ops, 'delete')),
    ).toBe(false)
  })

  test('rules someone else changed meanwhile are not overwritten: Reload', async () => {
    respondWith(answer({ rulesUpdate: () => ({ data: [], error: null }) }))
    renderAt(<MarketForm id="hu" canWrite />, URL)
    await userEvent.type(await screen.findByLabelText('Advertising label'), ' #ad')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Not saved: this market changed meanwhile')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible()
    expect(screen.getByLabelText('Advertising label')).toHaveValue('Hirdetés #ad')
  })

  test("a time zone the database does not know is shown on 'Time zone', nothing typed lost", async () => {
    respondWith(
      answer({
        rulesUpdate: () => ({
          data: null,
          status: 400,
          error: { code: '23514', message: 'Unknown time zone: Europe/Kyiv' },
        }),
      }),
    )
    renderAt(<MarketForm id="hu" canWrite />, URL)
    await userEvent.clear(await screen.findByLabelText('Time zone'))
    await userEvent.type(screen.getByLabelText('Time zone'), 'Europe/Kyiv')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const message = 'Unknown time zone: Europe/Kyiv: use an IANA name such as Europe/Zagreb.'
    expect(await screen.findAllByText(message)).toHaveLength(2)
    expect(screen.getByText('Not saved')).toBeVisible()
    expect(screen.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Kyiv')
  })

  test('the regions beside it: loading, a failure with Retry, then none', async () => {
    let regions = (): { data: unknown; error: unknown; status: number } => ({
      data: null,
      status: 500,
      error: { message: 'connection refused' },
    })
    respondWith(answer({ regions: () => regions() }))
    renderAt(<MarketForm id="hu" canWrite />, URL)
    const panel = await screen.findByRole('complementary', { name: 'Regions of Hungary' })
    expect(await within(panel).findByText('The regions could not be loaded')).toBeVisible()
    expect(within(panel).getByText('connection refused')).toBeVisible()
    regions = () => ({ data: [], error: null, status: 200 })
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }))
    expect(await within(panel).findByText('No regions with rules of their own.')).toBeVisible()
  })

  test('read-only for an analyst: fields disabled, no Save, no region changes', async () => {
    respondWith(answer({ regions: () => ({ data: [ontario], error: null }) }))
    renderAt(<MarketForm id="hu" canWrite={false} />, URL, 'analyst')
    expect(await screen.findByText('You can read these rules but not change them.')).toBeVisible()
    expect(screen.getByLabelText('Minimum age')).toBeDisabled()
    expect(screen.getByLabelText('SZTFH (sztfh)')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    const panel = screen.getByRole('complementary', { name: 'Regions of Hungary' })
    expect(await within(panel).findByRole('link', { name: 'Ontario' })).toBeVisible()
    expect(within(panel).queryByRole('link', { name: 'New region' })).not.toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'Delete Ontario' })).not.toBeInTheDocument()
  })

  test('a new market is not made here: Countries adds it', async () => {
    respondWith(answer())
    renderAt(<MarketForm id="new" canWrite />, '/admin/compliance?edit=new')
    expect(await screen.findByText('Markets are the countries')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Countries' })).toHaveAttribute(
      'href',
      '/admin/countries?edit=new',
    )
  })
})
