/**
 * The brand form's Offer tab against the recording stand-in for supabase-js: the bonus
 * terms beside the headline (the minimum deposit among them), the market's check asked of
 * check_offer as the values change and each broken rule listed under 'Rules of {market}',
 * the database's refusal of an active brand's offer shown on the tab with nothing typed
 * lost, and the terms sent with the save.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import {
  requests,
  resetRequests,
  respondWith,
  type Answer,
  type Op,
} from '../admin/recording-supabase'
import {
  categories,
  countries,
  isSelectOf,
  renderBrandForm,
  rpcOf,
  storedBrand,
  tableOf,
} from './brand-form-fixtures'

vi.setConfig({ testTimeout: 20_000 })

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
)

type Breach = { rule: string; message: string }

const checks = () => requests.filter((ops) => rpcOf(ops) === 'check_offer')
const saves = () => requests.filter((ops) => rpcOf(ops) === 'save_brand')
const argsOf = (ops: Op[]) => ops[0]![2] as Record<string, Record<string, unknown>>

/** check_offer answers `breaches(offer)`; save_brand answers `save`. */
function answering(
  breaches: (offer: Record<string, unknown>) => Breach[],
  save: () => Answer = () => ({ data: [storedBrand], error: null }),
) {
  respondWith((ops) => {
    if (rpcOf(ops) === 'check_offer') return { data: breaches(argsOf(ops).p_brand!), error: null }
    if (rpcOf(ops) === 'save_brand') return save()
    const table = tableOf(ops)
    if (table === 'countries') return { data: countries, error: null }
    if (table === 'categories') return { data: categories, error: null }
    if (table === 'brand_licences' || table === 'regulators' || table === 'market_regulators') {
      return { data: [], error: null }
    }
    if (table === 'brands' && isSelectOf(ops, 'id, country_id')) return { data: [], error: null }
    if (table === 'brands' && isSelectOf(ops, 'market_block')) {
      return { data: { market_block: null }, error: null }
    }
    return { data: storedBrand, error: null }
  })
}

/** The UK's cap, as the database words it. */
const aboveCap = (offer: Record<string, unknown>): Breach[] =>
  typeof offer.wagering_multiple === 'number' && offer.wagering_multiple > 10
    ? [
        {
          rule: 'max_wagering',
          message: `Wagering of ${offer.wagering_multiple}x is above the cap of 10x`,
        },
      ]
    : []

function rulesBox() {
  return screen.getByRole('region', { name: 'Rules of United Kingdom' })
}

async function openOffer() {
  renderBrandForm('b1')
  await userEvent.click(await screen.findByRole('tab', { name: 'Offer' }))
}

beforeEach(() => {
  resetRequests()
  answering(aboveCap)
})

