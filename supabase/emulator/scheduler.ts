/**
 * The local stack's pg_cron: runs the jobs migrations schedule with cron.schedule() (the
 * stand-in in cron.sql records them in cron.job) on their interval, as the superuser, one
 * run of a job at a time. Interval schedules ('5 seconds', pg_cron's sub-minute form) are
 * what the migrations use; a job with another schedule is reported once and not run.
 */
import type pg from 'pg'

interface Job {
  jobname: string
  schedule: string
  command: string
}

export interface Scheduler {
  stop: () => Promise<void>
}

/** How often the job table is read (new and changed schedules take effect within it). */
const POLL_MS = 1_000
const INTERVAL = /^\s*(\d+)\s+seconds?\s*$/

export function intervalMs(schedule: string): number | null {
  const match = INTERVAL.exec(schedule)
  const seconds = match ? Number(match[1]) : NaN
  return seconds >= 1 && seconds <= 59 ? seconds * 1000 : null
}

export function startScheduler(pool: pg.Pool, log: (line: string) => void): Scheduler {
  const lastRun = new Map<string, number>()
  const running = new Map<string, Promise<void>>()
  const unsupported = new Set<string>()
  let stopped = false

  const run = (job: Job) => {
    lastRun.set(job.jobname, Date.now())
    const done = pool
      .query(job.command)
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!stopped) console.error(`cron job ${job.jobname} failed:`, error)
      })
      .finally(() => running.delete(job.jobname))
    running.set(job.jobname, done)
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
    for (const job of jobs) {
      const every = intervalMs(job.schedule)
      if (every === null) {
        if (!unsupported.has(job.jobname))
          log(`cron: ${job.jobname} (${job.schedule}) is not run locally\n`)
        unsupported.add(job.jobname)
        continue
      }
      const due = (lastRun.get(job.jobname) ?? 0) + every <= Date.now()
      if (due && !running.has(job.jobname) && !stopped) run(job)
    }
  }

  const timer = setInterval(() => void tick(), POLL_MS)
  timer.unref()
  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await Promise.all(running.values())
    },
  }
}
