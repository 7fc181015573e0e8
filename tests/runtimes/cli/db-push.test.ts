/**
 * The README's Deploy step 2 with the real Supabase CLI (the pinned npm package
 * `supabase`): `supabase db push --include-seed` onto a fresh database prepared as a new
 * hosted project is, given by --db-url instead of `supabase link`. It applies every
 * migration in order, leaves exactly the schema committed in supabase/schema.sql, sends the
 * content seed and no accounts or secrets.
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { dumpSchema } from '../../../supabase/emulator/schema-dump.ts'
import { prepareHostedDatabase, type HostedDatabase } from '../hosted-database.ts'
import { runtimes } from '../support.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const cli = path.join(root, 'node_modules/.bin/supabase')

let database: HostedDatabase
let workdir: string

/**
 * Runs the CLI on a copy of the project's supabase/ folder (config.toml, migrations,
 * seed.sql as committed), so the files it keeps for itself (supabase/.temp) stay out of the
 * work tree. No update check or telemetry: this machine reaches no such service.
 */
async function supabase(...args: string[]) {
  const { stdout, stderr } = await promisify(execFile)(cli, [...args, '--workdir', workdir], {
    cwd: workdir,
    env: {
      ...process.env,
      SUPABASE_NO_UPDATE_NOTIFIER: '1',
      SUPABASE_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
    },
    timeout: 60_000,
  })
  return `${stdout}${stderr}`
}

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-push-'))
  for (const entry of ['config.toml', 'migrations', 'seed.sql']) {
    fs.cpSync(path.join(root, 'supabase', entry), path.join(workdir, 'supabase', entry), {
      recursive: true,
    })
  }
  database = await prepareHostedDatabase(
    runtimes().dbUrl,
    `hosted_${randomUUID().replaceAll('-', '').slice(0, 8)}`,
  )
})

afterAll(async () => {
  await database?.drop()
  fs.rmSync(workdir, { recursive: true, force: true })
})

describe('supabase db push --include-seed (README, Deploy step 2)', () => {
  test('applies every migration, leaves the committed schema and sends the content seed', async () => {
    const output = await supabase('db', 'push', '--db-url', database.url, '--include-seed', '--yes')
    expect(output).toContain('Seeding data from supabase/seed.sql')
    expect(output).toContain('Finished supabase db push.')

    const migrations = fs
      .readdirSync(path.join(root, 'supabase/migrations'))
      .filter((name) => name.endsWith('.sql'))
      .sort()
    const history = await query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    )
    expect(history.map((row) => `${row.version}_${row.name}.sql`)).toEqual(migrations)

    expect(await dumpSchema(database.url)).toBe(
      fs.readFileSync(path.join(root, 'supabase/schema.sql'), 'utf8'),
    )

    const [content] = await query<Record<string, number>>(
      `select (select count(*)::int from public.countries) as countries,
              (select count(*)::int from public.categories) as categories,
              (select count(*)::int from public.brands) as brands,
              (select count(*)::int from public.pages) as pages,
              (select count(*)::int from auth.users) as accounts,
              (select count(*)::int from public.admin_users) as staff,
              (select count(*)::int from public.postback_source_secrets) as secrets`,
    )
    expect(content).toMatchObject({ accounts: 0, staff: 0, secrets: 0 })
    for (const table of ['countries', 'categories', 'brands', 'pages']) {
      expect(content?.[table], table).toBeGreaterThan(0)
    }
  })
})
