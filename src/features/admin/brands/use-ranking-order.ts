/**
 * Writing a new ranking order from the list: the page shows it at once (optimistic), the
 * country's whole order is read and rewritten in one request, and a failure puts the
 * page back and says why. One reorder at a time, each from the stored order.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError, notifySuccess } from '../components/form'
import type { ListState, PageResult } from '../components/data-table'
import { pageRange } from '../components/data-table/query'
import type { BrandListRow } from './api/list-brands'
import { getCountryOrder, reorderBrands } from './api/reorder-brands'
import { brandKeys } from './keys'
import { moveBy, reorderRows, withPageOrder } from './ranking-order'

type Change = {
  /** The page's ids in the order to show while saving. */
  pageIds: string[]
  /** The country's whole new order from its stored one. */
  nextOrder: (stored: string[]) => string[]
  moved: BrandListRow
}

export function useRankingOrder(state: ListState, countryId: string | null) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const key = brandKeys.list(state)

  async function save({ pageIds, nextOrder, moved }: Change) {
    if (!countryId || busy) return
    setBusy(true)
    const previous = queryClient.getQueryData<PageResult<BrandListRow>>(key)
    if (previous) {
      queryClient.setQueryData<PageResult<BrandListRow>>(key, {
        ...previous,
        rows: reorderRows(previous.rows, pageIds, pageRange(state).from + 1),
      })
    }
    try {
      const order = nextOrder(await getCountryOrder(countryId))
      await reorderBrands(countryId, order)
      notifySuccess(`Moved ${moved.brand_name} to position ${order.indexOf(moved.id) + 1}.`)
    } catch (error) {
      if (previous) queryClient.setQueryData(key, previous)
      notifyError(error, 'Could not change the ranking order')
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: brandKeys.lists() })
    }
  }

  /** 'Move up' / 'Move down': across pages too, since the stored order is the reference. */
  function move(rows: BrandListRow[], moved: BrandListRow, delta: -1 | 1) {
    const pageIds = moveBy(
      rows.map((row) => row.id),
      moved.id,
      delta,
    )
    return save({ pageIds, nextOrder: (stored) => moveBy(stored, moved.id, delta), moved })
  }

  /** A drop: the page's rows in their new order. */
  function arrange(pageIds: string[], moved: BrandListRow) {
    return save({ pageIds, nextOrder: (stored) => withPageOrder(stored, pageIds), moved })
  }

  return { busy, move, arrange }
}
