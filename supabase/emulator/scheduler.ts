/**
 * The local stack's pg_cron: runs the jobs migrations schedule with cron.schedule() (the
 * stand-in in cron.sql records them in cron.job), as the superuser, one run of a job at a time.
 * It understands pg_cron's two forms of schedule: an interval ('5 seconds', pg_cron's
 * sub-minute form), first run at once, and a standard 5-field cron expression
 * ('*\/5 * * * *', '0 *\/6 * * *', or a nickname like '@hourly'), read in UTC as pg_cron
 * reads it, first run at the next matching minute. A job with another schedule is reported
 * once and not run.
 *
 * As pg_cron does, a run that falls due while the job's previous run is still going starts
 * when that one ends; runs missed meanwhile collapse into that one.
 *
 * @example
 *   const scheduler = startScheduler(pool, (line) => process.stderr.write(line))
 *   await scheduler.stop()
 */
import { Cron } from 'croner'
import type pg from 'pg'

interface Job {
  jobname: string
  schedule: string
  command: string
}

export interface Scheduler {
  stop: () => Promise<void>
}

export interface SchedulerOptions {
  /** The clock, in epoch milliseconds (tests set it). */
  now?: () => number
  /** How often the job table is read (new and changed schedules take effect within it). */
  pollMs?: number
}

const POLL_MS = 1_000
const INTERVAL = /^\s*(\d+)\s+seconds?\s*$/

export function intervalMs(schedule: string): number | null {
  const match = INTERVAL.exec(schedule)
  const seconds = match ? Number(match[1]) : NaN
  return seconds >= 1 && seconds <= 59 ? seconds * 1000 : null
}

/**
 * When a schedule next runs after `after`: for an interval, `after` plus the interval; for a
 * cron expression, its next matching minute in UTC. Null for a schedule the stack cannot run.
 *
 * @example
 *   nextRunAfter('*\/5 * * * *', new Date('2026-01-01T00:04:59Z')) // 2026-01-01T00:05:00Z
 */
export function nextRunAfter(schedule: string, after: Date): Date | null {
  const every = intervalMs(schedule)
  if (every !== null) return new Date(after.getTime() + every)
  return cronPattern(schedule)?.nextRun(after) ?? null
}

/** pg_cron's cron expressions are Vixie cron's: five fields, day of month OR day of week. */
function cronPattern(schedule: string): Cron | null {
  try {
    return new Cron(schedule.trim(), { timezone: 'UTC', mode: '5-part', domAndDow: false })
  } catch {
    return null
  }
}

/** When a job runs next, for the schedule it had when this was computed. */
interface Plan {
  schedule: string
  next: number
}

export function startScheduler(
  pool: pg.Pool,
  log: (line: string) => void,
  options: SchedulerOptions = {},
): Scheduler {
  const now = options.now ?? Date.now
  const plans = new Map<string, Plan>()
  const running = new Map<string, Promise<void>>()
  const unsupported = new Set<string>()
  let stopped = false

  const run = (job: Job) => {
    const done = pool
      .query(job.command)
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!stopped) console.error(`cron job ${job.jobname} failed:`, error)
      })
      .finally(() => running.delete(job.jobname))
    running.set(job.jobname, done)
  }

  /** The job's plan, made anew when it is new or its schedule changed; null when it cannot run. */
  const planOf = (job: Job): Plan | null => {
    const known = plans.get(job.jobname)
    if (known?.schedule === job.schedule) return known
    // An interval job runs at once; a cron job at its next matching minute.
    const next =
      intervalMs(job.schedule) !== null ? now() : nextRunAfter(job.schedule, new Date(now()))
    if (next === null) {
      plans.delete(job.jobname)
      const key = `${job.jobname}\n${job.schedule}`
      if (!unsupported.has(key)) log(`cron: ${job.jobname} (${job.schedule}) is not run locally\n`)
      unsupported.add(key)
      return null
    }
    const plan = { schedule: job.schedule, next: Number(next) }
    plans.set(job.jobname, plan)
    return plan
  }

  const tick = async () => {
    let jobs: Job[]
    try {
      jobs = (await pool.query<Job>('select jobname, schedule, command from cron.job where active'))
        .rows
    } catch (error) {
      if (!stopped) console.error('cron: reading cron.job failed:', error)
      return
    }
    const names = new Set(jobs.map((job) => job.jobname))
    for (const name of plans.keys()) if (!names.has(name)) plans.delete(name)
    for (const job of jobs) {
      const plan = planOf(job)
      if (!plan || stopped) continue
      const at = now()
      // Due while the previous run goes on: it stays due, and runs once that one has ended.
      if (plan.next > at || running.has(job.jobname)) continue
      plan.next = nextRunAfter(job.schedule, new Date(at))?.getTime() ?? Infinity
      run(job)
    }
  }

  let ticking: Promise<void> | null = null
  const timer = setInterval(() => {
    ticking ??= tick().finally(() => (ticking = null))
  }, options.pollMs ?? POLL_MS)
  timer.unref()
  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await ticking
      await Promise.all(running.values())
    },
  }
}
