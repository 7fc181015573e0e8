// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import type { ListState } from '@/features/admin/components/data-table'
import {
  moveBy,
  orderingMode,
  reorderRows,
  withPageOrder,
} from '@/features/admin/brands/ranking-order'

const byPosition: ListState = {
  page: 1,
  perPage: 25,
  sort: 'sort_order',
  order: 'asc',
  q: '',
  filters: { country: 'ca' },
}

describe('when the brand list can be reordered', () => {
  test("one country's full list by position can", () => {
    expect(orderingMode(byPosition)).toEqual({ enabled: true, country: 'ca' })
  })

  test('without a country it cannot', () => {
    expect(orderingMode({ ...byPosition, filters: {} })).toEqual({
      enabled: false,
      reason: 'no-country',
    })
  })

  test.each([
    ['another sort', { sort: 'brand_name' }],
    ['a descending order', { order: 'desc' as const }],
    ['a search', { q: 'spin' }],
    ['another filter', { filters: { country: 'ca', active: 'true' } }],
  ])('with %s it cannot', (_, change) => {
    expect(orderingMode({ ...byPosition, ...change })).toEqual({
      enabled: false,
      reason: 'not-position',
    })
  })
})

describe('the new ranking order', () => {
  test('a move swaps a brand with its neighbour and stops at either end', () => {
    expect(moveBy(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c'])
    expect(moveBy(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b'])
    expect(moveBy(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c'])
    expect(moveBy(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c'])
    expect(moveBy(['a', 'b'], 'x', 1)).toEqual(['a', 'b'])
  })

  test("a page's new order takes the page's places; the other pages keep theirs", () => {
    expect(withPageOrder(['a', 'b', 'c', 'd', 'e'], ['d', 'b', 'c'])).toEqual([
      'a',
      'd',
      'b',
      'c',
      'e',
    ])
  })

  test('the rows shown while saving are renumbered from the page start', () => {
    const rows = [
      { id: 'a', sort_order: 10 },
      { id: 'b', sort_order: 20 },
    ]
    expect(reorderRows(rows, ['b', 'a'], 26)).toEqual([
      { id: 'b', sort_order: 26 },
      { id: 'a', sort_order: 27 },
    ])
  })
})
