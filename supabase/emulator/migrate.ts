/**
 * Brings a database to the current schema the way `supabase db reset` does:
 * on a fresh database the bootstrap (what hosted Supabase ships), then every
 * migration not yet applied in file-name order, each in its own transaction,
 * then seed.sql on a fresh database; finally PostgREST is told to reload.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { paths } from './config.ts'

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

    const seeded = bootstrapped && options.seed && fs.existsSync(paths.seed)
    if (seeded) await runFile(client, paths.seed)

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

async function runFile(
  client: pg.Client,
  file: string,
  after?: () => Promise<void>,
): Promise<void> {
  const text = fs.readFileSync(file, 'utf8')
  await client.query('begin')
  try {
    await client.query(text)
    await after?.()
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`${path.relative(process.cwd(), file)}: ${message}`, { cause: error })
  }
}
