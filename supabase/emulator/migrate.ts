/**
 * Brings a database to the current schema the way `supabase db reset` does:
 * on a fresh database the bootstrap (what hosted Supabase ships), on every start
 * the stand-ins of pg_cron, pg_net and Vault (cron.sql, pg-net.sql, vault.sql), then
 * every migration not yet applied in file-name order, each in its own transaction,
 * then on a fresh database the content seed (supabase/seed.sql, as a hosted
 * push would) and the local-only seed (seed-local.ts); finally PostgREST is
 * told to reload.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { paths } from './config.ts'
import { seedLocal } from './seed-local.ts'

export const AUTHENTICATOR_PASSWORD = 'authenticator-local'

export interface MigrationReport {
  bootstrapped: boolean
  applied: string[]
  seeded: boolean
}

export async function migrate(
  superuserUrl: string,
  options: { seed: boolean },
): Promise<MigrationReport> {
  const client = new pg.Client({ connectionString: superuserUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ exists: boolean }>(
      `select exists (select 1 from pg_namespace where nspname = 'supabase_migrations') as exists`,
    )
    const bootstrapped = !rows[0]?.exists
    if (bootstrapped) {
      await runFile(client, paths.bootstrap)
      await client.query(`alter role authenticator with password '${AUTHENTICATOR_PASSWORD}'`)
    }
    // What hosted Supabase has as extensions and the embedded PostgreSQL lacks: pg_cron's and
    // pg_net's interfaces, for migrations that schedule jobs and make HTTP requests, and Vault.
    await runFile(client, paths.cron)
    await runFile(client, paths.pgNet)
    await runFile(client, paths.vault)

    const done = new Set(
      (
        await client.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations',
        )
      ).rows.map((row) => row.version),
    )
    const applied: string[] = []
    for (const file of migrationFiles()) {
      const version = file.split('_')[0] ?? file
      if (done.has(version)) continue
      await runFile(client, path.join(paths.migrations, file), async () => {
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, file],
        )
      })
      applied.push(file)
    }

    const seeded = bootstrapped && options.seed
    if (seeded) {
      await runFile(client, paths.seed)
      await inTransaction(client, paths.seedLocal, () => seedLocal(client))
    }

    await client.query(`notify pgrst, 'reload schema'`)
    return { bootstrapped, applied, seeded }
  } finally {
    await client.end()
  }
}

export function migrationFiles(): string[] {
  if (!fs.existsSync(paths.migrations)) return []
  return fs
    .readdirSync(paths.migrations)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort()
}

function runFile(client: pg.Client, file: string, after?: () => Promise<void>): Promise<void> {
  const text = fs.readFileSync(file, 'utf8')
  return inTransaction(client, file, async () => {
    await client.query(text)
    await after?.()
  })
}

/** Runs `work` in one transaction; a failure names the file it came from. */
async function inTransaction(
  client: pg.Client,
  file: string,
  work: () => Promise<void>,
): Promise<void> {
  await client.query('begin')
  try {
    await work()
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`${path.relative(process.cwd(), file)}: ${message}`, { cause: error })
  }
}
