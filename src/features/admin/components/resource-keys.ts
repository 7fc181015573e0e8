/**
 * The query keys of one admin resource (a table a section manages): its lists, each list
 * view by its state, and each row. Invalidate only through these.
 */
import type { ListState } from './data-table'

export function resourceKeys<const Name extends string>(name: Name) {
  const all = ['admin', name] as const
  const lists = () => [...all, 'list'] as const
  const details = () => [...all, 'detail'] as const
  return {
    all,
    lists,
    list: (state: ListState) => [...lists(), state] as const,
    details,
    detail: (id: string) => [...details(), id] as const,
  }
}
