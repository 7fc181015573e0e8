// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  BOT_BLOCKED_MESSAGE,
  ClickBatcher,
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
    expect(await recordWithRetry(insert, 'Click c1', FAST)).toBe('recorded')
    expect(insert).toHaveBeenCalledTimes(3)
  })

  test('a retry meeting the click id it issued knows the click landed', async () => {
    const insert = answers(noAnswer, landed)
    expect(await recordWithRetry(insert, 'Click c2', FAST)).toBe('recorded')
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
    expect(await recordWithRetry(insert, 'Click c3', FAST)).toBe('blocked')
    expect(insert).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(BOT_BLOCKED_MESSAGE, 'quality_flags: bot_user_agent')
  })

  test('another refusal is logged and not retried', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const insert = answers({
      error: { code: '23503', message: 'insert violates foreign key constraint' },
      status: 409,
    })
    expect(await recordWithRetry(insert, 'Click c4', FAST)).toBe('refused')
    expect(insert).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
  })

  test('gives up at its deadline, logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const started = Date.now()
    const insert = answers(noAnswer)
    expect(await recordWithRetry(insert, 'Click c5', { ...FAST, deadlineMs: 200 })).toBe('gave up')
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
    expect(await recordWithRetry(insert, 'Click c6', { ...FAST, deadlineMs: 150 })).toBe('gave up')
    expect(Date.now() - started).toBeLessThan(400)
  })
})

type Row = { click_id: string; bot?: boolean }

const botRefusal: InsertAnswer = {
  error: { code: 'P0001', message: BOT_BLOCKED_MESSAGE, details: 'quality_flags: bot_user_agent' },
  status: 400,
}

/**
 * A stand-in for the table behind the insert (the real one is exercised in
 * tests/integration/functions/go.test.ts): what each request sent, which ids landed, and the
 * statement semantics that matter here (a bot row fails the whole statement; duplicates of
 * click_id are skipped).
 */
function table(answer: (rows: Row[]) => InsertAnswer | Promise<InsertAnswer> = () => ok) {
  const requests: string[][] = []
  const stored = new Set<string>()
  let running = 0
  let mostRunning = 0
  const insert = async (rows: Row[]) => {
    requests.push(rows.map((row) => row.click_id))
    running++
    mostRunning = Math.max(mostRunning, running)
    try {
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (rows.some((row) => row.bot)) return botRefusal
      const result = await answer(rows)
      if (!result.error) for (const row of rows) stored.add(row.click_id)
      return result
    } finally {
      running--
    }
  }
  return { insert, requests, stored, mostRunning: () => mostRunning }
}

const rows = (n: number, prefix = 'r') =>
  Array.from({ length: n }, (_, i): Row => ({ click_id: `${prefix}${i}` }))

describe('batching the /go clicks', () => {
  test('clicks issued within the window go in one insert', async () => {
    const db = table()
    const batcher = new ClickBatcher<Row>(db.insert, { windowMs: 20, retry: FAST })
    const outcomes = await Promise.all(rows(50).map((row) => batcher.record(row)))
    expect(outcomes).toEqual(Array(50).fill('recorded'))
    expect(db.requests).toHaveLength(1)
    expect(db.requests[0]).toHaveLength(50)
    expect(db.stored.size).toBe(50)
    expect(batcher.pending).toBe(0)
  })

  test('a click waits no longer than the window for others', async () => {
    const db = table()
    const batcher = new ClickBatcher<Row>(db.insert, { windowMs: 30, retry: FAST })
    const started = performance.now()
    expect(await batcher.record({ click_id: 'alone' })).toBe('recorded')
    expect(performance.now() - started).toBeGreaterThanOrEqual(25)
    expect(performance.now() - started).toBeLessThan(500)
    expect(db.requests).toEqual([['alone']])
  })

  test('a full batch goes at once; at most maxRows rows per insert', async () => {
    const db = table()
    const batcher = new ClickBatcher<Row>(db.insert, {
      windowMs: 10_000,
      maxRows: 200,
      retry: FAST,
    })
    const pending = rows(400).map((row) => batcher.record(row))
    // Two full batches, without waiting for the (long) window.
    expect(await Promise.all(pending)).toEqual(Array(400).fill('recorded'))
    expect(db.requests.map((request) => request.length)).toEqual([200, 200])
  })

  test('at most maxInFlight inserts at once; the others wait and then go in bigger batches', async () => {
    // The inserts in flight hang until released, so the wait does not depend on timing.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const db = table(async () => {
      await held
      return ok
    })
    const batcher = new ClickBatcher<Row>(db.insert, {
      windowMs: 1,
      maxRows: 200,
      maxInFlight: 2,
      retry: FAST,
    })
    const pending: Promise<unknown>[] = []
    for (let i = 0; i < 10; i++) {
      pending.push(...rows(10, `t${i}-`).map((row) => batcher.record(row)))
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    expect(db.requests.length).toBeLessThanOrEqual(2)
    release()
    await Promise.all(pending)
    expect(db.stored.size).toBe(100)
    expect(db.mostRunning()).toBeLessThanOrEqual(2)
    expect(db.requests.length).toBeLessThan(10)
  })

  test('a failed batch is retried whole, and its rows land once', async () => {
    let failures = 2
    const db = table(() => (failures-- > 0 ? noAnswer : ok))
    const batcher = new ClickBatcher<Row>(db.insert, { windowMs: 5, retry: FAST })
    const outcomes = await Promise.all(rows(5).map((row) => batcher.record(row)))
    expect(outcomes).toEqual(Array(5).fill('recorded'))
    expect(db.requests).toHaveLength(3)
    expect(new Set(db.requests.map((request) => request.join()))).toHaveProperty('size', 1)
  })

  test('a bot in a batch: the rows go one by one, the others land and the bot is dropped (logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = table()
    const batcher = new ClickBatcher<Row>(db.insert, { windowMs: 5, retry: FAST })
    const batch: Row[] = [{ click_id: 'h1' }, { click_id: 'bot', bot: true }, { click_id: 'h2' }]
    expect(await Promise.all(batch.map((row) => batcher.record(row)))).toEqual([
      'recorded',
      'blocked',
      'recorded',
    ])
    expect(db.requests).toEqual([['h1', 'bot', 'h2'], ['h1'], ['bot'], ['h2']])
    expect([...db.stored].sort()).toEqual(['h1', 'h2'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(BOT_BLOCKED_MESSAGE, 'quality_flags: bot_user_agent')
  })

  test('another refusal of a batch also goes one by one, so one bad row costs only itself', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const refusal: InsertAnswer = {
      error: { code: '23503', message: 'insert violates foreign key constraint' },
      status: 409,
    }
    const db = table((batch) => (batch.some((row) => row.click_id === 'gone') ? refusal : ok))
    const batcher = new ClickBatcher<Row>(db.insert, { windowMs: 5, retry: FAST })
    const outcomes = await Promise.all(
      ['a', 'gone', 'b'].map((id) => batcher.record({ click_id: id })),
    )
    expect(outcomes).toEqual(['recorded', 'refused', 'recorded'])
    expect([...db.stored].sort()).toEqual(['a', 'b'])
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toBe(
      'Click gone not recorded: insert violates foreign key constraint',
    )
  })
})
