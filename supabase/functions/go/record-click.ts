/**
 * Recording a /go click after the visitor has been redirected: retried with backoff for a
 * bounded time, and idempotent, because the row carries the click id the function issued
 * (unique: brand_clicks_history_click_id_key). A retry whose earlier attempt did land (an
 * answer lost on the way back) meets that constraint, which means the click is recorded.
 *
 * Outcomes: 'recorded'; 'blocked' (the trigger refuses a click scoring 0 with 'Traffic
 * blocked by bot filter': logged, never retried); 'refused' (another answer that a retry
 * cannot change, such as a brand deleted meanwhile: logged); 'gave up' (still failing at
 * the deadline: logged). Nothing here throws.
 */
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

export async function recordWithRetry(
  insert: InsertClick,
  clickId: string,
  policy: RetryPolicy = DEFAULT_RETRY,
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
      if (attempt === 1) console.warn(`Click ${clickId} was already recorded`)
      return 'recorded'
    }
    if (error.message === BOT_BLOCKED_MESSAGE) {
      console.warn(BOT_BLOCKED_MESSAGE, error.details ?? '')
      return 'blocked'
    }
    if (!isTransient(answer)) {
      console.error(`Click ${clickId} not recorded: ${error.message}`)
      return 'refused'
    }
    const pause = Math.min(delay, policy.maxDelayMs) * (0.75 + Math.random() / 2)
    if (Date.now() - started + pause >= policy.deadlineMs) {
      console.error(
        `Click ${clickId} not recorded after ${attempt} attempts in ${Math.round((Date.now() - started) / 1000)} s: ${error.message}`,
      )
      return 'gave up'
    }
    await sleep(pause)
    delay *= 2
  }
}
