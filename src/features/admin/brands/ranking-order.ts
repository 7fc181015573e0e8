/**
 * The ranking order rules of the brand list: when the list can be reordered, and the
 * country's whole new order after a move or a drag on one page.
 */
import type { ListState } from '../components/data-table'
import { POSITION_SORT } from './api/list-brands'

export type OrderingMode =
  { enabled: true; country: string } | { enabled: false; reason: 'no-country' | 'not-position' }

/**
 * Reordering needs one country's complete list by position: with a search, another
 * filter or another sort, a row's neighbours on screen are not its neighbours in the
 * ranking.
 */
export function orderingMode(state: ListState): OrderingMode {
  const { country, ...others } = state.filters
  if (!country) return { enabled: false, reason: 'no-country' }
  const byPosition = state.sort === POSITION_SORT && state.order === 'asc'
  if (!byPosition || state.q !== '' || Object.keys(others).length > 0) {
    return { enabled: false, reason: 'not-position' }
  }
  return { enabled: true, country }
}

/** `order` with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveBy(order: readonly string[], id: string, delta: -1 | 1): string[] {
  const next = [...order]
  const from = next.indexOf(id)
  const to = from + delta
  if (from === -1 || to < 0 || to >= next.length) return next
  ;[next[from], next[to]] = [next[to]!, next[from]!]
  return next
}

/**
 * The whole order after one page's rows were rearranged: the page's ids take the places
 * they held, in their new order; every other brand keeps its place.
 */
export function withPageOrder(order: readonly string[], pageIds: readonly string[]): string[] {
  const onPage = new Set(pageIds)
  let next = 0
  return order.map((id) => (onPage.has(id) ? pageIds[next++]! : id))
}

/** Page rows rearranged in the order `ids` gives them, numbered from `firstPosition`. */
export function reorderRows<Row extends { id: string; sort_order: number }>(
  rows: readonly Row[],
  ids: readonly string[],
  firstPosition: number,
): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id, index) => {
    const row = byId.get(id)
    return row ? [{ ...row, sort_order: firstPosition + index }] : []
  })
}
