/**
 * `POST /object/list-v2/:bucket`, storage-api's cursor-paged listing (supabase-js `listV2`):
 * body `{prefix, limit, cursor, with_delimiter, sortBy: {column, order}}`, answer `{hasNext,
 * nextCursor?, folders, objects}`. Names are full keys and a prefix matches as a plain string
 * start (it need not end at a folder). With `with_delimiter`, keys below the prefix's next `/`
 * fold into one folder entry (`{key: 'a/b', name: 'a/b/'}`). Run as the caller, so storage
 * policies decide what is listed.
 */
import type { Context, Hono } from 'hono'
import type pg from 'pg'
import type { z } from 'zod'
import { asRole, type RequestIdentity } from '../db.ts'
import {
  bodyObject,
  jsonBody,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalObject,
  optionalString,
} from './body.ts'
import { callerRequired } from './caller.ts'
import { ERRORS } from './errors.ts'
import { bucketParam } from './lookup.ts'
import type { StorageDeps } from './objects.ts'
import type { ObjectMetadata } from './queries.ts'

/** storage-api answers at most this many entries a page, and this many when not told. */
const MAX_KEYS = 1000

const SORT_COLUMNS = ['name', 'updated_at', 'created_at'] as const

interface Entry {
  id: string | null
  name: string
  updated_at: Date | null
  created_at: Date | null
  last_accessed_at: Date | null
  metadata: Partial<ObjectMetadata> | null
}

interface Page {
  prefix: string
  delimited: boolean
  limit: number
  offset: number
  column: (typeof SORT_COLUMNS)[number]
  order: 'asc' | 'desc'
}

export function registerListV2Route(app: Hono, deps: StorageDeps): void {
  app.post('/object/list-v2/:bucket', callerRequired(bucketParam), jsonBody(listV2Body), (c) =>
    listV2(c, deps, bucketParam(c), c.var.identity, c.req.valid('json')),
  )
}

/**
 * The cursor is opaque to clients (storage-js passes `nextCursor` back unread); here it holds
 * the offset of the next page, which is exact while the listing does not change between pages.
 */
function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url')
}

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0
  try {
    const { offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      offset?: unknown
    }
    if (typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0) return offset
  } catch {
    // falls through to the refusal below
  }
  throw ERRORS.invalidParameter('body/cursor is not a cursor this server gave')
}

const listV2Body = bodyObject({
  prefix: optionalString(),
  with_delimiter: optionalBoolean(),
  limit: optionalInteger({ min: 1 }),
  cursor: optionalString(),
  sortBy: optionalObject({ column: oneOf(SORT_COLUMNS), order: oneOf(['asc', 'desc']) }),
})

function readPage(body: z.output<typeof listV2Body>): Page {
  return {
    prefix: body.prefix ?? '',
    delimited: body.with_delimiter ?? false,
    limit: Math.min(body.limit ?? MAX_KEYS, MAX_KEYS),
    offset: decodeCursor(body.cursor),
    column: body.sortBy?.column ?? 'name',
    order: body.sortBy?.order ?? 'asc',
  }
}

/**
 * One page plus one row, to tell whether another page follows. Folders carry no dates, so
 * they sort first by date; names tie-break byte-wise (COLLATE "C"), as storage-api orders keys.
 */
async function selectPage(db: pg.PoolClient, bucketId: string, page: Page): Promise<Entry[]> {
  // Column and direction come from the fixed lists above, never from the request's text.
  const order = `${page.column === 'name' ? '' : `${page.column} ${page.order} nulls first, `}name collate "C" ${page.order}`
  const entries = page.delimited
    ? `select left(name, length($2) + cut) as name, null::uuid as id,
              null::timestamptz as updated_at, null::timestamptz as created_at,
              null::timestamptz as last_accessed_at, null::jsonb as metadata
         from matched where cut > 0 group by 1
       union all
       select name, id, updated_at, created_at, last_accessed_at, metadata
         from matched where cut = 0`
    : `select name, id, updated_at, created_at, last_accessed_at, metadata from matched`
  const result = await db.query<Entry>(
    `with matched as (
       select name, id, updated_at, created_at, last_accessed_at, metadata,
              strpos(substr(name, length($2) + 1), '/') as cut
         from storage.objects
        where bucket_id = $1 and left(name, length($2)) = $2
     )
     select * from (${entries}) entries order by ${order} limit $3 offset $4`,
    [bucketId, page.prefix, page.limit + 1, page.offset],
  )
  return result.rows
}

async function listV2(
  c: Context,
  deps: StorageDeps,
  bucketId: string,
  identity: RequestIdentity,
  body: z.output<typeof listV2Body>,
): Promise<Response> {
  const page = readPage(body)
  const rows = await asRole(deps.pool, identity, (db) => selectPage(db, bucketId, page))
  const hasNext = rows.length > page.limit
  const shown = rows.slice(0, page.limit)
  return c.json({
    hasNext,
    ...(hasNext ? { nextCursor: encodeCursor(page.offset + page.limit) } : {}),
    folders: shown
      .filter((entry) => entry.id === null)
      .map((entry) => ({ key: entry.name.replace(/\/$/, ''), name: entry.name })),
    objects: shown
      .filter((entry) => entry.id !== null)
      .map((entry) => ({
        id: entry.id,
        key: entry.name,
        name: entry.name,
        updated_at: entry.updated_at,
        created_at: entry.created_at,
        last_accessed_at: entry.last_accessed_at,
        metadata: entry.metadata,
      })),
  })
}
