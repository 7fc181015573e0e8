/**
 * /realtime/v1: Supabase Realtime's postgres_changes over its Phoenix-channel websocket, as
 * the unmodified realtime-js inside supabase-js speaks it (shared/reference/
 * realtime-auth-admin-storage.md, section 1), built on `ws` and PostgreSQL's logical replication.
 *
 * - The socket: `/realtime/v1/websocket?apikey=<key>&vsn=1.0.0|2.0.0`; a missing or unknown key
 *   is refused at the handshake (401). Frames are JSON arrays (2.0.0) or objects (1.0.0).
 * - phx_join with `config.postgres_changes` and `access_token` (else the socket's key): each
 *   binding is checked against the `supabase_realtime` publication and its filter parsed
 *   (`column=op.value`, op eq neq lt lte gt gte in); the reply echoes the bindings with integer
 *   ids, then a `system` message says "Subscribed to PostgreSQL" (or why not).
 * - Changes: read from the write-ahead log through logical replication (wal-changes.ts), so
 *   each carries the row as that change left it. For INSERT and UPDATE, each binding's filter
 *   is judged on those values and, on a table with RLS, the row is re-read by its key as the
 *   subscriber (`set local role`, request.jwt.claims), as Realtime's apply_rls does, so RLS
 *   decides who receives it; `columns` and the record list what the role may select. DELETE
 *   is not RLS-checked (as on hosted) and carries the replica identity's old values.
 * - access_token updates re-verify and re-subscribe with the new claims; an invalid one, or the
 *   token's expiry, ends the channel with a system error and phx_close.
 * - heartbeat, phx_leave (ok, then phx_close) and unknown topics are answered as Phoenix does.
 *
 * Not implemented (yet): broadcast, presence, the `select` of a binding, filters added after
 * Realtime v2.99 (comma AND, like/ilike/is/match, `not.`) and per-tenant rate limits.
 */
import { Hono, type Context } from 'hono'
import type { WSContext } from 'hono/ws'
import type pg from 'pg'
import { WebSocketServer } from 'ws'
import { upgradeWebSocket } from '@hono/node-server'
import type { GatewayEnv } from '../gateway.ts'
import { asRole, isApiRole, type ApiRole } from '../db.ts'
import type { ApiKeys } from '../keys.ts'
import { verifyJwt } from '../keys.ts'
import { PUBLICATION, streamWalChanges, type Change } from './wal-changes.ts'

/**
 * Before changes were read from the WAL, this stack announced them with a trigger on each
 * published table; a database that still has it gets it removed (with its triggers).
 */
const REMOVE_ANNOUNCING_TRIGGER = 'drop function if exists realtime.announce_change() cascade'

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
  /** GET /websocket: the handshake's checks, then the upgrade. */
  app: Hono<GatewayEnv>
  /** The `ws` server (noServer) the gateway's server upgrades websockets on. */
  websockets: WebSocketServer
  stop: () => Promise<void>
}

/** What a connection needs of its socket: Hono's WSContext. */
type Socket = Pick<WSContext, 'send' | 'readyState'>

/** WebSocket.OPEN */
const OPEN = 1

/**
 * Starts Realtime on the stack's pool; `dbUrl` (a superuser URL) opens the replication stream.
 * Its websocket route is a Hono app that the gateway mounts at /realtime/v1, upgraded through
 * @hono/node-server's websocket support on `websockets` (see gatewayServer in gateway.ts).
 *
 * @example
 * const realtime = await startRealtime(pool, db.url, keys)
 * const app = createGateway(ctx, { postgrestUrl, realtime: realtime.app })
 * gatewayServer(app, { trustForwardedFor: false, websockets: realtime.websockets })
 */
