/**
 * Row changes of the `supabase_realtime` publication, read from the write-ahead log through
 * logical replication with the `pgoutput` plugin, as hosted Realtime reads them (it decodes
 * the WAL too, there with wal2json). Each change carries the values as that change left the
 * row, in commit order: two quick updates arrive with their own values, an insert and a
 * delete in one transaction arrive as both, and a table added to the publication later is
 * delivered from then on without a restart.
 *
 * The stream runs on its own replication connection from a slot this process creates and
 * drops; slots a killed emulator left behind are dropped at start, so they keep no WAL.
 * Decoding is `pg-logical-replication`'s; values are kept as PostgreSQL's text and turned into
 * JSON by PostgreSQL itself (to_jsonb), so every type reads as `to_jsonb` writes it.
 */
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type pg from 'pg'
import { LogicalReplicationService, PgoutputPlugin } from 'pg-logical-replication'
import type { Pgoutput } from 'pg-logical-replication'

export const PUBLICATION = 'supabase_realtime'

/** Slots of this stack share this prefix, so stale ones can be found and dropped. */
const SLOT_PREFIX = 'supabase_realtime_emulator_'

/** json and jsonb: the only types whose text must be parsed before jsonb_populate_record. */
const JSON_TYPE_OIDS = new Set([114, 3802])

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE'

export interface Change {
  schema: string
  table: string
  type: ChangeType
  /** Commit time, UTC with milliseconds, as Realtime sends it. */
  commit_timestamp: string
  /** The row as the change left it (INSERT, UPDATE), as to_jsonb writes it. */
  record: Record<string, unknown> | null
  /** The replica identity's old values (UPDATE, DELETE): the key, or every column with FULL. */
  oldRecord: Record<string, unknown>
}

/**
 * pgoutput with every column's text kept as it came: the decoder would otherwise parse values
 * with node-postgres's parsers (dates into the process's time zone, json into objects, int8
 * left as strings), and PostgreSQL turns text into JSON more faithfully. Parsers are replaced
 * as each relation message is decoded, before the rows that follow it.
 */
class TextPgoutputPlugin extends PgoutputPlugin {
  override parse(buffer: Buffer): Pgoutput.Message {
    const message = super.parse(buffer)
    if (message.tag === 'relation') {
      for (const column of message.columns) {
        column.parser = JSON_TYPE_OIDS.has(column.typeOid)
          ? (raw: string) => JSON.parse(raw) as unknown
          : (raw: string) => raw
      }
    }
    return message
  }
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`
}

/** The row's values typed by its table, as JSON: text goes through each column's input function. */
async function toJson(
  pool: pg.Pool,
  relation: Pgoutput.MessageRelation,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const present = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  )
  // Schema and table come from the WAL's relation message (the catalog), quoted as identifiers.
  const { rows } = await pool.query<{ record: Record<string, unknown> }>(
    `select to_jsonb(jsonb_populate_record(null::${quote(relation.schema)}.${quote(relation.name)}, $1::jsonb)) as record`,
    [JSON.stringify(present)],
  )
  const record = rows[0]?.record ?? {}
  // Only the columns the WAL carried: an old key tuple must not gain null non-key columns.
  return Object.fromEntries(Object.keys(present).map((name) => [name, record[name] ?? null]))
}

function pick(values: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, values[name] ?? null]))
}

function timestamp(micros: bigint): string {
  return new Date(Number(micros / 1000n)).toISOString()
}

export interface WalChanges {
  stop: () => Promise<void>
}

/**
 * Streams the publication's changes to `deliver`, one at a time in commit order. Resolves once
 * the slot exists: every change committed after that is delivered.
 *
 * @example
 * const wal = await streamWalChanges(pool, dbUrl, async (change) => console.log(change.type))
 * await wal.stop()
 */
export async function streamWalChanges(
  pool: pg.Pool,
  dbUrl: string,
  deliver: (change: Change) => Promise<void>,
): Promise<WalChanges> {
  await pool.query(
    `select pg_drop_replication_slot(slot_name) from pg_replication_slots
      where slot_name like $1 and not active`,
    [`${SLOT_PREFIX}%`],
  )
  const slot = `${SLOT_PREFIX}${randomBytes(6).toString('hex')}`
  await pool.query(`select pg_create_logical_replication_slot($1, 'pgoutput')`, [slot])

  const service = new LogicalReplicationService(
    { connectionString: dbUrl },
    { acknowledge: { auto: true, timeoutSeconds: 10 }, flowControl: { enabled: true } },
  )
  let commitTime = ''
  service.on('data', async (_lsn: string, message: Pgoutput.Message) => {
    try {
      if (message.tag === 'begin') commitTime = timestamp(message.commitTime as bigint)
      const change = await changeOf(pool, message, commitTime)
      if (change) await deliver(change)
    } catch (error) {
      console.error('realtime: a change could not be read from the WAL:', error)
    }
  })
  service.on('error', (error: Error) => console.error('realtime: replication stream:', error))
  const plugin = new TextPgoutputPlugin({ protoVersion: 1, publicationNames: [PUBLICATION] })
  // subscribe() settles only when the stream ends, so it is not awaited: the slot already keeps
  // every later change. Its failures also arrive as 'error' events, logged above.
  service.subscribe(plugin, slot).catch(() => {})

  return {
    async stop() {
      await service.destroy()
      await dropSlot(pool, slot).catch((error: unknown) =>
        console.error('realtime: slot not dropped:', error),
      )
    },
  }
}

/**
 * Drops the slot once the server has let go of it: the walsender marks it inactive a moment
 * after the replication connection closes. One still active after 2 s is left to the next
 * start's clean-up.
 */
async function dropSlot(pool: pg.Pool, slot: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { rows } = await pool.query<{ active: boolean }>(
      'select active from pg_replication_slots where slot_name = $1',
      [slot],
    )
    if (!rows[0]) return
    if (!rows[0].active) {
      await pool.query('select pg_drop_replication_slot($1)', [slot])
      return
    }
    await sleep(100)
  }
}

async function changeOf(
  pool: pg.Pool,
  message: Pgoutput.Message,
  commitTime: string,
): Promise<Change | null> {
  if (message.tag !== 'insert' && message.tag !== 'update' && message.tag !== 'delete') return null
  const relation = message.relation
  const base = { schema: relation.schema, table: relation.name, commit_timestamp: commitTime }
  if (message.tag === 'insert') {
    return {
      ...base,
      type: 'INSERT',
      record: await toJson(pool, relation, message.new),
      oldRecord: {},
    }
  }
  if (message.tag === 'update') {
    // Without a changed key or REPLICA IDENTITY FULL, the WAL holds no old tuple: the key is the new one's.
    const old = message.old ?? message.key ?? pick(message.new, relation.keyColumns)
    return {
      ...base,
      type: 'UPDATE',
      record: await toJson(pool, relation, message.new),
      oldRecord: await toJson(pool, relation, old),
    }
  }
  const old = message.old ?? message.key ?? {}
  return { ...base, type: 'DELETE', record: null, oldRecord: await toJson(pool, relation, old) }
}
