/**
 * The brand form's Licences tab against the recording stand-in for supabase-js: whether
 * the stored brand is listable in its market, in words; its licences with their state;
 * a licence added and removed at once, each in its own request and never through the
 * brand's save; the dialog's rules; a new brand is told to save first.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { marketBlockReason } from '@/features/admin/brands/market-block'
import { requests, resetRequests, respondWith, type Op } from '../admin/recording-supabase'
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

const germanBrand = { ...storedBrand, id: 'b7', country_id: 'de', brand_name: 'Nordlicht Slots' }
const regulators = [
  { id: 'r-ggl', code: 'ggl', name: 'GGL', register_url: 'https://ggl.example/whitelist' },
  { id: 'r-mga', code: 'mga', name: 'Malta Gaming Authority', register_url: null },
]
const expired = {
  id: 'l1',
  brand_id: 'b7',
  regulator_id: 'r-ggl',
  licence_number: 'GGL-2023-0417',
  valid_from: '2023-01-01',
  valid_to: '2025-06-30',
  register_url: 'https://ggl.example/whitelist',
  last_checked_at: '2026-11-20T08:00:00+00:00',
  updated_at: '2026-11-20T08:00:00+00:00',
  regulator: { name: 'GGL', code: 'ggl' },
}

const writes = () =>
  requests.filter(
    (ops) =>
      rpcOf(ops) === 'save_brand' ||
      ops.some(([op]) => op === 'insert' || op === 'update' || op === 'delete'),
  )

/** The stored German brand, its market_block and licences as `state` holds them. */
function answering(state: { block: string | null; licences: unknown[] }) {
  respondWith((ops: Op[]) => {
    const table = tableOf(ops)
    if (rpcOf(ops) === 'check_offer') return { data: [], error: null }
    if (rpcOf(ops)) return { data: [], error: null }
    if (table === 'countries') return { data: countries, error: null }
    if (table === 'categories') return { data: categories, error: null }
    if (table === 'regulators') return { data: regulators, error: null }
    if (table === 'market_regulators') {
      return { data: [{ country_id: 'de', regulator_id: 'r-ggl' }], error: null }
    }
    if (table === 'brand_licences') {
      if (ops.some(([op]) => op === 'insert' || op === 'delete' || op === 'update')) {
        return { data: [{ id: 'l-new' }], error: null }
      }
      return { data: state.licences, error: null }
    }
    if (table === 'brands' && isSelectOf(ops, 'market_block')) {
      return { data: { market_block: state.block }, error: null }
    }
    if (table === 'brands' && isSelectOf(ops, 'id, country_id')) return { data: [], error: null }
    return { data: germanBrand, error: null }
  })
}

async function openLicences(id = 'b7') {
  renderBrandForm(id)
  await userEvent.click(await screen.findByRole('tab', { name: 'Licences' }))
}

beforeEach(() => {
  resetRequests()
  answering({ block: 'licence_expired', licences: [expired] })
})

