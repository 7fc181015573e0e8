/**
 * The local stack's pg_cron (supabase/emulator/scheduler.ts) on a database of its own, next to
 * the stack's (whose scheduler would run these jobs too), with cron.sql's interface and a
 * clock each test sets: a cron expression runs at its matching minutes, once each; an interval
 * runs at once and then every interval; a job runs at most once at a time, and a run that
 * fell due meanwhile follows when it ends; a schedule the stack cannot run is reported once.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import type pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { paths } from '../../../supabase/emulator/config.ts'
import { createPool } from '../../../supabase/emulator/db.ts'
import { startScheduler, type Scheduler } from '../../../supabase/emulator/scheduler.ts'
import { sql, stack } from '../support/clients.ts'

const database = `scheduler_${randomUUID().replaceAll('-', '').slice(0, 8)}`
let pool: pg.Pool
let scheduler: Scheduler | undefined
let clock = 0
const logged: string[] = []

beforeAll(async () => {
  await sql(`create database ${database}`)
  const url = new URL(stack.dbUrl)
  url.pathname = `/${database}`
  pool = createPool(url.href, 6)
  await pool.query(fs.readFileSync(paths.cron, 'utf8'))
  await pool.query(`
    create table runs (
      id bigint generated always as identity primary key,
      job text not null,
      started timestamptz not null default clock_timestamp(),
      ended timestamptz
    );
    -- A run that takes a while, its start and end recorded.
    create function slow_run() returns void language plpgsql as $$
    declare
      v_id bigint;
    begin
      insert into runs (job) values ('slow') returning id into v_id;
      perform pg_sleep(0.5);
      update runs set ended = clock_timestamp() where id = v_id;
    end
    $$;`)
})

afterEach(async () => {
  await scheduler?.stop()
  scheduler = undefined
  logged.length = 0
  await pool.query('delete from cron.job; truncate runs')
})

afterAll(async () => {
  await pool?.end()
  await sql(`drop database if exists ${database} with (force)`)
})

function start(at: string) {
  clock = Date.parse(at)
  scheduler = startScheduler(pool, (line) => logged.push(line), {
    now: () => clock,
    pollMs: 20,
  })
}

async function schedule(name: string, when: string, command: string) {
  await pool.query('select cron.schedule($1, $2, $3)', [name, when, command])
}

async function runsOf(job: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from runs where job = $1',
    [job],
  )
  return rows[0]!.n
}

/** Waits until `job` has run `count` times. */
function ranTimes(job: string, count: number) {
  return vi.waitFor(
    async () => {
      const n = await runsOf(job)
      if (n < count) throw new Error(`${job} ran ${n} times, not yet ${count}`)
    },
    { timeout: 5_000, interval: 20 },
  )
}

describe('the local scheduler', () => {
  test('runs a cron expression at its matching minutes in UTC, once each; an interval at once', async () => {
    await schedule('tick', '1 seconds', `insert into runs (job) values ('tick')`)
    await schedule('every-five', '*/5 * * * *', `insert into runs (job) values ('every-five')`)
    start('2026-01-01T00:04:58Z')

    // The interval job runs at once: the scheduler has read the jobs, before 00:05.
    await ranTimes('tick', 1)
    expect(await runsOf('every-five')).toBe(0)

    clock = Date.parse('2026-01-01T00:05:00Z')
    await ranTimes('every-five', 1)

    // Later in the same five minutes: the interval job runs again, the cron job does not.
    clock = Date.parse('2026-01-01T00:09:59Z')
    const ticks = await runsOf('tick')
    await ranTimes('tick', ticks + 1)
    expect(await runsOf('every-five')).toBe(1)

    clock = Date.parse('2026-01-01T00:10:00Z')
    await ranTimes('every-five', 2)
  })

  test('runs a job once at a time; a run due meanwhile starts when the last one ends', async () => {
    await schedule('tick', '1 seconds', `insert into runs (job) values ('tick')`)
    await schedule('slow', '* * * * *', 'select slow_run()')
    start('2026-01-01T00:00:30Z')
    await ranTimes('tick', 1)
    clock = Date.parse('2026-01-01T00:01:00Z')
    // The first run has started (its row is not committed before it ends).
    await vi.waitFor(
      async () => {
        const { rows } = await pool.query(
          `select 1 from pg_stat_activity where datname = $1 and query = 'select slow_run()' and state = 'active'`,
          [database],
        )
        if (rows.length === 0) throw new Error('not running yet')
      },
      { timeout: 5_000, interval: 20 },
    )
    // The next minute falls due while it runs; the clock then stays there.
    clock = Date.parse('2026-01-01T00:02:00Z')

    await ranTimes('slow', 2)
    await vi.waitFor(
      async () => {
        const { rows } = await pool.query(`select 1 from runs where job = 'slow' and ended is null`)
        if (rows.length > 0) throw new Error('a run is still going')
      },
      { timeout: 5_000, interval: 20 },
    )
    const { rows } = await pool.query<{ started: Date; ended: Date }>(
      `select started, ended from runs where job = 'slow' order by started`,
    )
    expect(rows).toHaveLength(2)
    const [first, second] = rows
    expect(second!.started.getTime()).toBeGreaterThanOrEqual(first!.ended.getTime())
  })

  test('reports a schedule it cannot run once, and does not run it', async () => {
    await schedule('tick', '1 seconds', `insert into runs (job) values ('tick')`)
    await schedule('with-seconds', '* * * * * *', `insert into runs (job) values ('with-seconds')`)
    start('2026-01-01T00:00:00Z')
    await ranTimes('tick', 1)
    // Several more reads of the jobs.
    for (const seconds of [2, 4, 6]) {
      clock = Date.parse(`2026-01-01T00:00:0${seconds}Z`)
      await ranTimes('tick', seconds / 2 + 1)
    }
    expect(await runsOf('with-seconds')).toBe(0)
    expect(logged).toEqual(['cron: with-seconds (* * * * * *) is not run locally\n'])
  })
})
