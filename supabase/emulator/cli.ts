/**
 * Command line of the local stack, like the Supabase CLI's:
 *   start    run the stack until Ctrl-C (npm run emulator)
 *   status   print the URL, keys and database URL (npm run db:status)
 *   reset    rebuild the database from migrations, seed and demo traffic (npm run db:reset)
 *   typegen  write src/integrations/supabase/types.ts from the live schema (npm run typegen)
 *   schema   write supabase/schema.sql, the migrated schema as pg_dump writes it (npm run db:schema)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { defaultOptions, projectRoot } from './config.ts'
import { startEmulator, startTemporaryEmulator, type RunningEmulator } from './index.ts'
import { dumpSchema } from './schema-dump.ts'
import { seedCredentials } from './seed-users.ts'

const stateFile = path.join(defaultOptions.dataDir, 'emulator.json')

interface State {
  pid: number
  url: string
  mailUrl: string
  anonKey: string
  serviceRoleKey: string
  dbUrl: string
}

export function runningState(): State | null {
  if (!fs.existsSync(stateFile)) return null
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State
  try {
    process.kill(state.pid, 0)
    return state
  } catch {
    return null
  }
}

export function describe(
  stack: Pick<State, 'url' | 'mailUrl' | 'anonKey' | 'serviceRoleKey' | 'dbUrl'>,
): string {
  return [
    `         API URL: ${stack.url}`,
    `          DB URL: ${stack.dbUrl}`,
    `    Mail catcher: ${stack.mailUrl}`,
    `        anon key: ${stack.anonKey}`,
    `service_role key: ${stack.serviceRoleKey}`,
    '',
    'Local users (from supabase/emulator/seed-local.ts):',
    ...seedCredentials.map((user) => `  ${user.role.padEnd(8)} ${user.email} / ${user.password}`),
  ].join('\n')
}

/** Starts the stack, records it for `status`, and stops it on Ctrl-C or SIGTERM. */
export async function startAndHold(): Promise<RunningEmulator> {
  if (runningState())
    throw new Error('The local stack is already running (npm run db:status shows it).')
  const stack = await startEmulator({ demoTraffic: true })
  fs.writeFileSync(
    stateFile,
    JSON.stringify({
      pid: process.pid,
      url: stack.url,
      mailUrl: stack.mailUrl,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      dbUrl: stack.dbUrl,
    }),
  )
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    fs.rmSync(stateFile, { force: true })
    await stack.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  process.on('SIGHUP', shutdown)
  return stack
}

async function typegen(): Promise<void> {
  const running = runningState()
  // Without a running stack, a throwaway one reflects exactly the migrations on disk.
  const stack = running ?? (await startTemporaryEmulator({ seed: false }))
  try {
    const generator = path.join(
      projectRoot,
      'node_modules/@supabase/postgres-meta/dist/server/server.js',
    )
    const result = spawnSync(process.execPath, [generator], {
      env: {
        ...process.env,
        PG_META_DB_URL: stack.dbUrl,
        PG_META_GENERATE_TYPES: 'typescript',
        PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
        PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
      },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (result.status !== 0 || !result.stdout.includes('export type Database')) {
      throw new Error(`type generation failed: ${result.stderr || result.stdout}`)
    }
    const target = path.join(projectRoot, 'src/integrations/supabase/types.ts')
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, result.stdout)
    console.log(`wrote ${path.relative(projectRoot, target)}`)
  } finally {
    if (!running) await (stack as RunningEmulator).stop()
  }
}

async function schema(): Promise<void> {
  const running = runningState()
  // As for typegen: a throwaway stack holds exactly the migrations on disk.
  const stack = running ?? (await startTemporaryEmulator({ seed: false }))
  try {
    const target = path.join(projectRoot, 'supabase/schema.sql')
    fs.writeFileSync(target, await dumpSchema(stack.dbUrl))
    console.log(`wrote ${path.relative(projectRoot, target)}`)
  } finally {
    if (!running) await (stack as RunningEmulator).stop()
  }
}

async function reset(): Promise<void> {
  if (runningState())
    throw new Error('Stop the running stack (npm run dev) before npm run db:reset.')
  fs.rmSync(path.join(defaultOptions.dataDir, 'db'), { recursive: true, force: true })
  fs.rmSync(path.join(defaultOptions.dataDir, 'storage'), { recursive: true, force: true })
  const stack = await startEmulator({ demoTraffic: true })
  console.log(
    `Database rebuilt: ${stack.migrations.applied.length} migrations, seed ${stack.migrations.seeded ? 'loaded' : 'skipped'}.`,
  )
  await stack.stop()
}

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'start': {
      const stack = await startAndHold()
      console.log(`Local Supabase stack running.\n${describe(stack)}\n\nPress Ctrl-C to stop.`)
      return
    }
    case 'status': {
      const state = runningState()
      if (!state) {
        console.log(
          'The local stack is not running. Start it with npm run dev (or npm run emulator).',
        )
        process.exitCode = 1
        return
      }
      console.log(describe(state))
      return
    }
    case 'reset':
      return reset()
    case 'typegen':
      return typegen()
    case 'schema':
      return schema()
    default:
      console.error('usage: tsx supabase/emulator/cli.ts start|status|reset|typegen|schema')
      process.exitCode = 2
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
