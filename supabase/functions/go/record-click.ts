/**
 * Recording /go clicks after the visitor has been redirected, in batches: the clicks issued
 * within a short window (ClickBatcher: `windowMs`, at most `maxRows` rows) go to the database
 * in ONE service-key insert of an array, with at most `maxInFlight` batches under way, so a
 * burst of clicks takes a few PostgREST connections rather than one each. (The database's
 * one-row-per-request rule binds visitors' roles, not the service key.)
 *
 * Each insert is retried with backoff for a bounded time (recordWithRetry) and is idempotent:
 * every row carries the click id the function issued (unique:
 * brand_clicks_history_click_id_key) and the insert says `on_conflict=click_id` with
 * `resolution=ignore-duplicates`, so a retried batch whose earlier attempt did land (an answer
 * lost on the way back) skips those rows instead of failing. Each row keeps its own issue
 * time, address and user agent.
 *
 * One refused row fails the whole statement: a click scoring 0 ('Traffic blocked by bot
 * filter') or another answer a retry cannot change (a brand deleted meanwhile). Then the
 * batch's rows are inserted one by one, so the others still land and only the refused one is
 * dropped (logged).
 *
 * Outcomes, per click: 'recorded'; 'blocked' (scored 0: logged, never retried); 'refused'
 * (logged); 'gave up' (still failing at the deadline: logged). Nothing here throws.
 */
import type { PostgrestClient } from '@supabase/postgrest-js'
import { sleep } from '../_shared/background.ts'

/** The trigger's refusal of a click scoring 0 (bot or empty user agent). */
export const BOT_BLOCKED_MESSAGE = 'Traffic blocked by bot filter'
/** The unique constraint on the issued click id. */
export const CLICK_ID_CONSTRAINT = 'brand_clicks_history_click_id_key'

export type RecordOutcome = 'recorded' | 'blocked' | 'refused' | 'gave up'

/** What one insert answered: PostgREST's error (null on success) and HTTP status (0: no answer). */
export interface InsertAnswer {
  error: { code?: string; message: string; details?: string | null } | null
  status: number
}

export type InsertClick = (signal: AbortSignal) => Promise<InsertAnswer>

export interface RetryPolicy {
  /** Total time allowed from the first attempt, in ms. */
  deadlineMs: number
  /** The first pause between attempts, doubled each time up to maxDelayMs. */
  firstDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY: RetryPolicy = {
  deadlineMs: 60_000,
  firstDelayMs: 250,
  maxDelayMs: 5_000,
}

/** An answer a later attempt may change: no answer, a timeout, a server or connection error. */
function isTransient(answer: InsertAnswer): boolean {
  return (
    answer.status === 0 || answer.status === 408 || answer.status === 429 || answer.status >= 500
  )
}

/**
 * Runs `insert` until it lands, is refused, or the deadline passes. `label` names the work in
 * the log ("Click …", "A batch of 12 clicks"); `logRefusals: false` leaves a refusal to the
 * caller (a batch's refusal is followed by its rows one by one, which log their own).
 */
export async function recordWithRetry(
  insert: InsertClick,
  label: string,
  policy: RetryPolicy = DEFAULT_RETRY,
  logRefusals = true,
): Promise<RecordOutcome> {
  const started = Date.now()
  let delay = policy.firstDelayMs
  for (let attempt = 1; ; attempt++) {
    // One attempt may wait as long as the deadline allows (a locked table: the insert waits
    // for the lock, then lands), never longer.
    const remaining = policy.deadlineMs - (Date.now() - started)
    let answer: InsertAnswer
    try {
      answer = await insert(AbortSignal.timeout(Math.max(remaining, 1)))
    } catch (error) {
      answer = { error: { message: String(error) }, status: 0 }
    }
    const { error } = answer
    if (!error) return 'recorded'
    if (error.code === '23505' && error.message.includes(CLICK_ID_CONSTRAINT)) {
      if (attempt === 1) console.warn(`${label}: already recorded`)
      return 'recorded'
    }
    if (error.message === BOT_BLOCKED_MESSAGE) {
      if (logRefusals) console.warn(BOT_BLOCKED_MESSAGE, error.details ?? '')
      return 'blocked'
    }
    if (!isTransient(answer)) {
      if (logRefusals) console.error(`${label} not recorded: ${error.message}`)
      return 'refused'
    }
    const pause = Math.min(delay, policy.maxDelayMs) * (0.75 + Math.random() / 2)
    if (Date.now() - started + pause >= policy.deadlineMs) {
      console.error(
        `${label} not recorded after ${attempt} attempts in ${Math.round((Date.now() - started) / 1000)} s: ${error.message}`,
      )
      return 'gave up'
    }
    await sleep(pause)
    delay *= 2
  }
}

/** Inserts rows, answering as recordWithRetry expects. */
export type InsertRows<Row> = (rows: Row[], signal: AbortSignal) => Promise<InsertAnswer>

/**
 * The insert of a batch through PostgREST: one request with the rows as a JSON array,
 * idempotent on click_id (rows already there are skipped, not an error).
 */
export function insertClicksWith<Row extends object>(
  client: () => PostgrestClient,
  table = 'brand_clicks_history',
): InsertRows<Row> {
  return async (rows, signal) => {
    const { error, status } = await client()
      .from(table)
      .upsert(rows as never, { onConflict: 'click_id', ignoreDuplicates: true })
      .abortSignal(signal)
    return { error, status }
  }
}

export interface BatchOptions {
  /** How long the first click of a batch waits for others, in ms. */
  windowMs: number
  /** The most rows in one insert: a full batch goes at once. */
  maxRows: number
  /** The most batches under way at once; more clicks wait in the queue meanwhile. */
  maxInFlight: number
  retry: RetryPolicy
}

export const DEFAULT_BATCH: BatchOptions = {
  windowMs: 25,
  maxRows: 200,
  maxInFlight: 4,
  retry: DEFAULT_RETRY,
}

interface Queued<Row> {
  row: Row
  settle: (outcome: RecordOutcome) => void
}

/** Collects clicks into batches and records each batch with one insert (see the header). */
export class ClickBatcher<Row extends { click_id: string }> {
  private readonly insert: InsertRows<Row>
  private readonly options: BatchOptions
  private queue: Queued<Row>[] = []
  private inFlight = 0
  /** The window of the oldest queued click has passed: send what is queued. */
  private due = false
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(insert: InsertRows<Row>, options: Partial<BatchOptions> = {}) {
    this.insert = insert
    this.options = { ...DEFAULT_BATCH, ...options }
  }