describe('brand form, Offer tab', () => {
  test('holds the bonus terms beside the headline, the minimum deposit among them', async () => {
    await openOffer()
    const offer = screen.getByRole('tabpanel', { name: 'Offer' })
    for (const [label, value] of [
      ['Bonus amount', '£100'],
      ['Reason', 'Welcome offer on your first deposit'],
      ['Minimum deposit', '£10'],
      ['Wagering (times)', 10],
      ['Maximum bet', '£5'],
      ['Expiry (days)', 30],
      ['Full terms URL', 'https://thames.example/terms'],
    ] as const) {
      expect(within(offer).getByLabelText(label)).toHaveValue(value)
    }
    expect(within(offer).getByLabelText('Wagering applies to')).toHaveValue('bonus')
    expect(within(offer).getByLabelText('First-deposit offer')).toBeChecked()
    expect(within(offer).getByLabelText('Casino')).toBeChecked()
    expect(within(offer).getByLabelText('Sports')).not.toBeChecked()
    await userEvent.click(screen.getByRole('tab', { name: 'Trust' }))
    expect(
      within(screen.getByRole('tabpanel', { name: 'Trust' })).queryByLabelText('Minimum deposit'),
    ).not.toBeInTheDocument()
  })

  test("lists the market's broken rule as the wagering is typed, before any save", async () => {
    await openOffer()
    expect(
      await within(rulesBox()).findByText('Meets the rules of United Kingdom'),
    ).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Wagering (times)'))
    await userEvent.type(screen.getByLabelText('Wagering (times)'), '35')
    expect(
      await within(rulesBox()).findByText('Wagering of 35x is above the cap of 10x'),
    ).toBeInTheDocument()
    expect(rulesBox()).toHaveTextContent('an active brand is saved only once it meets them')
    // Asked with the form's values, once the typing paused (not per keystroke).
    const last = argsOf(checks().at(-1)!).p_brand!
    expect(last).toMatchObject({
      country_id: 'uk',
      wagering_multiple: 35,
      bonus_text: '100% up to £100',
    })
    expect(checks().filter((ops) => argsOf(ops).p_brand!.wagering_multiple === 3)).toHaveLength(0)
    expect(saves()).toHaveLength(0)

    await userEvent.clear(screen.getByLabelText('Wagering (times)'))
    await userEvent.type(screen.getByLabelText('Wagering (times)'), '8')
    expect(
      await within(rulesBox()).findByText('Meets the rules of United Kingdom'),
    ).toBeInTheDocument()
  })

  test("the database's refusal is shown on the Offer tab, and nothing typed is lost", async () => {
    answering(aboveCap, () => ({
      data: null,
      status: 400,
      error: {
        code: '23514',
        message:
          'The offer breaks a rule of United Kingdom: Wagering of 35x is above the cap of 10x',
        details: null,
        hint: 'Change the offer, or save the brand as inactive until it meets the rules.',
      },
    }))
    await openOffer()
    await userEvent.clear(screen.getByLabelText('Wagering (times)'))
    await userEvent.type(screen.getByLabelText('Wagering (times)'), '35')
    await userEvent.clear(screen.getByLabelText('Maximum cashout'))
    await userEvent.type(screen.getByLabelText('Maximum cashout'), '£250')
    await userEvent.click(screen.getByRole('tab', { name: 'Scores' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(saves()).toHaveLength(1))
    expect(argsOf(saves()[0]!).p_brand).toMatchObject({
      wagering_multiple: 35,
      max_cashout: '£250',
      bonus_products: ['casino'],
      first_deposit_offer: true,
    })
    // The Offer tab opens with the refusal beside the rules.
    const offerTab = screen.getByRole('tab', { name: /^Offer/ })
    await waitFor(() => expect(offerTab).toHaveAttribute('aria-selected', 'true'))
    expect(
      within(rulesBox()).getByText(
        'Not saved: The offer breaks a rule of United Kingdom: Wagering of 35x is above the cap of 10x',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Wagering (times)')).toHaveValue(35)
    expect(screen.getByLabelText('Maximum cashout')).toHaveValue('£250')
  })

  test('an inactive brand is told it saves as a draft', async () => {
    await openOffer()
    await userEvent.click(screen.getByRole('tab', { name: 'Basics' }))
    await userEvent.click(screen.getByLabelText('Active'))
    await userEvent.click(screen.getByRole('tab', { name: 'Offer' }))
    await userEvent.clear(screen.getByLabelText('Wagering (times)'))
    await userEvent.type(screen.getByLabelText('Wagering (times)'), '40')
    expect(
      await within(rulesBox()).findByText(
        /it saves as inactive, and can be activated once it meets them/,
      ),
    ).toBeInTheDocument()
  })

  test("the terms' rules are the table's: one decimal, a promo code's characters, a product", async () => {
    await openOffer()
    await userEvent.clear(screen.getByLabelText('Wagering (times)'))
    await userEvent.type(screen.getByLabelText('Wagering (times)'), '12.25')
    await userEvent.type(screen.getByLabelText('Promo code'), 'WELCOME 100')
    await userEvent.click(screen.getByLabelText('Casino'))
    await userEvent.click(screen.getByRole('tab', { name: 'Scores' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    const offerTab = screen.getByRole('tab', { name: /^Offer/ })
    await waitFor(() => expect(offerTab).toHaveAttribute('aria-selected', 'true'))
    expect(offerTab).toHaveAccessibleName('Offer 3 errors')
    expect(screen.getByText('Use at most one decimal (e.g. 12.5).')).toBeInTheDocument()
    expect(screen.getByText('Letters, digits, "_" and "-" only, at most 40.')).toBeInTheDocument()
    expect(screen.getByText('Choose at least one product.')).toBeInTheDocument()
    expect(saves()).toHaveLength(0)
  })
})
