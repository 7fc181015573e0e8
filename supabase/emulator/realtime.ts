/**
 * /realtime/v1: Supabase Realtime's postgres_changes over its Phoenix-channel websocket, as
 * the unmodified realtime-js inside supabase-js speaks it (shared/reference/
 * realtime-auth-admin-storage.md, section 1), built on `ws` and PostgreSQL's LISTEN/NOTIFY.
 *
 * - The socket: `/realtime/v1/websocket?apikey=<key>&vsn=1.0.0|2.0.0`; a missing or unknown key
 *   is refused at the handshake (401). Frames are JSON arrays (2.0.0) or objects (1.0.0).
 * - phx_join with `config.postgres_changes` and `access_token` (else the socket's key): each
 *   binding is checked against the `supabase_realtime` publication and its filter parsed
 *   (`column=op.value`, op eq neq lt lte gt gte in); the reply echoes the bindings with integer
 *   ids, then a `system` message says "Subscribed to PostgreSQL" (or why not).
 * - Changes: an AFTER trigger on each published table (installed here, local only; hosted
 *   Supabase reads the WAL) sends the row's primary key on NOTIFY at commit. For INSERT and
 *   UPDATE each channel re-reads the row as its subscriber (`set local role`, request.jwt.claims)
 *   with the binding's filter in the WHERE clause, as Realtime's apply_rls does, so RLS decides
 *   who receives it and `columns` lists what the role may select. DELETE is not RLS-checked
 *   (as on hosted) and carries the key columns only.
 * - access_token updates re-verify and re-subscribe with the new claims; an invalid one, or the
 *   token's expiry, ends the channel with a system error and phx_close.
 * - heartbeat, phx_leave (ok, then phx_close) and unknown topics are answered as Phoenix does.
 *
 * Not implemented (yet): broadcast, presence, the `select` of a binding, filters added after
 * Realtime v2.99 (comma AND, like/ilike/is/match, `not.`), UPDATE's old values (replica
 * identity full) and per-tenant rate limits.
 */
import type http from 'node:http'
import type { Duplex } from 'node:stream'
import pg from 'pg'
import { WebSocketServer, type WebSocket } from 'ws'
import { asRole, isApiRole, type ApiRole } from './db.ts'
import type { ApiKeys } from './keys.ts'
import { verifyJwt } from './keys.ts'

const PUBLICATION = 'supabase_realtime'
const NOTIFY_CHANNEL = 'realtime_changes'

/** Installs (idempotently) the trigger function that announces a row's key at commit. */
const INSTALL_SQL = `
create schema if not exists realtime;
create or replace function realtime.announce_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_row jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  v_keys jsonb;
begin
  select coalesce(jsonb_object_agg(a.attname, v_row -> a.attname::text), '{}'::jsonb) into v_keys
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
   where i.indrelid = tg_relid and i.indisprimary;
  perform pg_catalog.pg_notify('${NOTIFY_CHANNEL}', jsonb_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op, 'keys', v_keys,
    'commit_timestamp', to_char(pg_catalog.clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text);
  return null;
end;
$$;
revoke all on function realtime.announce_change() from public;
`

type Frame = {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

type Filter = { column: string; op: string; value: string | string[] }

type Binding = {
  id: number
  event: string
  schema: string
  table: string
  filter: Filter | null
  /** The map the client sent, echoed in the join reply. */
  echo: Record<string, unknown>
}

type Identity = { role: ApiRole; claims: Record<string, unknown>; exp: number | null }

type Channel = {
  topic: string
  joinRef: string
  identity: Identity
  bindings: Binding[]
  expiry: NodeJS.Timeout | null
}

type Change = {
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  keys: Record<string, unknown>
  commit_timestamp: string
}

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  in: '= any',
}

/** `column=op.value` as Realtime's classic filter set; throws the server's message. */
export function parseFilter(text: string): Filter {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(text)
  if (!match || !(match[2]! in OPERATORS)) {
    throw new Error(`Error parsing \`filter\` params: ${JSON.stringify(text)}`)
  }
  const [, column, op, raw] = match as unknown as [string, string, string, string]
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(raw)
    if (!list) throw new Error('`in` filter value must be wrapped by parentheses')
    return { column, op, value: list[1]!.split(',').map((item) => item.trim()) }
  }
  return { column, op, value: raw }
}

