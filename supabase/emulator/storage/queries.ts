/**
 * The SQL Storage runs on storage.buckets and storage.objects. Each function
 * takes a client that is already in the caller's role (asRole) or the
 * superuser's (asSystem), so the same statement obeys or bypasses RLS as
 * Supabase Storage does. Values are always bound; the only SQL fragments
 * chosen at run time come from fixed lists in this file.
 */
import type pg from 'pg'

export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  created_at: Date
  updated_at: Date
  last_accessed_at: Date
  metadata: Partial<ObjectMetadata> | null
  user_metadata: Record<string, unknown> | null
}

export interface BucketRow {
  id: string
  name: string
  owner: string | null
  owner_id: string | null
  public: boolean
  avif_autodetection: boolean
  file_size_limit: string | number | null
  allowed_mime_types: string[] | null
  created_at: Date
  updated_at: Date
}

type Db = pg.PoolClient

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata'

const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, avif_autodetection, file_size_limit, allowed_mime_types, created_at, updated_at'

// Buckets ---------------------------------------------------------------------

export async function findBucket(db: Db, id: string): Promise<BucketRow | null> {
  const result = await db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
    [id],
  )
  return result.rows[0] ?? null
}

const BUCKET_SORT: Record<string, string> = {
  id: 'id',
  name: 'name',
  created_at: 'created_at',
  updated_at: 'updated_at',
}

export async function listBuckets(
  db: Db,
  options: {
    limit?: number
    offset?: number
    search?: string
    sortColumn?: string
    sortOrder?: 'asc' | 'desc'
  },
): Promise<BucketRow[]> {
  const column = BUCKET_SORT[options.sortColumn ?? 'name'] ?? 'name'
  const direction = options.sortOrder === 'desc' ? 'desc' : 'asc'
  const result = await db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets
      where $1::text is null or name ilike '%' || $1 || '%' escape '\\'
      order by ${column} ${direction}, id ${direction}
      limit $2 offset $3`,
    [
      options.search ? escapeLike(options.search) : null,
      options.limit ?? null,
      options.offset ?? 0,
    ],
  )
  return result.rows
}

export async function insertBucket(
  db: Db,
  bucket: {
    id: string
    name: string
    owner: string | null
    ownerId: string | null
    isPublic: boolean
    fileSizeLimit: number | null
    allowedMimeTypes: string[] | null
    avifAutodetection: boolean
  },
): Promise<void> {
  await db.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, avif_autodetection)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      bucket.id,
      bucket.name,
      bucket.owner,
      bucket.ownerId,
      bucket.isPublic,
      bucket.fileSizeLimit,
      bucket.allowedMimeTypes,
      bucket.avifAutodetection,
    ],
  )
}

/** Updates the given fields only; returns whether a visible bucket was updated. */
export async function updateBucket(
  db: Db,
  id: string,
  changes: {
    isPublic?: boolean
    fileSizeLimit?: number | null
    allowedMimeTypes?: string[] | null
    avifAutodetection?: boolean
  },
): Promise<boolean> {
  const result = await db.query(
    `update storage.buckets set
        public = case when $2 then $3 else public end,
        file_size_limit = case when $4 then $5 else file_size_limit end,
        allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
        avif_autodetection = case when $8 then $9 else avif_autodetection end,
        updated_at = now()
      where id = $1`,
    [
      id,
      changes.isPublic !== undefined,
      changes.isPublic ?? null,
      changes.fileSizeLimit !== undefined,
      changes.fileSizeLimit ?? null,
      changes.allowedMimeTypes !== undefined,
      changes.allowedMimeTypes ?? null,
      changes.avifAutodetection !== undefined,
      changes.avifAutodetection ?? null,
    ],
  )
  return (result.rowCount ?? 0) > 0
}

/**
 * Lifts Supabase's guard on the storage tables (storage.protect_delete) for
 * the rest of this transaction only, as Supabase's Storage server does before
 * its own deletes: a DELETE anywhere else (plain SQL) is refused.
 */
async function allowDeletes(db: Db): Promise<void> {
  await db.query(`select set_config('storage.allow_delete_query', 'true', true)`)
}

export async function deleteBucket(db: Db, id: string): Promise<boolean> {
  await allowDeletes(db)
  const result = await db.query('delete from storage.buckets where id = $1', [id])
  return (result.rowCount ?? 0) > 0
}

export async function bucketHasObjects(db: Db, id: string): Promise<boolean> {
  const result = await db.query<{ found: boolean }>(
    'select exists (select 1 from storage.objects where bucket_id = $1) as found',
    [id],
  )
  return result.rows[0]?.found ?? false
}

// Objects ---------------------------------------------------------------------

/** Serialises writers of one object name for the rest of the transaction. */
export async function lockObject(db: Db, bucketId: string, name: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `storage:${bucketId}/${name}`,
  ])
}

export async function findObject(
  db: Db,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  const result = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  )
  return result.rows[0] ?? null
}

export async function findObjectNames(
  db: Db,
  bucketId: string,
  names: string[],
): Promise<Set<string>> {
  const result = await db.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucketId, names],
  )
  return new Set(result.rows.map((row) => row.name))
}

export interface NewObject {
  id: string
  bucketId: string
  name: string
  owner: string | null
  ownerId: string | null
  /** Partial only for a trial row that is rolled back (signed upload URLs' permission check). */
  metadata: Partial<ObjectMetadata>
  userMetadata: Record<string, unknown> | null
  version: string
}

function objectValues(object: NewObject): unknown[] {
  return [
    object.id,
    object.bucketId,
    object.name,
    object.owner,
    object.ownerId,
    JSON.stringify(object.metadata),
    object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
    object.version,
  ]
}

/**
 * A plain insert: it needs only an INSERT policy (no RETURNING, which would
 * also need the row to pass a SELECT policy), as uploads on Supabase do.
 */
export async function insertObject(db: Db, object: NewObject): Promise<string> {
  await db.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    objectValues(object),
  )
  return object.id
}

/** Insert or replace: needs INSERT, SELECT and UPDATE policies, as upsert on Supabase. */
export async function upsertObject(db: Db, object: NewObject): Promise<string> {
  const result = await db.query<{ id: string }>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (bucket_id, name) do update set
       owner = excluded.owner,
       owner_id = excluded.owner_id,
       metadata = excluded.metadata,
       user_metadata = excluded.user_metadata,
       version = excluded.version,
       updated_at = now(),
       last_accessed_at = now()
     returning id`,
    objectValues(object),
  )
  const id = result.rows[0]?.id
  if (!id) throw new Error('upsert returned no row')
  return id
}

