/**
 * `npm test`: the typecheck, the lint, the unit and component tests, the integration tests
 * and the end-to-end tests, all of them, failing if any fails. Run one after another
 * they leave a core idle most of the time (the checks and the unit tests run one
 * process, the integration tests and the browser mostly wait), so independent ones run side
 * by side:
 *
 *   1. typecheck, lint, and unit + components;
 *   2. once the typecheck and the lint have passed, the e2e server starts (tests/e2e/serve.ts:
 *      a site per shard, each a fresh local stack on its own ports, all served by one
 *      production build prerendered from the first: the stacks start from copies of one
 *      seeded database, so the build's ids hold in each), beside the unit tests still
 *      running; once those have passed, the integration tests and then the runtimes tests
 *      (the functions on Deno, the Supabase CLI's push), which go on beside
 *   3. the e2e spec files, split into E2E_SHARDS shards (default: a shard per 2 cores, 2
 *      to 4; on 2 cores three shards, started beside the unit tests, used 1,732 CPU seconds
 *      against two shards' 1,487, since the stage is bound by CPU), each starting once its
 *      site is ready and the unit tests have passed, side by side, each against its own
 *      stack and build copy (E2E_API_PORT + n, E2E_APP_PORT + n, dist-e2e-n): no shard sees
 *      another's data, as when one Playwright run had the stack to itself.
 *
 * Every stage is an npm script (`npm run test:e2e` alone still starts its own server), so
 * each can be run by hand. Output lines carry the stage's name; at the end comes a table
 * of when each stage ran and the CPU seconds it used (on 2 cores their sum bounds the
 * run), then the whole output of any stage that failed. After a failure
 * no further stage starts (those running finish) and the exit status is 1.
 *
 *   npm test
 *   E2E_SHARDS=1 npm test        one e2e site and one Playwright run
 *   npm test -- --plan           prints the e2e shards (ports, spec files) and exits
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { e2eSite } from '../tests/e2e/ports.ts'
import { watchProcessCpu } from './process-cpu.ts'

const root = path.resolve(import.meta.dirname, '..')
const started = performance.now()
const elapsed = (at = performance.now()) => (at - started) / 1000

interface Outcome {
  name: string
  start: number
  end: number
  ok: boolean
  /** Ended on purpose (a server after the tests): its exit status says nothing. */
  stopped?: boolean
  lines: string[]
}

const outcomes: Outcome[] = []
/** CPU seconds per stage: on 2 cores the whole run is bound by their sum. */
const cpu = watchProcessCpu()
const running = new Set<number>() // process group ids, for an interrupt
const NAME_WIDTH = 14

function prefixLines(name: string, stream: NodeJS.ReadableStream, lines: string[]) {
  const reader = readline.createInterface({ input: stream, crlfDelay: Infinity })
  reader.on('line', (line) => {
    lines.push(line)
    process.stdout.write(`${name.padEnd(NAME_WIDTH)}| ${line}\n`)
  })
  return new Promise<void>((resolve) => reader.on('close', resolve))
}

interface Running {
  outcome: Outcome
  pid: number
  done: Promise<Outcome>
}

/** Starts `command args` in its own process group, its output prefixed with `name`. */
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const outcome: Outcome = { name, start: elapsed(), end: 0, ok: false, lines: [] }
  outcomes.push(outcome)
  process.stdout.write(`${name.padEnd(NAME_WIDTH)}| $ ${[command, ...args].join(' ')}\n`)
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child.pid!)
  cpu.track(name, child.pid!)
  const streams = Promise.all([
    prefixLines(name, child.stdout, outcome.lines),
    prefixLines(name, child.stderr, outcome.lines),
  ])
  const done = new Promise<Outcome>((resolve) => {
    child.on('error', (error) => outcome.lines.push(String(error)))
    child.on('close', (code, signal) => {
      running.delete(child.pid!)
      void streams.then(() => {
        outcome.end = elapsed()
        outcome.ok = code === 0
        if (!outcome.ok) outcome.lines.push(`(exit ${code ?? signal})`)
        const verdict = outcome.stopped ? 'stopped' : outcome.ok ? 'passed' : 'FAILED'
        process.stdout.write(
          `${name.padEnd(NAME_WIDTH)}| ${verdict} after ${(outcome.end - outcome.start).toFixed(0)} s\n`,
        )
        resolve(outcome)
      })
    })
  })
  return { outcome, pid: child.pid!, done } satisfies Running
}

/** Runs the stages side by side; true if all passed. */
async function together(...stages: Array<Promise<Outcome>>): Promise<boolean> {
  const results = await Promise.all(stages)
  return results.every((result) => result.ok)
}