describe('brand form, Licences tab', () => {
  test('says why the brand is not listable in its market, and lists its licences', async () => {
    await openLicences()
    const status = await screen.findByText('Licence expired')
    expect(status.closest('[role="status"]')).toHaveTextContent(
      'Not listable in Germany today: Licence expired',
    )
    const item = (await screen.findByText('GGL-2023-0417')).closest('li')!
    expect(within(item).getByText('Expired')).toBeInTheDocument()
    expect(within(item).getByText(/Valid 1 Jan 2023 to 30 Jun 2025/)).toBeInTheDocument()
    expect(within(item).getByRole('link', { name: /Register entry/ })).toHaveAttribute(
      'href',
      'https://ggl.example/whitelist',
    )
    expect(
      screen.getByText('Germany lists a brand only with a licence valid today from GGL.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/A licence is saved as soon as you add, change or remove it/),
    ).toBeInTheDocument()
    // The preview says it is not ranked now, and why.
    expect(
      screen.getByText(/Not in the public ranking now \(Licence expired\)/),
    ).toBeInTheDocument()
  })

  test('a listable brand says so', async () => {
    answering({ block: null, licences: [{ ...expired, valid_to: null }] })
    await openLicences()
    expect(await screen.findByText('Listable in Germany today.')).toBeInTheDocument()
    expect(screen.getByText('Valid today')).toBeInTheDocument()
  })

  test("adds a licence in one insert of its own, not through the brand's save", async () => {
    await openLicences()
    await userEvent.click(await screen.findByRole('button', { name: 'Add a licence' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a licence' })
    // The market's regulator is offered first; choosing it proposes its register.
    await userEvent.selectOptions(within(dialog).getByLabelText('Regulator'), 'r-ggl')
    expect(within(dialog).getByLabelText('Register URL')).toHaveValue(
      'https://ggl.example/whitelist',
    )
    await userEvent.type(within(dialog).getByLabelText('Licence number'), 'GGL-2026-0001')
    await userEvent.type(within(dialog).getByLabelText('Valid from'), '2026-01-01')
    // Submitted with Enter in a field: the dialog's form submits, the brand's does not.
    await userEvent.type(within(dialog).getByLabelText('Licence number'), '{Enter}')

    await waitFor(() => expect(writes()).toHaveLength(1))
    const insert = writes()[0]!
    expect(tableOf(insert)).toBe('brand_licences')
    expect(insert.find(([op]) => op === 'insert')?.[1]).toMatchObject({
      brand_id: 'b7',
      regulator_id: 'r-ggl',
      licence_number: 'GGL-2026-0001',
      valid_from: '2026-01-01',
      valid_to: null,
      register_url: 'https://ggl.example/whitelist',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  test('the dialog refuses a last day before the first, and keeps what was typed', async () => {
    await openLicences()
    await userEvent.click(await screen.findByRole('button', { name: 'Add a licence' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a licence' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add licence' }))
    expect(await within(dialog).findByText('Choose a regulator.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter the licence number.')).toBeInTheDocument()
    await userEvent.selectOptions(within(dialog).getByLabelText('Regulator'), 'r-mga')
    await userEvent.type(within(dialog).getByLabelText('Licence number'), 'MGA/B2C/1')
    await userEvent.type(within(dialog).getByLabelText('Valid from'), '2026-05-01')
    await userEvent.type(within(dialog).getByLabelText('Valid to'), '2026-04-30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add licence' }))
    expect(
      await within(dialog).findByText('The last day cannot be before the first.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Licence number')).toHaveValue('MGA/B2C/1')
    expect(writes()).toHaveLength(0)
  })

  test('edits a licence in one update of that licence', async () => {
    await openLicences()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit licence GGL-2023-0417' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit licence GGL-2023-0417' })
    expect(within(dialog).getByLabelText('Valid to')).toHaveValue('2025-06-30')
    await userEvent.clear(within(dialog).getByLabelText('Valid to'))
    await userEvent.type(within(dialog).getByLabelText('Valid to'), '2027-06-30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save licence' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    const update = writes()[0]!
    expect(tableOf(update)).toBe('brand_licences')
    expect(update.find(([op]) => op === 'update')?.[1]).toMatchObject({
      regulator_id: 'r-ggl',
      licence_number: 'GGL-2023-0417',
      valid_from: '2023-01-01',
      valid_to: '2027-06-30',
    })
    expect(update).toContainEqual(['eq', 'id', 'l1'])
  })

  test('removes a licence after asking', async () => {
    await openLicences()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove licence GGL-2023-0417' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Remove licence GGL-2023-0417?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    const removal = writes()[0]!
    expect(tableOf(removal)).toBe('brand_licences')
    expect(removal).toContainEqual(['delete'])
    expect(removal).toContainEqual(['eq', 'id', 'l1'])
  })

  test('a new brand is told to save first', async () => {
    renderBrandForm('new')
    await userEvent.click(await screen.findByRole('tab', { name: 'Licences' }))
    expect(screen.getByText('Save the brand first')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add a licence' })).not.toBeInTheDocument()
  })

  test('read-only: the licences without Add, Edit or Remove', async () => {
    renderBrandForm('b7', false)
    await userEvent.click(await screen.findByRole('tab', { name: 'Licences' }))
    expect(await screen.findByText('GGL-2023-0417')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add a licence' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Remove licence/ })).not.toBeInTheDocument()
  })
})

describe('market block reasons', () => {
  test.each([
    ['no_licence', 'No licence for United Kingdom'],
    ['licence_expired', 'Licence expired'],
    ['licence_pending', 'Licence not yet valid'],
    ['blacklisted', 'Blacklisted in United Kingdom'],
    ['market_closed', 'Market closed to casino promotion'],
    ['offer_breaks_rule', 'Offer breaks a rule of United Kingdom'],
  ])('%s reads "%s"', (block, words) => {
    expect(marketBlockReason(block, 'United Kingdom')).toBe(words)
  })
})
