/**
 * Starts the local Supabase stack: embedded PostgreSQL, migrations (and seed
 * on a fresh database), PostgREST, the mail catcher Auth sends its emails to, and the
 * gateway with Auth, Storage and Functions on one port; beside them the stand-ins of pg_cron's
 * scheduler and pg_net's worker, with the Vault secrets scheduled jobs read (the stack's URL
 * and service role key). `stop()` ends every process it started.
 *
 * @example
 *   const stack = await startEmulator({ port: 0, dbPort: 0, dataDir: '/tmp/x' })
 *   const supabase = createClient(stack.url, stack.anonKey)
 *   await stack.stop()
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type http from 'node:http'
import { defaultOptions, type EmulatorOptions } from './config.ts'
import type { ServiceContext } from './context.ts'
import { createPool } from './db.ts'
import { settleBackgroundWork } from './functions.ts'
import { createGateway, gatewayServer } from './gateway.ts'
import { storeLocalSecrets } from './local-secrets.ts'
import { startMailCatcher } from './mail/index.ts'
import { startNetWorker } from './net-worker.ts'
import { startRealtime } from './realtime/index.ts'
import { startScheduler } from './scheduler.ts'
import { DEMO_TRAFFIC, seedTraffic } from './seed-traffic.ts'
import { localApiKeys } from './keys.ts'
import { AUTHENTICATOR_PASSWORD, migrate, type MigrationReport } from './migrate.ts'
import { freePort, portOrFree } from './ports.ts'
import { startPostgres } from './postgres.ts'
import { startPostgrest } from './postgrest.ts'

export interface RunningEmulator {
  url: string
  /** The mail catcher's page and API, where Auth's emails arrive. */
  mailUrl: string
  anonKey: string
  serviceRoleKey: string
  /** Superuser connection string (tests, benchmarks, type generation). */
  dbUrl: string
  migrations: MigrationReport
  stop: () => Promise<void>
}

export interface StartOptions extends Partial<EmulatorOptions> {
  /** Test runs: faster, non-durable PostgreSQL settings. */
  ephemeral?: boolean
  /** Run the content seed and the local-only seed on a fresh database (default true). */
  seed?: boolean
  /**
   * The dev stack's demo (npm run dev, npm run emulator, db:reset): a few weeks of traffic after
   * the seeds on a fresh database, so every admin screen has data. Test stacks leave it out:
   * their tests count the rows they make.
   */
  demoTraffic?: boolean
  /**
   * Test stacks only: the rebuild-public-pages function may call a deploy hook on a loopback
   * address, where the tests' stand-in hooks listen (it sets DEPLOY_HOOK_ALLOW_LOOPBACK=1 for
   * the functions), and so may the link-check function, whose stand-in casinos listen there
   * (LINK_CHECK_ALLOW_LOOPBACK=1), and the alerts function, whose stand-in webhooks listen there
   * (ALERTS_ALLOW_LOOPBACK=1). Private and other non-public addresses stay refused.
   */
  allowLoopbackDeployHook?: boolean
}

