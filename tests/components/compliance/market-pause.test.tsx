/**
 * The market form's 'Pause brands with a broken link' (#28) against a stand-in for
 * supabase-js: bound to the market's own rules row (market_rules.pause_on_broken_link, the
 * row without a region), saved with the rules on the version loaded, read-only for an
 * analyst.
 */
import { screen, waitFor } from '@testing-library/react'
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
const LABEL = 'Pause brands with a broken link'

function answer(rules: object | null) {
  return (ops: Op[]) => {
    const table = tableOf(ops)
    if (table === 'regulators') return { data: regulators, error: null }
    if (table === 'countries' && calls(ops, 'update')) {
      return { data: [{ updated_at: '2026-11-27T00:00:00+00:00' }], error: null }
    }
    if (table === 'countries') return { data: hungary, error: null }
    if (table === 'market_regulators') return { data: [], error: null }
    if (table === 'market_rules' && (calls(ops, 'update') || calls(ops, 'insert'))) {
      const values = (argsOf(ops, 'update') ?? argsOf(ops, 'insert'))![0] as object
      const saved = { ...hungaryRules, ...values, updated_at: 'v2' }
      return { data: calls(ops, 'update') ? [saved] : saved, error: null }
    }
    if (table === 'market_rules' && calls(ops, 'not')) return { data: [], error: null }
    if (table === 'market_rules') return { data: rules, error: null }
    return { data: null, error: null }
  }
}

const rulesWrite = () =>
  requests.find(
    (ops) => tableOf(ops) === 'market_rules' && (calls(ops, 'update') || calls(ops, 'insert')),
  )

beforeEach(() => {
  resetRequests()
})

describe('market form: pausing brands whose link is broken', () => {
  test('shows the stored choice and saves it with the rules, on the version loaded', async () => {
    respondWith(answer({ ...hungaryRules, pause_on_broken_link: false }))
    renderAt(<MarketForm id="hu" canWrite />, URL)
    const pause = await screen.findByLabelText(LABEL)
    expect(pause).not.toBeChecked()
    expect(pause).toHaveAccessibleDescription(/the next OK check lifts the pause/)
    await userEvent.click(pause)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''))
    const write = rulesWrite()!
    expect(write).toContainEqual(['eq', 'id', 'rules-hu'])
    expect(write).toContainEqual(['eq', 'updated_at', hungaryRules.updated_at])
    expect(argsOf(write, 'update')![0]).toMatchObject({ pause_on_broken_link: true, min_age: 18 })
  })

  test('switched on, it shows so; unchanged, a save writes no rules', async () => {
    respondWith(answer({ ...hungaryRules, pause_on_broken_link: true }))
    renderAt(<MarketForm id="hu" canWrite />, URL)
    expect(await screen.findByLabelText(LABEL)).toBeChecked()
    await userEvent.click(screen.getByLabelText('Licence required'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''))
    expect(rulesWrite()).toBeUndefined()
  })

  test('a market without rules of its own gets them with the choice', async () => {
    respondWith(answer(null))
    renderAt(<MarketForm id="hu" canWrite />, URL)
    await userEvent.click(await screen.findByLabelText(LABEL))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''))
    expect(argsOf(rulesWrite()!, 'insert')![0]).toMatchObject({
      country_id: 'hu',
      region_code: null,
      pause_on_broken_link: true,
    })
  })

  test('an analyst reads it, and cannot change it', async () => {
    respondWith(answer({ ...hungaryRules, pause_on_broken_link: true }))
    renderAt(<MarketForm id="hu" canWrite={false} />, URL, 'analyst')
    const pause = await screen.findByLabelText(LABEL)
    expect(pause).toBeChecked()
    expect(pause).toBeDisabled()
  })
})
