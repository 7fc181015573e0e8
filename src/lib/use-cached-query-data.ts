import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/**
 * The data the cache holds for `queryKey`, kept up to date, without fetching it: for the
 * public frame (header, hreflang links), which shows what the page's own queries read.
 * Unlike useQuery it keeps the query observer out of the entry chunk every page loads.
 */
export function useCachedQueryData<T>(queryKey: QueryKey): T | undefined {
  const queryClient = useQueryClient()
  const read = () => queryClient.getQueryData<T>(queryKey)
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    read,
    read,
  )
}
