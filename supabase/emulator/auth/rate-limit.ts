/**
 * The per-IP limits of Auth (Supabase: 30 sign-ins and, counted apart, 150 refreshes on /token,
 * and 30 link or code checks, per 5 minutes per IP), as an in-memory sliding window per key.
 * The limit and window are read from the options on every request, so a test can lower them
 * on its own emulator instance; `reset()` forgets all counts.
 */
import type { Context } from 'hono'
import { AuthError } from './errors.ts'
import { clientIp } from './request.ts'

export interface SlidingWindowLimiter {
  /** Records one request for `key`; false when the key is over its limit (the request is not counted). */
  take(key: string, limit: number, windowMs: number, now?: number): boolean
  reset(): void
}

/** Above this many tracked keys, expired ones are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000

/** Counts one request of the caller's address in `bucket`; over the limit, GoTrue's 429. */
export function enforcePerAddressLimit(
  c: Context,
  limiter: SlidingWindowLimiter,
  bucket: string,
  limit: number,
  windowMs: number,
) {
  if (!limiter.take(`${bucket}:${clientIp(c) || 'unknown'}`, limit, windowMs)) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
}

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
