/** Query keys of the admin's countries: invalidate only through these. */
import type { ListState } from '../components/data-table'

export const countryKeys = {
  all: ['admin', 'countries'] as const,
  lists: () => [...countryKeys.all, 'list'] as const,
  list: (state: ListState) => [...countryKeys.lists(), state] as const,
  details: () => [...countryKeys.all, 'detail'] as const,
  detail: (id: string) => [...countryKeys.details(), id] as const,
}
