/**
 * TanStack Query settings of SPEC.md section 9. The defaults apply to every query; the
 * named settings below are spread into the query options of the queries they name.
 */
import { QueryClient, type DefaultOptions } from '@tanstack/react-query'

const SECOND = 1000
const MINUTE = 60 * SECOND

export const queryConfig = {
  queries: {
    staleTime: 30 * SECOND,
    gcTime: 2 * MINUTE,
    retry: 1,
    refetchOnWindowFocus: false,
  },
  mutations: {
    // A write is sent once: a retry would repeat its effect (a second deploy hook call, a
    // second test postback). A mutation that is idempotent may set its own `retry`, saying so.
    retry: 0,
  },
} satisfies DefaultOptions

/** The ranking's brand list: always refetched on use, kept 30 s after the last observer. */
export const brandListCacheSettings = { staleTime: 0, gcTime: 30 * SECOND } as const

/** The country list: fresh 10 minutes, kept 30 minutes. */
export const countriesCacheSettings = { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE } as const

/** One country by slug: fresh 15 minutes (kept for the default 2 minutes). */
export const countryBySlugCacheSettings = { staleTime: 15 * MINUTE } as const

/** A new client: one per browser tab, and one per server render (never shared between users). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig })
}
