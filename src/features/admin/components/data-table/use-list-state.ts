/** The list state of list-state.ts, bound to the URL through react-router's search params. */
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { parseListState, writeListState, type ListState, type ListStateOptions } from './list-state'
import { useLiveSearchParams } from './use-live-search-params'

export type ListStateChange = Partial<ListState>

export function useListState(options: ListStateOptions) {
  const [params] = useSearchParams()
  const setParams = useLiveSearchParams()
  const state = useMemo(() => parseListState(params, options), [params, options])

  /**
   * Applies a change to the URL as it is now (an `?edit=` a click just set stays). A new
   * search, filter, sort or page size goes back to page 1. Typing in the search box replaces
   * the history entry (Back does not step through every keystroke); every other change adds
   * one, so Back returns to the previous view.
   */
  const update = useCallback(
    (change: ListStateChange, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = parseListState(current, options)
          const resetsPage =
            change.q !== undefined ||
            change.filters !== undefined ||
            change.sort !== undefined ||
            change.order !== undefined ||
            change.perPage !== undefined
          const next: ListState = {
            ...previous,
            ...change,
            page: change.page ?? (resetsPage ? 1 : previous.page),
          }
          return writeListState(current, next, options)
        },
        { replace },
      )
    },
    [setParams, options],
  )

  return { state, update }
}