export async function startEmulator(input: StartOptions = {}): Promise<RunningEmulator> {
  const options: EmulatorOptions = { ...defaultOptions, ...input }
  const log = options.verbose ? (line: string) => process.stderr.write(line) : () => {}
  const port = await portOrFree(options.port)
  const dbPort = await portOrFree(options.dbPort)
  const storageDir = path.join(options.dataDir, 'storage')
  fs.mkdirSync(storageDir, { recursive: true })

  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {})
    stops.length = 0
  }

  try {
    const db = await startPostgres({
      clusterDir: path.join(options.dataDir, 'db'),
      port: dbPort,
      ephemeral: input.ephemeral ?? false,
      log,
    })
    stops.push(db.stop)

    const migrations = await migrate(db.url, { seed: input.seed ?? true })
    if (input.demoTraffic && migrations.seeded) await seedTraffic(db.url, DEMO_TRAFFIC)

    const postgrest = await startPostgrest({
      dbUrl: `postgresql://authenticator:${AUTHENTICATOR_PASSWORD}@127.0.0.1:${dbPort}/postgres`,
      port: await freePort(),
      log,
      verbose: options.verbose,
    })
    stops.push(postgrest.stop)

    const mail = await startMailCatcher({ port: options.mailPort, smtpPort: options.smtpPort })
    stops.push(mail.stop)

    const pool = createPool(db.url, 20)
    stops.push(() => pool.end())

    const keys = localApiKeys
    const url = `http://127.0.0.1:${port}`
    // Jobs call the functions by pg_net with these, as on hosted Supabase.
    await storeLocalSecrets(pool, { projectUrl: url, serviceRoleKey: keys.serviceRoleKey })
    stops.push(startScheduler(pool, log).stop)
    const ctx: ServiceContext = {
      pool,
      options: { ...options, port, dbPort, smtpPort: mail.smtpPort },
      keys,
      url: () => url,
      storageDir,
    }
    // Functions read these, as Deno.env on hosted Supabase.
    Object.assign(process.env, {
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
      SUPABASE_DB_URL: db.url,
      // Email from the functions (_shared/mail.ts) goes to the mail catcher: plain SMTP on
      // loopback, no login, as Auth's own emails.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      SMTP_SECURE: 'false',
      SMTP_ADMIN_EMAIL: 'alerts@localhost',
      SMTP_SENDER_NAME: 'Casino Compass (local)',
    })
    if (input.allowLoopbackDeployHook) {
      process.env.DEPLOY_HOOK_ALLOW_LOOPBACK = '1'
      process.env.LINK_CHECK_ALLOW_LOOPBACK = '1'
      process.env.ALERTS_ALLOW_LOOPBACK = '1'
    }

    const realtime = await startRealtime(pool, db.url, keys)
    stops.push(realtime.stop)
    const gateway = createGateway(ctx, { postgrestUrl: postgrest.url, realtime: realtime.app })
    const server = await listen(
      gatewayServer(gateway, {
        trustForwardedFor: options.trustForwardedFor,
        websockets: realtime.websockets,
      }),
      port,
    )
    // Stops run in reverse: after the server closes, the functions' background work (the
    // redirect's click inserts) gets a bounded time before PostgREST and PostgreSQL stop.
    stops.push(() => settleBackgroundWork(5_000).then(() => undefined))
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        }),
    )
    // Once the gateway listens: queued requests to the stack's own functions go out at once.
    // Stopped before the gateway closes.
    stops.push(startNetWorker(pool).stop)

    return {
      url,
      mailUrl: mail.url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      dbUrl: db.url,
      migrations,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function listen(server: http.Server, port: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

/**
 * A data folder holding a migrated and seeded database, with no stack running on it:
 * stacks started on copies of it (`startEmulator({ dataDir })` finds the database there
 * and neither migrates nor seeds it again) hold the same rows with the same ids, as the
 * end-to-end sites that share one prerendered build need (tests/e2e/serve.ts).
 */
export async function createDataDir(dataDir: string, input: { seed?: boolean } = {}) {
  fs.mkdirSync(path.join(dataDir, 'storage'), { recursive: true })
  const db = await startPostgres({
    clusterDir: path.join(dataDir, 'db'),
    port: await freePort(),
    ephemeral: true,
    log: () => {},
  })
  try {
    return await migrate(db.url, { seed: input.seed ?? true })
  } finally {
    await db.stop()
  }
}

/**
 * A throwaway stack for tests, benchmarks and build steps: a fresh database in a
 * temporary folder, free ports unless given, fast non-durable settings; `stop()` also
 * deletes the folder.
 */
export async function startTemporaryEmulator(
  input: Omit<StartOptions, 'dataDir'> = {},
): Promise<RunningEmulator> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-local-'))
  // PostgreSQL runs as the `postgres` OS user when we are root: it must reach the folder.
  fs.chmodSync(dataDir, 0o755)
  try {
    const stack = await startEmulator({
      port: 0,
      dbPort: 0,
      mailPort: 0,
      smtpPort: 0,
      ephemeral: true,
      ...input,
      dataDir,
    })
    return {
      ...stack,
      stop: async () => {
        await stack.stop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
