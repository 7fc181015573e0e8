/**
 * The per-IP limits on /token (Supabase: 30 sign-ins and, counted apart, 150
 * refreshes per 5 minutes per IP), as an in-memory sliding window per key. The limit and window
 * are read from the options on every request, so a test can lower them on
 * its own emulator instance; `reset()` forgets all counts.
 */

export interface SlidingWindowLimiter {
  /** Records one request for `key`; false when the key is over its limit (the request is not counted). */
  take(key: string, limit: number, windowMs: number, now?: number): boolean
  reset(): void
}

/** Above this many tracked keys, expired ones are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000

export function createSlidingWindowLimiter(): SlidingWindowLimiter {
  const hits = new Map<string, number[]>()

  function sweep(now: number, windowMs: number) {
    for (const [key, times] of hits) {
      const last = times[times.length - 1]
      if (last === undefined || last <= now - windowMs) hits.delete(key)
    }
  }

  return {
    take(key, limit, windowMs, now = Date.now()) {
      if (hits.size > SWEEP_THRESHOLD) sweep(now, windowMs)
      const since = now - windowMs
      const times = (hits.get(key) ?? []).filter((time) => time > since)
      if (times.length >= limit) {
        hits.set(key, times)
        return false
      }
      times.push(now)
      hits.set(key, times)
      return true
    },
    reset() {
      hits.clear()
    },
  }
}
