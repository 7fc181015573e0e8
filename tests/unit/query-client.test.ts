import { MutationObserver } from '@tanstack/react-query'
import { describe, expect, test, vi } from 'vitest'
import {
  brandListCacheSettings,
  countriesCacheSettings,
  countryBySlugCacheSettings,
  createQueryClient,
} from '@/lib/query-client'

describe('query cache settings (SPEC.md section 9)', () => {
  test('app defaults: fresh 30 s, kept 2 min, one retry of a read, none of a write, no refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries).toMatchObject({
      staleTime: 30_000,
      gcTime: 120_000,
      retry: 1,
      refetchOnWindowFocus: false,
    })
    expect(defaults.mutations).toMatchObject({ retry: 0 })
  })

  test('a failed write is sent once (a deploy hook is not called twice)', async () => {
    const callHook = vi.fn().mockRejectedValue(new Error('The deploy hook refused the rebuild'))
    const rebuild = new MutationObserver(createQueryClient(), { mutationFn: callHook })
    await expect(rebuild.mutate(undefined)).rejects.toThrow('The deploy hook refused the rebuild')
    expect(callHook).toHaveBeenCalledTimes(1)
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