/** A stable integer id for a binding, as the real server's phash2 of its params. */
function bindingId(params: unknown): number {
  let hash = 0
  for (const char of JSON.stringify(params)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return Math.abs(hash) % 2 ** 27
}

async function identityOf(token: string): Promise<Identity> {
  const claims = (await verifyJwt(token)) as Record<string, unknown>
  if (!isApiRole(claims.role)) throw new Error('Unauthorized: unknown role')
  // verifyJwt allows clock skew; an expired token is refused here without it.
  const exp = typeof claims.exp === 'number' ? claims.exp : null
  if (exp !== null && exp * 1000 <= Date.now()) throw new Error('Token has expired')
  return { role: claims.role, claims, exp }
}

export type Realtime = {
  /** Takes websocket upgrades of /realtime/v1/websocket; false for any other path. */
  handleUpgrade: (request: http.IncomingMessage, socket: Duplex, head: Buffer) => boolean
  stop: () => Promise<void>
}

export async function startRealtime(
  pool: pg.Pool,
  dbUrl: string,
  keys: ApiKeys,
): Promise<Realtime> {
  await pool.query(INSTALL_SQL)
  await installTriggers(pool)

  const sockets = new Set<Connection>()
  const listener = new pg.Client({ connectionString: dbUrl })
  await listener.connect()
  listener.on('error', () => {})
  listener.on('notification', (message) => {
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return
    const change = JSON.parse(message.payload) as Change
    for (const socket of sockets) void socket.deliver(change)
  })
  await listener.query(`listen ${NOTIFY_CHANNEL}`)

  const server = new WebSocketServer({ noServer: true })

  class Connection {
    private channels = new Map<string, Channel>()

    constructor(
      private ws: WebSocket,
      private vsn: string,
      private socketToken: string,
    ) {
      ws.on('message', (data) => void this.receive(String(data)))
      ws.on('close', () => {
        for (const channel of this.channels.values()) this.drop(channel)
        sockets.delete(this)
      })
    }

    private send(frame: Frame) {
      if (this.ws.readyState !== this.ws.OPEN) return
      const { joinRef, ref, topic, event, payload } = frame
      this.ws.send(
        JSON.stringify(
          this.vsn === '2.0.0'
            ? [joinRef, ref, topic, event, payload]
            : { topic, event, payload, ref },
        ),
      )
    }

    private reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>) {
      this.send({ ...frame, event: 'phx_reply', payload: { status, response } })
    }

    private decode(text: string): Frame | null {
      try {
        const parsed: unknown = JSON.parse(text)
        if (Array.isArray(parsed)) {
          const [joinRef, ref, topic, event, payload] = parsed as unknown[]
          return {
            joinRef: typeof joinRef === 'string' ? joinRef : null,
            ref: typeof ref === 'string' ? ref : null,
            topic: String(topic),
            event: String(event),
            payload: (payload ?? {}) as Record<string, unknown>,
          }
        }
        const object = parsed as Record<string, unknown>
        return {
          joinRef: typeof object.join_ref === 'string' ? object.join_ref : null,
          ref: typeof object.ref === 'string' ? object.ref : null,
          topic: String(object.topic),
          event: String(object.event),
          payload: (object.payload ?? {}) as Record<string, unknown>,
        }
      } catch {
        return null
      }
    }

    private async receive(text: string) {
      const frame = this.decode(text)
      if (!frame) return
      if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
        return this.reply(frame, 'ok', {})
      }
      switch (frame.event) {
        case 'phx_join':
          return this.join(frame)
        case 'access_token':
          return this.refresh(frame)
        case 'phx_leave': {
          const channel = this.channels.get(frame.topic)
          this.reply(frame, 'ok', {})
          if (channel) this.close(channel)
          return
        }
        default:
          if (!this.channels.has(frame.topic)) {
            this.reply(frame, 'error', { reason: 'unmatched topic' })
          }
      }
    }

    private async join(frame: Frame) {
      const joinRef = frame.joinRef ?? frame.ref ?? '0'
      const previous = this.channels.get(frame.topic)
      if (previous) this.drop(previous)
      const payload = frame.payload
      const token =
        typeof payload.access_token === 'string' && !payload.access_token.startsWith('sb_')
          ? payload.access_token
          : this.socketToken
      let identity: Identity
      try {
        identity = await identityOf(token)
      } catch (error) {
        return this.reply(frame, 'error', {
          reason: `Unauthorized: ${error instanceof Error ? error.message : String(error)}`,
        })
      }
      const config = (payload.config ?? {}) as { postgres_changes?: Record<string, unknown>[] }
      const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : []
      const bindings: Binding[] = []
      const errors: string[] = []
      for (const entry of requested) {
        try {
          const filter = typeof entry.filter === 'string' ? parseFilter(entry.filter) : null
          bindings.push({
            id: bindingId(entry),
            event: String(entry.event ?? '*').toUpperCase(),
            schema: typeof entry.schema === 'string' ? entry.schema : 'public',
            table: typeof entry.table === 'string' ? entry.table : '*',
            filter,
            echo: entry,
          })
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error))
        }
      }
      const channel: Channel = { topic: frame.topic, joinRef, identity, bindings, expiry: null }
      this.channels.set(frame.topic, channel)
      this.scheduleExpiry(channel)
      this.reply(frame, 'ok', {
        postgres_changes: bindings.map((binding) => ({ ...binding.echo, id: binding.id })),
      })
      if (requested.length === 0) return
      const published = await publishedTables(pool)
      const unknown = bindings.filter(
        (binding) =>
          !published.some(
            (table) =>
              table.schema === binding.schema &&
              (binding.table === '*' || table.table === binding.table),
          ),
      )
      const problem = errors[0] ?? (unknown.length > 0 ? unableMessage(unknown) : null)
      this.send({
        joinRef,
        ref: null,
        topic: frame.topic,
        event: 'system',
        payload: {
          extension: 'postgres_changes',
          status: problem ? 'error' : 'ok',
          message: problem ?? 'Subscribed to PostgreSQL',
          channel: frame.topic.replace(/^realtime:/, ''),
        },
      })
    }

    private async refresh(frame: Frame) {
      const channel = this.channels.get(frame.topic)
      const token = frame.payload.access_token
      if (!channel || typeof token !== 'string' || token.startsWith('sb_')) return
      try {
        channel.identity = await identityOf(token)
        this.scheduleExpiry(channel)
      } catch (error) {
        this.shutDown(channel, error instanceof Error ? error.message : String(error))
      }
    }

    private scheduleExpiry(channel: Channel) {
      if (channel.expiry) clearTimeout(channel.expiry)
      channel.expiry = null
      const exp = channel.identity.exp
      if (exp === null) return
      const delay = Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1)
      channel.expiry = setTimeout(() => this.shutDown(channel, 'Token has expired'), delay)
    }

    /** Ends a channel as the real server does on a bad or expired token. */
    private shutDown(channel: Channel, message: string) {
      this.send({
        joinRef: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'system',
        payload: { extension: 'system', status: 'error', message, channel: channel.topic },
      })
      this.close(channel)
    }

    private close(channel: Channel) {
      this.drop(channel)
      this.send({
        joinRef: channel.joinRef,
        ref: channel.joinRef,
        topic: channel.topic,
        event: 'phx_close',
        payload: {},
      })
    }

    private drop(channel: Channel) {
      if (channel.expiry) clearTimeout(channel.expiry)
      if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic)
    }

    async deliver(change: Change) {
      for (const channel of [...this.channels.values()]) {
        const candidates = channel.bindings.filter(
          (binding) =>
            binding.schema === change.schema &&
            (binding.table === '*' || binding.table === change.table) &&
            (binding.event === '*' || binding.event === change.type),
        )
        if (candidates.length === 0) continue
        try {
          const seen = await visibleTo(pool, channel.identity, change, candidates)
          if (!seen || seen.ids.length === 0) continue
          const record = change.type === 'DELETE' ? undefined : seen.record
          this.send({
            joinRef: null,
            ref: null,
            topic: channel.topic,
            event: 'postgres_changes',
            payload: {
              ids: seen.ids,
              data: {
                schema: change.schema,
                table: change.table,
                commit_timestamp: change.commit_timestamp,
                type: change.type,
                columns: seen.columns,
                ...(record ? { record } : {}),
                ...(change.type === 'INSERT' ? {} : { old_record: change.keys }),
                errors: null,
              },
            },
          })
        } catch (error) {
          console.error('realtime: delivery failed:', error)
        }
      }
    }
  }

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://gateway')
      if (url.pathname !== '/realtime/v1/websocket') return false
      const key = firstHeader(request.headers['x-api-key']) ?? url.searchParams.get('apikey')
      const vsn = url.searchParams.get('vsn') ?? '1.0.0'
      if (!key || (key !== keys.anonKey && key !== keys.serviceRoleKey)) {
        refuse(socket, 401, 'Invalid API key')
        return true
      }
      if (vsn !== '1.0.0' && vsn !== '2.0.0') {
        refuse(socket, 400, 'Unsupported vsn')
        return true
      }
      server.handleUpgrade(request, socket, head, (ws) => {
        sockets.add(new Connection(ws, vsn, key))
      })
      return true
    },
    async stop() {
      for (const client of server.clients) client.terminate()
      server.close()
      await listener.end().catch(() => {})
    },
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function refuse(socket: Duplex, status: number, message: string) {
  const body = JSON.stringify({ error: message })
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\n` +
      `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

function unableMessage(bindings: Binding[]): string {
  const params = bindings.map((b) => `schema: ${b.schema}, table: ${b.table}`).join('; ')
  return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${params}]`
}

async function publishedTables(pool: pg.Pool): Promise<{ schema: string; table: string }[]> {
  const { rows } = await pool.query<{ schema: string; table: string }>(
    `select schemaname as schema, tablename as table from pg_publication_tables where pubname = $1`,
    [PUBLICATION],
  )
  return rows
}

/** Puts the announcing trigger on every table of the publication that lacks it. */
async function installTriggers(pool: pg.Pool) {
  const { rows } = await pool.query<{ name: string }>(
    `select format('%I.%I', p.schemaname, p.tablename) as name
       from pg_publication_tables p
      where p.pubname = $1
        and not exists (select 1 from pg_trigger t
                         where t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
                           and t.tgname = 'realtime_announce_change')`,
    [PUBLICATION],
  )
  for (const { name } of rows) {
    // The name was quoted by format('%I.%I') from the catalog, not taken from input.
    await pool.query(
      `create trigger realtime_announce_change after insert or update or delete on ${name}
       for each row execute function realtime.announce_change()`,
    )
  }
}

type Column = { name: string; type: string }

/**
 * Which of the channel's bindings see the change, as the subscriber: the row re-read with the
 * subscriber's role and claims (RLS applies) and each binding's filter; and the columns the
 * role may select, with the record restricted to them.
 */
async function visibleTo(
  pool: pg.Pool,
  identity: Identity,
  change: Change,
  bindings: Binding[],
): Promise<{ ids: number[]; columns: Column[]; record: Record<string, unknown> } | null> {
  return asRole(
    pool,
    { role: identity.role, claims: identity.claims, headers: {} },
    async (client) => {
      const table = await client.query<{ relation: string; columns: Column[] }>(
        `select format('%I.%I', n.nspname, c.relname) as relation,
                coalesce((select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
                   from pg_attribute a join pg_type t on t.oid = a.atttypid
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                    and has_column_privilege(c.oid, a.attnum, 'SELECT')), '[]') as columns
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relname = $2`,
        [change.schema, change.table],
      )
      const meta = table.rows[0]
      if (!meta || meta.columns.length === 0) return null
      const names = new Set(meta.columns.map((column) => column.name))
      const keyNames = Object.keys(change.keys).filter((name) => names.has(name))
      if (keyNames.length === 0) return null
      const ids: number[] = []
      let record: Record<string, unknown> = {}
      for (const binding of bindings) {
        const filter = binding.filter
        if (filter && !names.has(filter.column)) continue
        if (change.type === 'DELETE') {
          // Not RLS-checked; only a filter on a key column can be judged from the old keys.
          if (
            !filter ||
            (filter.column in change.keys && matches(change.keys[filter.column], filter))
          ) {
            ids.push(binding.id)
          }
          continue
        }
        const params: unknown[] = keyNames.map((name) => change.keys[name])
        const where = keyNames.map((name, index) => `t.${quote(name)} = $${index + 1}`)
        if (filter) {
          params.push(filter.value)
          where.push(
            `t.${quote(filter.column)} ${OPERATORS[filter.op]}${filter.op === 'in' ? `($${params.length})` : ` $${params.length}`}`,
          )
        }
        const selected = meta.columns.map((column) => `t.${quote(column.name)}`).join(', ')
        await client.query('savepoint binding')
        try {
          const found = await client.query<{ record: Record<string, unknown> }>(
            `select to_jsonb(r) as record from (select ${selected} from ${meta.relation} t where ${where.join(' and ')}) r`,
            params,
          )
          await client.query('release savepoint binding')
          if (found.rows[0]) {
            ids.push(binding.id)
            record = found.rows[0].record
          }
        } catch {
          // A filter value that does not cast to the column's type matches nothing.
          await client.query('rollback to savepoint binding')
        }
      }
      return { ids, columns: meta.columns, record }
    },
  )
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`
}

function matches(value: unknown, filter: Filter): boolean {
  const text = value === null || value === undefined ? null : String(value)
  if (filter.op === 'eq') return text === filter.value
  if (filter.op === 'neq') return text !== filter.value
  if (filter.op === 'in')
    return Array.isArray(filter.value) && text !== null && filter.value.includes(text)
  return false
}