  /** Queues a click; resolves with its outcome once its batch has settled. Never rejects. */
  record(row: Row): Promise<RecordOutcome> {
    return new Promise((settle) => {
      this.queue.push({ row, settle })
      this.pump()
    })
  }

  /** Clicks queued or under way (tests, and the log). */
  get pending(): number {
    return this.queue.length + this.inFlight
  }

  private pump(): void {
    const { maxRows, maxInFlight, windowMs } = this.options
    while (
      this.inFlight < maxInFlight &&
      this.queue.length > 0 &&
      (this.due || this.queue.length >= maxRows)
    ) {
      const batch = this.queue.splice(0, maxRows)
      this.inFlight++
      void this.send(batch).finally(() => {
        this.inFlight--
        this.pump()
      })
    }
    if (this.queue.length === 0) {
      this.due = false
      if (this.timer !== null) clearTimeout(this.timer)
      this.timer = null
    } else if (!this.due && this.timer === null) {
      const timer = setTimeout(() => {
        this.timer = null
        this.due = true
        this.pump()
      }, windowMs) as unknown as { unref?: () => void }
      // In Node the window never holds a stopping process open; the waitUntil promises do.
      timer.unref?.()
      this.timer = timer as unknown as ReturnType<typeof setTimeout>
    }
  }

  private async send(batch: Queued<Row>[]): Promise<void> {
    const { retry } = this.options
    const started = Date.now()
    const rows = batch.map((item) => item.row)
    const single = rows.length === 1
    const outcome = await recordWithRetry(
      (signal) => this.insert(rows, signal),
      single ? `Click ${rows[0]!.click_id}` : `A batch of ${rows.length} clicks`,
      retry,
      single,
    )
    if (single || (outcome !== 'blocked' && outcome !== 'refused')) {
      for (const item of batch) item.settle(outcome)
      return
    }
    // One row refused fails the statement: the rows one by one, so the others still land.
    for (const item of batch) {
      const remaining = retry.deadlineMs - (Date.now() - started)
      item.settle(
        await recordWithRetry(
          (signal) => this.insert([item.row], signal),
          `Click ${item.row.click_id}`,
          { ...retry, deadlineMs: Math.max(remaining, 1_000) },
        ),
      )
    }
  }
}