function npmRun(name: string, script: string, args: string[] = [], env?: NodeJS.ProcessEnv) {
  return start(name, 'npm', ['run', script, ...(args.length ? ['--', ...args] : [])], env).done
}

// --- the e2e shards -------------------------------------------------------------------

/**
 * About how long each spec file runs (seconds, summed from a CI run with two shards on
 * 2 cores, 28 November 2026), to balance the shards; a file not listed counts as the median.
 * Only the balance depends on them: every spec file in tests/e2e runs in exactly one shard.
 */
const SPEC_SECONDS: Record<string, number> = {
  'accessibility-beyond-axe.spec.ts': 73,
  'accessibility.spec.ts': 76,
  'admin-alerts.spec.ts': 40,
  'admin-analytics.spec.ts': 20,
  'admin-brand-form.spec.ts': 51,
  'admin-brand-licences.spec.ts': 56,
  'admin-brands-list.spec.ts': 41,
  'admin-categories.spec.ts': 33,
  'admin-click-log.spec.ts': 39,
  'admin-compliance.spec.ts': 39,
  'admin-countries.spec.ts': 23,
  'admin-dashboard-build.spec.ts': 22,
  'admin-dashboard.spec.ts': 24,
  'admin-evidence.spec.ts': 7,
  'admin-link-health.spec.ts': 38,
  'admin-lists-fit.spec.ts': 129,
  'admin-media.spec.ts': 41,
  'admin-origin.spec.ts': 12,
  'admin-pages.spec.ts': 40,
  'admin-postbacks.spec.ts': 45,
  'admin-recovery.spec.ts': 8,
  'admin-saved-views.spec.ts': 30,
  'admin-settings.spec.ts': 24,
  'admin-two-factor.spec.ts': 10,
  'admin-users.spec.ts': 33,
  'admin.spec.ts': 71,
  'hydration.spec.ts': 2,
  'market-rules.spec.ts': 24,
  'one-truth.spec.ts': 8,
  'public-catalog.spec.ts': 12,
  'public-matrix.spec.ts': 43,
  'ranking.spec.ts': 9,
  'review.spec.ts': 3,
  'site.spec.ts': 29,
  'size.spec.ts': 1,
  'smoke.spec.ts': 2,
  'static-host.spec.ts': 9,
  'tracking.spec.ts': 28,
}

/**
 * Spec files that read what the build kept in the database it prerendered from (the page
 * evidence, scripts/page-evidence.ts): the first site's stack only, as tests/e2e/serve.ts
 * copies the build to the other sites but not those rows. They run in the first shard.
 */
const FIRST_SITE_ONLY = new Set(['admin-evidence.spec.ts'])

interface Shard {
  index: number
  files: string[]
  env: NodeJS.ProcessEnv
  url: string
}

function shards(): Shard[] {
  const cores = os.availableParallelism()
  const count = Math.max(
    1,
    Number(process.env.E2E_SHARDS ?? Math.min(4, Math.max(2, Math.floor(cores / 2)))),
  )
  const files = fs
    .readdirSync(path.join(root, 'tests/e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort()
  const known = Object.values(SPEC_SECONDS).sort((a, b) => a - b)
  const median = known.length ? known[Math.floor(known.length / 2)]! : 1
  const weight = (file: string) => SPEC_SECONDS[file] ?? median
  // Longest first, each to the shard with the least so far (after the first site's own).
  const assigned = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }))
  for (const file of files.filter((name) => FIRST_SITE_ONLY.has(name))) {
    assigned[0]!.seconds += weight(file)
    assigned[0]!.files.push(file)
  }
  const rest = files.filter((name) => !FIRST_SITE_ONLY.has(name))
  for (const file of rest.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = assigned.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min))
    lightest.seconds += weight(file)
    lightest.files.push(file)
  }
  const used = assigned.filter((shard) => shard.files.length > 0)
  return used.map((shard, index) => {
    const site = e2eSite(index, used.length)
    return {
      index: index + 1,
      files: used.length === 1 ? [] : shard.files.sort(),
      url: `http://127.0.0.1:${site.appPort}/`,
      env: {
        E2E_API_PORT: String(site.apiPort),
        E2E_APP_PORT: String(site.appPort),
        E2E_OUT_DIR: site.outDir,
      },
    }
  })
}

interface Server {
  /** Per shard: once its site answers (false if the server died first). */
  ready: Array<Promise<boolean>>
  stop: () => Promise<void>
}

