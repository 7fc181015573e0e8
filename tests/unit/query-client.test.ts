import { describe, expect, test } from 'vitest'
import {
  brandListCacheSettings,
  countriesCacheSettings,
  countryBySlugCacheSettings,
  createQueryClient,
} from '@/lib/query-client'

describe('query cache settings (SPEC.md section 9)', () => {
  test('app defaults: fresh 30 s, kept 2 min, one retry, no refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries).toMatchObject({
      staleTime: 30_000,
      gcTime: 120_000,
      retry: 1,
      refetchOnWindowFocus: false,
    })
    expect(defaults.mutations).toMatchObject({ retry: 1 })
  })

  test('per-query settings', () => {
    expect(brandListCacheSettings).toEqual({ staleTime: 0, gcTime: 30_000 })
    expect(countriesCacheSettings).toEqual({ staleTime: 600_000, gcTime: 1_800_000 })
    expect(countryBySlugCacheSettings).toEqual({ staleTime: 900_000 })
  })

  test('a server render’s data never reaches the next render’s client', () => {
    // Two distinct clients can still share one QueryCache: compare what they hold.
    const first = createQueryClient()
    first.setQueryData(['brands', 'ca'], ['Maple Crown Casino'])
    const next = createQueryClient()
    expect(next.getQueryData(['brands', 'ca'])).toBeUndefined()
    expect(next.getQueryCache().getAll()).toEqual([])
  })
})
