/**
 * The brand list's 'Not listable in {market}' filter as the database is asked it: the
 * brands whose market_block is set, in the market of the URL's slug, or in any market.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { brandListOptions, fetchBrandPage } from '@/features/admin/brands/api/list-brands'
import { parseListState } from '@/features/admin/components/data-table/list-state'
import { requests, resetRequests, respondWith } from '../admin/recording-supabase'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

const stateOf = (search: string) => parseListState(new URLSearchParams(search), brandListOptions)

beforeEach(() => {
  resetRequests()
  respondWith(() => ({ data: [], error: null, count: 0 }))
})

describe('brand list, Not listable filter', () => {
  test('?unlisted=uk asks for the UK brands with a market block, with the reason', async () => {
    await fetchBrandPage(stateOf('unlisted=uk'), { from: 0, to: 24 }, { count: true })
    const ops = requests[0]!
    expect(ops).toContainEqual(['not', 'market_block', 'is', null])
    expect(ops).toContainEqual(['eq', 'country.slug', 'uk'])
    const select = ops.find(([op]) => op === 'select')
    expect(String(select?.[1])).toContain('market_block')
  })

  test('?unlisted=any asks for every market', async () => {
    await fetchBrandPage(stateOf('unlisted=any'), { from: 0, to: 24 }, { count: true })
    const ops = requests[0]!
    expect(ops).toContainEqual(['not', 'market_block', 'is', null])
    expect(ops.some(([op, column]) => op === 'eq' && column === 'country.slug')).toBe(false)
  })

  test('without the filter, no brand is left out for its market', async () => {
    await fetchBrandPage(stateOf(''), { from: 0, to: 24 }, { count: true })
    expect(requests[0]!.some(([op, column]) => op === 'not' && column === 'market_block')).toBe(
      false,
    )
  })

  test('a value that is no slug is ignored', () => {
    expect(stateOf('unlisted=UK;drop').filters).toEqual({})
  })
})