/** tests/e2e/serve.ts with a site per shard (one build serves them all). */
function startServer(shards: Shard[]): Server {
  const name = 'e2e-server'
  const run = start(name, process.execPath, ['--import', 'tsx', 'tests/e2e/serve.ts'], {
    E2E_SITES: String(shards.length),
  })
  let exited = false
  void run.done.then(() => (exited = true))
  const timeout = Number(process.env.E2E_SERVER_TIMEOUT ?? 600_000)
  const deadline = performance.now() + timeout
  const ready = shards.map(async (shard) => {
    while (!exited && performance.now() < deadline) {
      const answered = await fetch(shard.url).then(
        (response) => response.status < 404,
        () => false,
      )
      if (answered) {
        process.stdout.write(
          `${name.padEnd(NAME_WIDTH)}| ready at ${shard.url} after ${(elapsed() - run.outcome.start).toFixed(0)} s\n`,
        )
        return true
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    if (!exited) run.outcome.lines.push(`not ready within ${timeout} ms`)
    return false
  })
  const stop = async () => {
    if (!exited) {
      run.outcome.stopped = true
      // serve.ts stops its stacks on SIGTERM; the whole group goes if it takes too long.
      process.kill(run.pid, 'SIGTERM')
      const killer = setTimeout(() => process.kill(-run.pid, 'SIGKILL'), 30_000)
      await run.done
      clearTimeout(killer)
    }
    run.outcome.ok = run.outcome.lines.every((line) => !line.startsWith('not ready'))
    if (!(await Promise.all(ready)).every(Boolean)) run.outcome.ok = false
  }
  return { ready, stop }
}

function runShard(shard: Shard, count: number) {
  const patterns = shard.files.map((file) => `tests/e2e/${file.replaceAll('.', '\\.')}$`)
  const args = count === 1 ? [] : ['--output', `test-results/e2e-${shard.index}`, ...patterns]
  const env: NodeJS.ProcessEnv = { ...shard.env, E2E_REUSE_SERVER: '1' }
  if (count > 1) env.PLAYWRIGHT_HTML_OUTPUT_DIR = `playwright-report/e2e-${shard.index}`
  return npmRun(count === 1 ? 'e2e' : `e2e-${shard.index}`, 'test:e2e', args, env)
}

// --- the run --------------------------------------------------------------------------

async function main(): Promise<void> {
  const unit = npmRun('unit', 'test:unit')
  if (!(await together(npmRun('typecheck', 'typecheck'), npmRun('lint', 'lint')))) {
    await unit
    return
  }

  const e2eShards = shards()
  // Beside the unit tests, not beside the checks: each stage runs in its own
  // session, so Linux's autogroup scheduling shares the CPU between sessions whatever their
  // nice value, and three builds beside all three checks made them three times slower.
  const server = startServer(e2eShards)
  try {
    if (!(await unit).ok) return
    const backend = (async () =>
      (await npmRun('integration', 'test:integration')).ok &&
      (await npmRun('runtimes', 'test:runtimes')).ok)()
    // Each shard as soon as its site is ready. Not before the unit tests have passed: beside
    // them three shards made the unit stage 60% slower and the whole run longer.
    const e2e = e2eShards.map(async (shard, index) => {
      if (await server.ready[index]) await runShard(shard, e2eShards.length)
    })
    await Promise.all([backend, ...e2e])
  } finally {
    await server.stop()
  }
}

function report() {
  cpu.stop()
  const line = '-'.repeat(68)
  process.stdout.write(`\n${line}\nstage           start     end   seconds   cpu s\n`)
  for (const outcome of outcomes) {
    const used = cpu.cpuSeconds(outcome.name)
    process.stdout.write(
      `${outcome.name.padEnd(NAME_WIDTH)} ${outcome.start.toFixed(0).padStart(6)} ${outcome.end.toFixed(0).padStart(7)} ${(outcome.end - outcome.start).toFixed(0).padStart(9)} ${(used === undefined ? '-' : used.toFixed(0)).padStart(7)}  ${outcome.ok ? 'ok' : 'FAILED'}\n`,
    )
  }
  process.stdout.write(`total ${elapsed().toFixed(0)} s\n${line}\n`)
  for (const outcome of outcomes.filter((outcome) => !outcome.ok)) {
    process.stdout.write(
      `\n==== ${outcome.name} failed; its output:\n${outcome.lines.join('\n')}\n`,
    )
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, signal)
      } catch {
        // already gone
      }
    }
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })
}

if (process.argv.includes('--plan')) {
  // What would run where: the e2e shards, their ports and spec files.
  for (const shard of shards()) {
    console.log(
      `e2e-${shard.index}: ${JSON.stringify(shard.env)} ${shard.files.join(' ') || '(all)'}`,
    )
  }
  process.exit(0)
}

main().then(
  () => {
    report()
    // A server's outcome is settled by its stop(): killed on purpose is not a failure.
    process.exit(outcomes.some((outcome) => !outcome.ok) ? 1 : 0)
  },
  (error: unknown) => {
    console.error(error)
    report()
    process.exit(1)
  },
)