export async function startRealtime(
  pool: pg.Pool,
  dbUrl: string,
  keys: ApiKeys,
): Promise<Realtime> {
  await pool.query(REMOVE_ANNOUNCING_TRIGGER)
  const sockets = new Set<Connection>()
  const wal = await streamWalChanges(pool, dbUrl, async (change) => {
    await Promise.all([...sockets].map((socket) => socket.deliver(change)))
  })

  class Connection {
    private channels = new Map<string, Channel>()

    constructor(
      private ws: Socket,
      private vsn: string,
      private socketToken: string,
    ) {}

    closed() {
      for (const channel of this.channels.values()) this.drop(channel)
      sockets.delete(this)
    }

    private send(frame: Frame) {
      if (this.ws.readyState !== OPEN) return
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

    async receive(text: string) {
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
                ...(change.type === 'INSERT' ? {} : { old_record: seen.oldRecord }),
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

  const websockets = new WebSocketServer({ noServer: true })
  const app = new Hono<GatewayEnv>()
  app.get(
    '/websocket',
    async (c, next) => {
      // A refused handshake gets its status (the upgrade's reply carries no body).
      const { key, vsn } = handshake(c)
      if (!key || (key !== keys.anonKey && key !== keys.serviceRoleKey))
        return c.json({ error: 'Invalid API key' }, 401)
      if (vsn !== '1.0.0' && vsn !== '2.0.0') return c.json({ error: 'Unsupported vsn' }, 400)
      await next()
    },
    upgradeWebSocket((c) => {
      const { key, vsn } = handshake(c)
      let connection: Connection | null = null
      return {
        onOpen: (_event, ws) => {
          connection = new Connection(ws, vsn, key)
          sockets.add(connection)
        },
        onMessage: (event) => void connection?.receive(String(event.data)),
        onClose: () => connection?.closed(),
      }
    }),
  )

  return {
    app,
    websockets,
    async stop() {
      for (const client of websockets.clients) client.terminate()
      websockets.close()
      await wal.stop()
    },
  }
}

/** The key (header or query) and protocol version a socket asks for. */
function handshake(c: Context) {
  return {
    key: c.req.header('x-api-key') ?? c.req.query('apikey') ?? '',
    vsn: c.req.query('vsn') ?? '1.0.0',
  }
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

type Column = { name: string; type: string }

type Seen = {
  ids: number[]
  columns: Column[]
  record: Record<string, unknown>
  oldRecord: Record<string, unknown>
}

type TableMeta = {
  relation: string
  /** The columns the subscriber's role may select, in attnum order. */
  columns: Column[]
  keys: string[]
  rls: boolean
}

/** The table as the subscriber's role sees it (run as that role: has_column_privilege is its own). */
async function tableMeta(client: pg.PoolClient, change: Change): Promise<TableMeta | null> {
  const { rows } = await client.query<TableMeta>(
    `select format('%I.%I', n.nspname, c.relname) as relation,
            c.relrowsecurity as rls,
            coalesce((select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
               from pg_attribute a join pg_type t on t.oid = a.atttypid
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                and has_column_privilege(c.oid, a.attnum, 'SELECT')), '[]') as columns,
            coalesce((select array_agg(a.attname::text order by a.attnum)
               from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
              where i.indrelid = c.oid and i.indisprimary), '{}') as keys
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname = $2`,
    [change.schema, change.table],
  )
  return rows[0] ?? null
}

/** Whether the change's row passes a binding's filter, compared as the column's type. */
async function passesFilter(
  client: pg.PoolClient,
  meta: TableMeta,
  record: Record<string, unknown>,
  filter: Filter,
): Promise<boolean> {
  const operand = filter.op === 'in' ? '($2)' : ' $2'
  await client.query('savepoint binding')
  try {
    // The relation and column come from the catalog (quoted); the values are bound.
    const { rows } = await client.query<{ passes: boolean }>(
      `select coalesce((select t.${quote(filter.column)} ${OPERATORS[filter.op]}${operand}
                          from jsonb_populate_record(null::${meta.relation}, $1::jsonb) t), false) as passes`,
      [JSON.stringify(record), filter.value],
    )
    await client.query('release savepoint binding')
    return rows[0]?.passes === true
  } catch {
    // A filter value that does not cast to the column's type matches nothing.
    await client.query('rollback to savepoint binding')
    return false
  }
}

/** RLS as Realtime's apply_rls judges it: the row, found now by its key, is visible to the role. */
async function rowVisible(
  client: pg.PoolClient,
  meta: TableMeta,
  record: Record<string, unknown>,
): Promise<boolean> {
  const where = meta.keys.map((name, index) => `t.${quote(name)} = $${index + 1}`).join(' and ')
  const found = await client.query(
    `select 1 from ${meta.relation} t where ${where}`,
    meta.keys.map((name) => record[name]),
  )
  return (found.rowCount ?? 0) > 0
}

function only(values: Record<string, unknown>, names: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)))
}

/**
 * Which of the channel's bindings see the change, as the subscriber, and what of it they may
 * see. Filters are judged on the values the change left (the WAL's); on a table with RLS, an
 * INSERT or UPDATE reaches the subscriber only if the row, re-read now by its key with the
 * subscriber's role and claims, is visible. A table without a primary key, or whose key the
 * role may not read, is skipped (hosted Realtime answers those with an error record).
 */
async function visibleTo(
  pool: pg.Pool,
  identity: Identity,
  change: Change,
  bindings: Binding[],
): Promise<Seen | null> {
  return asRole(
    pool,
    { role: identity.role, claims: identity.claims, headers: {} },
    async (client) => {
      const meta = await tableMeta(client, change)
      if (!meta || meta.columns.length === 0) return null
      const names = new Set(meta.columns.map((column) => column.name))
      if (meta.keys.length === 0 || !meta.keys.every((name) => names.has(name))) return null
      const record = change.record ? only(change.record, names) : {}
      const oldRecord = only(change.oldRecord, names)
      const ids: number[] = []
      for (const binding of bindings) {
        const filter = binding.filter
        if (filter && !names.has(filter.column)) continue
        if (change.type === 'DELETE') {
          // Judged on the old values the WAL kept: the key, or every column with REPLICA IDENTITY FULL.
          if (
            !filter ||
            (filter.column in oldRecord && matches(oldRecord[filter.column], filter))
          ) {
            ids.push(binding.id)
          }
          continue
        }
        if (!filter || (await passesFilter(client, meta, record, filter))) ids.push(binding.id)
      }
      if (ids.length === 0) return null
      if (change.type !== 'DELETE' && meta.rls && !(await rowVisible(client, meta, record))) {
        return null
      }
      return { ids, columns: meta.columns, record, oldRecord }
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
