/** When the local pg_cron (supabase/emulator/scheduler.ts) runs a schedule next. */
import { afterEach, describe, expect, test } from 'vitest'
import { nextRunAfter } from '../../../supabase/emulator/scheduler.ts'

const at = (iso: string) => new Date(iso)
const savedTz = process.env.TZ

afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ
  else process.env.TZ = savedTz
})

describe('nextRunAfter', () => {
  test('a cron expression: its next matching minute, strictly after', () => {
    expect(nextRunAfter('*/5 * * * *', at('2026-01-01T00:04:59Z'))).toEqual(
      at('2026-01-01T00:05:00Z'),
    )
    expect(nextRunAfter('*/5 * * * *', at('2026-01-01T00:05:00Z'))).toEqual(
      at('2026-01-01T00:10:00Z'),
    )
    expect(nextRunAfter('* * * * *', at('2026-01-01T00:00:00.500Z'))).toEqual(
      at('2026-01-01T00:01:00Z'),
    )
  })

  test('reads the expression in UTC, as pg_cron does, whatever the machine’s time zone', () => {
    process.env.TZ = 'America/New_York'
    expect(nextRunAfter('0 */6 * * *', at('2026-07-01T05:59:00Z'))).toEqual(
      at('2026-07-01T06:00:00Z'),
    )
    expect(nextRunAfter('30 2 * * *', at('2026-03-08T00:00:00Z'))).toEqual(
      at('2026-03-08T02:30:00Z'),
    )
  })

  test('day of month or day of week, as Vixie cron reads both', () => {
    // 2026-01-02 is a Friday: the 1st of February or the next Monday, whichever comes first.
    expect(nextRunAfter('0 0 1 * 1', at('2026-01-02T00:00:00Z'))).toEqual(
      at('2026-01-05T00:00:00Z'),
    )
  })

  test("an interval, pg_cron's '[1-59] seconds': that long after", () => {
    expect(nextRunAfter('5 seconds', at('2026-01-01T00:00:00Z'))).toEqual(
      at('2026-01-01T00:00:05Z'),
    )
    expect(nextRunAfter('1 second', at('2026-01-01T00:00:00Z'))).toEqual(at('2026-01-01T00:00:01Z'))
  })

  test.each(['* * * * * *', '61 * * * *', 'every minute', '0 seconds', '60 seconds', ''])(
    'none for a schedule pg_cron would not take: %j',
    (schedule) => {
      expect(nextRunAfter(schedule, at('2026-01-01T00:00:00Z'))).toBeNull()
    },
  )
})
