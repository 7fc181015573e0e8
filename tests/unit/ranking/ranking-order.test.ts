/**
 * The ranking visitors see (src/features/ranking/lib/ranking-order.ts): which brands and in
 * what order, and the positions the admin's brand list and preview show instead of sort_order.
 */
import { describe, expect, test } from 'vitest'
import { rankingPositions, visitorRanking } from '@/features/ranking/lib/ranking-order'

describe('ranking positions', () => {
  test('count 1, 2, 3 per country in the order read, whatever the sort orders are', () => {
    const { positions, sizes } = rankingPositions([
      { id: 'ca-a', country_id: 'ca' },
      { id: 'uk-a', country_id: 'uk' },
      { id: 'ca-b', country_id: 'ca' },
      { id: 'ca-c', country_id: 'ca' },
      { id: 'uk-b', country_id: 'uk' },
    ])
    expect(Object.fromEntries(positions)).toEqual({
      'ca-a': 1,
      'ca-b': 2,
      'ca-c': 3,
      'uk-a': 1,
      'uk-b': 2,
    })
    expect(Object.fromEntries(sizes)).toEqual({ ca: 3, uk: 2 })
  })

  test('no brands, no positions', () => {
    const { positions, sizes } = rankingPositions([])
    expect(positions.size).toBe(0)
    expect(sizes.size).toBe(0)
  })
})

describe('visitor ranking', () => {
  test('what visitors see: active, not blocked in the market; by sort_order, then id', () => {
    const calls: unknown[][] = []
    const query = {
      eq(column: 'is_active', value: true) {
        calls.push(['eq', column, value])
        return query
      },
      is(column: 'market_block', value: null) {
        calls.push(['is', column, value])
        return query
      },
      order(column: 'sort_order' | 'id', options: { ascending: true }) {
        calls.push(['order', column, options])
        return query
      },
    }
    expect(visitorRanking(query)).toBe(query)
    expect(calls).toEqual([
      ['eq', 'is_active', true],
      ['is', 'market_block', null],
      ['order', 'sort_order', { ascending: true }],
      ['order', 'id', { ascending: true }],
    ])
  })
})
