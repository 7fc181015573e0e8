/**
 * A log's detail panel lives in the URL (`?click=<id>`, `?session=<id>`): Back closes it, a
 * link opens it, and closing keeps the list's filters.
 */
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useLiveSearchParams } from '../data-table/use-live-search-params'

/** The id the parameter `name` names, the href opening a row's panel, and closing it. */
export function useDetailParam(name: string) {
  const [params] = useSearchParams()
  const setParams = useLiveSearchParams()
  const id = params.get(name)
  const hrefFor = useCallback(
    (rowId: string) => {
      const next = new URLSearchParams(params)
      next.set(name, rowId)
      return `?${next.toString()}`
    },
    [params, name],
  )
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        next.delete(name)
        return next
      }),
    [setParams, name],
  )
  return { id, hrefFor, close }
}
