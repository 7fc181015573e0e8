// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  BOT_BLOCKED_MESSAGE,
  recordWithRetry,
  type InsertAnswer,
} from '../../../supabase/functions/go/record-click.ts'

const FAST = { deadlineMs: 2_000, firstDelayMs: 5, maxDelayMs: 20 }

/** PostgREST's answers, in order (the last one repeats). */
function answers(...list: InsertAnswer[]) {
  let i = 0
  return vi.fn(async () => list[Math.min(i++, list.length - 1)]!)
}

const ok: InsertAnswer = { error: null, status: 201 }
const noAnswer: InsertAnswer = { error: { message: 'TypeError: fetch failed' }, status: 0 }
const timeout: InsertAnswer = {
  error: { code: '57014', message: 'canceling statement due to statement timeout' },
  status: 500,
}
const landed: InsertAnswer = {
  error: {
    code: '23505',
    message: 'duplicate key value violates unique constraint "brand_clicks_history_click_id_key"',
  },
  status: 409,
}

afterEach(() => vi.restoreAllMocks())

describe('recording a /go click in the background', () => {
  test('retries what a later attempt may change, until it lands', async () => {
    const insert = answers(noAnswer, timeout, ok)
    expect(await recordWithRetry(insert, 'c1', FAST)).toBe('recorded')
    expect(insert).toHaveBeenCalledTimes(3)
  })

  test('a retry meeting the click id it issued knows the click landed', async () => {
    const insert = answers(noAnswer, landed)
    expect(await recordWithRetry(insert, 'c2', FAST)).toBe('recorded')
    expect(insert).toHaveBeenCalledTimes(2)
  })

  test('a bot refusal is logged and not retried', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const insert = answers({
      error: {
        code: 'P0001',
        message: BOT_BLOCKED_MESSAGE,
        details: 'quality_flags: bot_user_agent',
      },
      status: 400,
    })
    expect(await recordWithRetry(insert, 'c3', FAST)).toBe('blocked')
    expect(insert).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(BOT_BLOCKED_MESSAGE, 'quality_flags: bot_user_agent')
  })

  test('another refusal is logged and not retried', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const insert = answers({
      error: { code: '23503', message: 'insert violates foreign key constraint' },
      status: 409,
    })
    expect(await recordWithRetry(insert, 'c4', FAST)).toBe('refused')
    expect(insert).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
  })

  test('gives up at its deadline, logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = Date.now()
    const insert = answers(noAnswer)
    expect(await recordWithRetry(insert, 'c5', { ...FAST, deadlineMs: 200 })).toBe('gave up')
    expect(Date.now() - started).toBeLessThan(400)
    expect(insert.mock.calls.length).toBeGreaterThan(3)
    expect(error.mock.calls.at(-1)?.[0]).toMatch(/^Click c5 not recorded after \d+ attempts/)
  })

  test('an attempt never outlives the deadline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const insert = vi.fn(
      (signal: AbortSignal) =>
        new Promise<InsertAnswer>((resolve) =>
          signal.addEventListener('abort', () => resolve(noAnswer)),
        ),
    )
    const started = Date.now()
    expect(await recordWithRetry(insert, 'c6', { ...FAST, deadlineMs: 150 })).toBe('gave up')
    expect(Date.now() - started).toBeLessThan(400)
  })
})
