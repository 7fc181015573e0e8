/**
 * The active brands' destinations /go needs, kept in memory for a few seconds so that a
 * click usually costs no database call before its redirect:
 *
 * - a fresh entry (found or not found) answers at once, with no database call;
 * - a miss or an expired entry reads the brand once: concurrent requests for the same slug
 *   share that one read;
 * - the read has a time limit (a locked brands table must not hang a visitor); when it fails
 *   or times out, an expired entry is served a little longer rather than nothing, and only a
 *   slug never read successfully is 'unavailable';
 * - at most `maxEntries` slugs are kept (the oldest read is dropped first), so requests for
 *   made-up slugs cannot grow it without bound.
 */
export const UNAVAILABLE = Symbol('brand unavailable')

export interface BrandCacheOptions {
  /** How long a read answers for, in ms. */
  ttlMs: number
  /** The longest a read may take, in ms. */
  timeoutMs: number
  /** How long an expired entry is served again after a failed read, in ms. */
  retryAfterMs: number
  maxEntries: number
  now?: () => number
}

interface Entry<T> {
  value: T | null
  expires: number
}

export type BrandLoader<T> = (slug: string, signal: AbortSignal) => Promise<T | null>

export class BrandCache<T> {
  private readonly entries = new Map<string, Entry<T>>()
  private readonly reads = new Map<string, Promise<T | null | typeof UNAVAILABLE>>()
  private readonly load: BrandLoader<T>
  private readonly options: BrandCacheOptions
  private readonly now: () => number

  constructor(load: BrandLoader<T>, options: BrandCacheOptions) {
    this.load = load
    this.options = options
    this.now = options.now ?? Date.now
  }

  /** The brand (null when there is no active brand of that slug), or UNAVAILABLE. */
  async get(slug: string): Promise<T | null | typeof UNAVAILABLE> {
    const entry = this.entries.get(slug)
    if (entry && entry.expires > this.now()) return entry.value
    let read = this.reads.get(slug)
    if (!read) {
      read = this.read(slug).finally(() => this.reads.delete(slug))
      this.reads.set(slug, read)
    }
    return read
  }

  /** Forgets every entry (tests, or after an edit that must show at once). */
  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }

  private async read(slug: string): Promise<T | null | typeof UNAVAILABLE> {
    try {
      const value = await this.load(slug, AbortSignal.timeout(this.options.timeoutMs))
      this.store(slug, { value, expires: this.now() + this.options.ttlMs })
      return value
    } catch (error) {
      const stale = this.entries.get(slug)
      console.error(
        `Reading brand "${slug}" failed${stale ? ' (serving the last answer)' : ''}:`,
        error instanceof Error ? error.message : error,
      )
      if (!stale) return UNAVAILABLE
      stale.expires = this.now() + this.options.retryAfterMs
      return stale.value
    }
  }

  private store(slug: string, entry: Entry<T>): void {
    this.entries.delete(slug)
    this.entries.set(slug, entry)
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }
}
