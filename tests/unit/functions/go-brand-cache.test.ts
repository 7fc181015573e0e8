// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'
import { BrandCache, UNAVAILABLE } from '../../../supabase/functions/go/brand-cache.ts'

type Brand = { id: string }

function setup(load: (slug: string, signal: AbortSignal) => Promise<Brand | null>) {
  let now = 1_000
  const loader = vi.fn(load)
  const cache = new BrandCache<Brand>(loader, {
    ttlMs: 5_000,
    timeoutMs: 50,
    retryAfterMs: 1_000,
    maxEntries: 3,
    now: () => now,
  })
  return { cache, loader, advance: (ms: number) => (now += ms) }
}

describe('the brand cache of /go', () => {
  test('answers from memory within its time to live, then reads again', async () => {
    const { cache, loader, advance } = setup(async (slug) => ({ id: slug }))
    expect(await cache.get('a')).toEqual({ id: 'a' })
    advance(4_999)
    expect(await cache.get('a')).toEqual({ id: 'a' })
    expect(loader).toHaveBeenCalledTimes(1)
    advance(2)
    await cache.get('a')
    expect(loader).toHaveBeenCalledTimes(2)
  })

  test('remembers that a slug has no active brand', async () => {
    const { cache, loader } = setup(async () => null)
    expect(await cache.get('none')).toBeNull()
    expect(await cache.get('none')).toBeNull()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  test('concurrent misses share one read', async () => {
    let finish: (brand: Brand) => void = () => {}
    const { cache, loader } = setup(() => new Promise((resolve) => (finish = resolve)))
    const waiting = [cache.get('a'), cache.get('a'), cache.get('a')]
    finish({ id: 'a' })
    expect(await Promise.all(waiting)).toEqual([{ id: 'a' }, { id: 'a' }, { id: 'a' }])
    expect(loader).toHaveBeenCalledTimes(1)
  })

  test('a read that never ends is given up after its time limit', async () => {
    const { cache } = setup(
      (_, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = Date.now()
    expect(await cache.get('slow')).toBe(UNAVAILABLE)
    expect(Date.now() - started).toBeLessThan(1_000)
    error.mockRestore()
  })

  test('a failed read serves the last answer a little longer', async () => {
    let fail = false
    const { cache, loader, advance } = setup(async (slug) => {
      if (fail) throw new Error('locked')
      return { id: slug }
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await cache.get('a')
    fail = true
    advance(6_000)
    expect(await cache.get('a')).toEqual({ id: 'a' })
    advance(500)
    expect(await cache.get('a')).toEqual({ id: 'a' })
    expect(loader).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })

  test('keeps at most maxEntries slugs, dropping the oldest', async () => {
    const { cache, loader } = setup(async (slug) => ({ id: slug }))
    for (const slug of ['a', 'b', 'c', 'd']) await cache.get(slug)
    expect(cache.size).toBe(3)
    await cache.get('a')
    expect(loader).toHaveBeenCalledTimes(5)
  })
})
