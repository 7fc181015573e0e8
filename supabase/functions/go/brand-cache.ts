/**
 * The active brands' destinations /go needs, kept in memory so that a click almost never
 * waits for the database before its redirect. The cache holds ONE list: every active brand
 * (slug → brand), read by a single query, so after the first read a slug that is not in it is
 * a known unknown (404) rather than a database read per slug.
 *
 * - a slug in a list younger than `ttlMs` answers at once;
 * - stale-while-revalidate: a slug in an older list still answers at once, and the list is
 *   read again in the background (one read at a time; registered with the runtime through
 *   `background`, so it outlives the request);
 * - only when the list is older than `maxStaleMs` and no read was tried since it was read (no
 *   click for a while: a brand may have been switched off long ago) does a visitor wait for
 *   the new list, at most `waitMs`; when that read fails or is slow, the last list answers,
 *   and the next visitors get it at once while reads go on in the background (a database in
 *   trouble must not cost every visitor the wait). So an inactive brand is served at most
 *   `ttlMs` plus one read after it changed while clicks come in, and not after `maxStaleMs`
 *   while the database answers;
 * - a slug not in the list waits (at most `waitMs`) for a new read only when the list is older
 *   than `missRefreshMs`, so a brand just added is found, while a flood of made-up slugs costs
 *   at most one read per `missRefreshMs`; concurrent waits share the read;
 * - a read has a time limit (`loadTimeoutMs`, longer than a visitor's `waitMs`: a read a
 *   visitor stopped waiting for still completes for the next ones); after a failed read the
 *   background refresh waits `retryAfterMs` before trying again, and the last list keeps
 *   answering;
 * - 'unavailable' (the 503 page) only when there is no answer to give: no list was ever read,
 *   or a slug missing from an old list could not be checked.
 */
import { sleep } from '../_shared/background.ts'

export const UNAVAILABLE = Symbol('brand unavailable')

export interface BrandCacheOptions {
  /** How long a list answers before it is read again in the background, in ms. */
  ttlMs: number
  /** Past this age a visitor waits (up to waitMs) for a new list rather than the old one, in ms. */
  maxStaleMs: number
  /** A slug not in a list older than this waits (up to waitMs) for a new list, in ms. */
  missRefreshMs: number
  /** The longest a visitor waits for a read, in ms. */
  waitMs: number
  /** The longest a read may take, in ms. */
  loadTimeoutMs: number
  /** After a failed read, the next background read waits this long, in ms. */
  retryAfterMs: number
  now?: () => number
  /** Hands a background read to the runtime (EdgeRuntime.waitUntil). */
  background?: (task: Promise<unknown>) => void
}

/** Reads every active brand, by slug. */
export type BrandsLoader<T> = (signal: AbortSignal) => Promise<Map<string, T>>

export class BrandCache<T> {
  private brands: Map<string, T> | null = null
  /** When the current list's read started (it shows the brands as they were then). */
  private loadedAt = 0
  /** When the last read started, whether it succeeded or not. */
  private triedAt = 0
  /** No background read before this time (after a failure). */
  private nextTry = 0
  private loading: Promise<boolean> | null = null
  private readonly load: BrandsLoader<T>
  private readonly options: BrandCacheOptions
  private readonly now: () => number

  constructor(load: BrandsLoader<T>, options: BrandCacheOptions) {
    this.load = load
    this.options = options
    this.now = options.now ?? Date.now
  }

  /** The brand (null when there is no active brand of that slug), or UNAVAILABLE. */
  async get(slug: string): Promise<T | null | typeof UNAVAILABLE> {
    const { ttlMs, maxStaleMs, missRefreshMs } = this.options
    if (!this.brands) {
      await this.waitForRead()
      return this.brands ? this.answer(slug) : UNAVAILABLE
    }
    const age = this.now() - this.loadedAt
    if (this.brands.has(slug)) {
      if (age < ttlMs) return this.answer(slug)
      if (age < maxStaleMs || this.triedAt > this.loadedAt) {
        this.refreshInBackground()
        return this.answer(slug)
      }
      // Old after a quiet while: wait for a new list a little; a failed or slow read leaves
      // the last answer.
      await this.waitForRead()
      return this.answer(slug)
    }
    if (age < missRefreshMs) return null
    // Perhaps a brand added since the list was read: check it once.
    const fresh = await this.waitForRead()
    return fresh ? this.answer(slug) : UNAVAILABLE
  }

  /** Forgets the list (tests, or after an edit that must show at once). */
  clear(): void {
    this.brands = null
    this.nextTry = 0
  }

  /** How many active brands the list holds. */
  get size(): number {
    return this.brands?.size ?? 0
  }

  private answer(slug: string): T | null {
    return this.brands?.get(slug) ?? null
  }

  /** Starts a read unless one is under way or a failure asks to wait; does not wait for it. */
  private refreshInBackground(): void {
    if (this.loading || this.now() < this.nextTry) return
    this.options.background?.(this.read())
  }

  /** Waits at most waitMs for a read (the one under way, or a new one): true when it succeeded. */
  private async waitForRead(): Promise<boolean> {
    const read = this.read()
    return Promise.race([read, sleep(this.options.waitMs).then(() => false)])
  }

  /** The read under way, or a new one. Never rejects: false when it failed. */
  private read(): Promise<boolean> {
    if (this.loading) return this.loading
    const started = this.now()
    this.triedAt = started
    this.loading = this.load(AbortSignal.timeout(this.options.loadTimeoutMs))
      .then(
        (brands) => {
          this.brands = brands
          this.loadedAt = started
          this.nextTry = 0
          return true
        },
        (error: unknown) => {
          this.nextTry = this.now() + this.options.retryAfterMs
          console.error(
            `Reading the active brands failed${this.brands ? ' (serving the last list)' : ''}:`,
            error instanceof Error ? error.message : error,
          )
          return false
        },
      )
      .finally(() => {
        this.loading = null
      })
    return this.loading
  }
}