/** Replaces an existing object's content; null when no visible object matched. */
export async function replaceObject(db: Db, object: Omit<NewObject, 'id'>): Promise<string | null> {
  const result = await db.query<{ id: string }>(
    `update storage.objects set
        owner = $3, owner_id = $4, metadata = $5, user_metadata = $6, version = $7,
        updated_at = now(), last_accessed_at = now()
      where bucket_id = $1 and name = $2
      returning id`,
    [
      object.bucketId,
      object.name,
      object.owner,
      object.ownerId,
      JSON.stringify(object.metadata),
      object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
      object.version,
    ],
  )
  return result.rows[0]?.id ?? null
}

export async function renameObject(
  db: Db,
  from: { bucketId: string; name: string },
  to: { bucketId: string; name: string },
): Promise<Pick<ObjectRow, 'id' | 'metadata'> | null> {
  const result = await db.query<Pick<ObjectRow, 'id' | 'metadata'>>(
    `update storage.objects set bucket_id = $3, name = $4, updated_at = now(), last_accessed_at = now()
      where bucket_id = $1 and name = $2
      returning id, metadata`,
    [from.bucketId, from.name, to.bucketId, to.name],
  )
  return result.rows[0] ?? null
}

export async function deleteObjects(
  db: Db,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  await allowDeletes(db)
  const result = await db.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucketId, names],
  )
  return result.rows
}

export async function deleteAllObjects(db: Db, bucketId: string): Promise<string[]> {
  await allowDeletes(db)
  const result = await db.query<{ name: string }>(
    'delete from storage.objects where bucket_id = $1 returning name',
    [bucketId],
  )
  return result.rows.map((row) => row.name)
}

export interface ListEntry {
  name: string
  id: string | null
  updated_at: Date | null
  created_at: Date | null
  last_accessed_at: Date | null
  metadata: Partial<ObjectMetadata> | null
}

const OBJECT_SORT: Record<string, string> = {
  name: 'name',
  updated_at: 'updated_at',
  created_at: 'created_at',
  last_accessed_at: 'last_accessed_at',
}

/**
 * One level of a bucket, as Supabase's storage.search: the folders directly
 * under `prefix` (null id and metadata) first, then the files there, each
 * named relative to the prefix. `search` narrows to names starting with it.
 */
export async function listFolder(
  db: Db,
  bucketId: string,
  options: {
    prefix: string
    search: string
    limit: number
    offset: number
    sortColumn: string
    sortOrder: 'asc' | 'desc'
  },
): Promise<ListEntry[]> {
  const level = options.prefix === '' ? 1 : options.prefix.split('/').length
  const column = OBJECT_SORT[options.sortColumn] ?? 'name'
  const direction = options.sortOrder === 'desc' ? 'desc' : 'asc'
  const result = await db.query<ListEntry>(
    `with matched as (
       select name, id, updated_at, created_at, last_accessed_at, metadata, path_tokens
         from storage.objects
        where bucket_id = $1 and name ilike $2 escape '\\'
     ),
     entries as (
       select 0 as kind, path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
         from matched
        where array_length(path_tokens, 1) > $3
        group by path_tokens[$3]
       union all
       select 1, path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata
         from matched
        where array_length(path_tokens, 1) = $3
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata
       from entries
      order by kind, ${column} ${direction} nulls last, name ${direction}
      limit $4 offset $5`,
    [
      bucketId,
      `${escapeLike(options.prefix)}${escapeLike(options.search)}%`,
      level,
      options.limit,
      options.offset,
    ],
  )
  return result.rows
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}
