/**
 * The ranking's order (src/features/ranking/lib/ranking-order.ts): the positions visitors see,
 * which the admin's brand list and preview show instead of sort_order.
 */
import { describe, expect, test } from 'vitest'
import { inRankingOrder, rankingPositions } from '@/features/ranking/lib/ranking-order'

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

describe('ranking order', () => {
  test('orders by sort_order, then by id, ascending', () => {
    const calls: [string, { ascending: boolean }][] = []
    const query = {
      order(column: 'sort_order' | 'id', options: { ascending: true }) {
        calls.push([column, options])
        return query
      },
    }
    expect(inRankingOrder(query)).toBe(query)
    expect(calls).toEqual([
      ['sort_order', { ascending: true }],
      ['id', { ascending: true }],
    ])
  })
})
