// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { BrandCache, UNAVAILABLE } from '../../../supabase/functions/go/brand-cache.ts'

type Brand = { id: string }

/** The brands table as the loader sees it: slug → brand. */
type Table = Record<string, Brand>

function setup(load: (signal: AbortSignal) => Promise<Table>, options: { waitMs?: number } = {}) {
  let now = 1_000
  const loader = vi.fn(async (signal: AbortSignal) => new Map(Object.entries(await load(signal))))
  const background: Promise<unknown>[] = []
  const cache = new BrandCache<Brand>(loader, {
    ttlMs: 5_000,
    maxStaleMs: 10_000,
    missRefreshMs: 1_000,
    waitMs: options.waitMs ?? 50,
    loadTimeoutMs: 200,
    retryAfterMs: 1_000,
    now: () => now,
    background: (task) => background.push(task),
  })
  return {
    cache,
    loader,
    background,
    advance: (ms: number) => (now += ms),
    /** The background reads handed to the runtime, settled. */
    settled: () => Promise.all(background),
  }
}

/** A loader whose reads finish when the test says so. */
function controlled(initial: Table) {
  let table = initial
  const pending: (() => void)[] = []
  return {
    set: (next: Table) => (table = next),
    load: () =>
      new Promise<Table>((resolve) => {
        const snapshot = table
        pending.push(() => resolve(snapshot))
      }),
    finishAll: () => pending.splice(0).forEach((finish) => finish()),
  }
}

const never = (signal: AbortSignal) =>
  new Promise<Table>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason)),
  )

afterEach(() => vi.restoreAllMocks())

describe('the brand cache of /go', () => {
  test('reads every active brand once, then answers every slug from memory', async () => {
    const { cache, loader } = setup(async () => ({ a: { id: 'A' }, b: { id: 'B' } }))
    expect(await cache.get('a')).toEqual({ id: 'A' })
    expect(await cache.get('b')).toEqual({ id: 'B' })
    expect(cache.size).toBe(2)
    expect(loader).toHaveBeenCalledTimes(1)
  })

  test('a slug not in a fresh list is unknown (null) at once, without a read', async () => {
    const { cache, loader, advance } = setup(async () => ({ a: { id: 'A' } }))
    await cache.get('a')
    advance(999)
    for (let i = 0; i < 20; i++) expect(await cache.get(`made-up-${i}`)).toBeNull()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  test('a slug not in an older list is checked once (a brand just added), shared by concurrent misses', async () => {
    const table = controlled({ a: { id: 'A' } })
    const { cache, loader, advance } = setup(table.load, { waitMs: 1_000 })
    const first = cache.get('a')
    table.finishAll()
    await first
    table.set({ a: { id: 'A' }, new: { id: 'N' } })
    advance(1_500)
    const waiting = [cache.get('new'), cache.get('new'), cache.get('nothing')]
    table.finishAll()
    expect(await Promise.all(waiting)).toEqual([{ id: 'N' }, { id: 'N' }, null])
    expect(loader).toHaveBeenCalledTimes(2)
    // Answered from the new list now.
    expect(await cache.get('nothing')).toBeNull()
    expect(loader).toHaveBeenCalledTimes(2)
  })

  test('an expired list answers at once and is read again in the background, one read at a time', async () => {
    const table = controlled({ a: { id: 'A1' } })
    const { cache, loader, advance, background, settled } = setup(table.load)
    const first = cache.get('a')
    table.finishAll()
    await first
    table.set({ a: { id: 'A2' } })
    advance(6_000)
    // The read has not finished: still the last answer, at once, and only one read started.
    expect(await cache.get('a')).toEqual({ id: 'A1' })
    expect(await cache.get('a')).toEqual({ id: 'A1' })
    expect(loader).toHaveBeenCalledTimes(2)
    expect(background).toHaveLength(1)
    table.finishAll()
    await settled()
    expect(await cache.get('a')).toEqual({ id: 'A2' })
    expect(loader).toHaveBeenCalledTimes(2)
  })

  test('a brand switched off stops being served once the background read lands', async () => {
    let table: Table = { a: { id: 'A' } }
    const { cache, advance, settled } = setup(async () => table)
    expect(await cache.get('a')).toEqual({ id: 'A' })
    table = {}
    advance(5_000)
    expect(await cache.get('a')).toEqual({ id: 'A' })
    await settled()
    expect(await cache.get('a')).toBeNull()
  })

  test('a list older than maxStaleMs is not served without trying a new read first', async () => {
    let table: Table = { a: { id: 'A' } }
    const { cache, loader, advance } = setup(async () => table)
    await cache.get('a')
    table = {}
    advance(60_000)
    expect(await cache.get('a')).toBeNull()
    expect(loader).toHaveBeenCalledTimes(2)
  })

  test('a failed read keeps serving the last list, and the next background read waits', async () => {
    let fail = false
    const { cache, loader, advance, settled } = setup(async () => {
      if (fail) throw new Error('locked')
      return { a: { id: 'A' } }
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await cache.get('a')
    fail = true
    advance(6_000)
    expect(await cache.get('a')).toEqual({ id: 'A' })
    await settled()
    expect(loader).toHaveBeenCalledTimes(2)
    advance(500)
    expect(await cache.get('a')).toEqual({ id: 'A' })
    expect(loader).toHaveBeenCalledTimes(2)
    advance(600)
    expect(await cache.get('a')).toEqual({ id: 'A' })
    await settled()
    expect(loader).toHaveBeenCalledTimes(3)
    // Even past maxStaleMs, a failing database leaves the last answer.
    advance(20_000)
    expect(await cache.get('a')).toEqual({ id: 'A' })
    expect(error).toHaveBeenCalledWith(
      'Reading the active brands failed (serving the last list):',
      'locked',
    )
  })

  test('while reads fail or hang, an old list answers at once: only the first visitor after a quiet while waits', async () => {
    let hang = false
    const { cache, loader, advance } = setup(
      (signal) => (hang ? never(signal) : Promise.resolve({ a: { id: 'A' } })),
      { waitMs: 100 },
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await cache.get('a')
    hang = true
    advance(60_000)
    let started = performance.now()
    expect(await cache.get('a')).toEqual({ id: 'A' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(90)
    started = performance.now()
    for (let i = 0; i < 5; i++) expect(await cache.get('a')).toEqual({ id: 'A' })
    expect(performance.now() - started).toBeLessThan(50)
    expect(loader).toHaveBeenCalledTimes(2)
  })

  test('with no list yet, a read that never ends gives UNAVAILABLE after the visitor’s wait', async () => {
    const { cache } = setup(never)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = Date.now()
    expect(await cache.get('slow')).toBe(UNAVAILABLE)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  test('a read the visitor stopped waiting for still serves the next visitors', async () => {
    const table = controlled({ a: { id: 'A' } })
    const { cache, loader } = setup(table.load, { waitMs: 20 })
    expect(await cache.get('a')).toBe(UNAVAILABLE)
    table.finishAll()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('a')).toEqual({ id: 'A' })
    expect(loader).toHaveBeenCalledTimes(1)
  })

  test('a slug missing from an old list that cannot be checked is UNAVAILABLE, not a hang', async () => {
    let fail = false
    const { cache, advance } = setup((signal) => (fail ? never(signal) : Promise.resolve({})))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await cache.get('a')).toBeNull()
    fail = true
    advance(2_000)
    const started = Date.now()
    expect(await cache.get('a')).toBe(UNAVAILABLE)
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
