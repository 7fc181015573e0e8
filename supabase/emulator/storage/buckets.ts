/**
 * Bucket endpoints of Supabase Storage. Like Supabase, they run as the caller
 * on storage.buckets, so its policies decide (service_role bypasses RLS; with
 * no policy, anon and authenticated users see and create no buckets).
 */
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { asRole, asSystem, type RequestIdentity } from '../db.ts'
import {
  bodyObject,
  jsonBody,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalString,
  parseFields,
  requiredString,
} from './body.ts'
import { callerRequired, ownerOf, requireCaller } from './caller.ts'
import { ERRORS } from './errors.ts'
import { assertValidBucketName, parseAllowedMimeTypes, parseFileSizeLimit } from './limits.ts'
import { removeFiles, type StorageDeps } from './objects.ts'
import {
  bucketHasObjects,
  deleteAllObjects,
  deleteBucket,
  findBucket,
  insertBucket,
  listBuckets,
  updateBucket,
  type BucketRow,
} from './queries.ts'

export function registerBucketRoutes(app: Hono, deps: StorageDeps): void {
  app.get('/bucket', (c) => list(c, deps))
  app.post('/bucket', callerRequired(), jsonBody(createBody), (c) =>
    create(c, deps, c.var.identity, c.req.valid('json')),
  )
  app.get('/bucket/:id', (c) => get(c, deps))
  app.put('/bucket/:id', callerRequired(bucketId), jsonBody(updateBody), (c) =>
    update(c, deps, bucketId(c), c.var.identity, c.req.valid('json')),
  )
  app.delete('/bucket/:id', (c) => remove(c, deps))
  app.post('/bucket/:id/empty', (c) => empty(c, deps))
}

export function bucketJson(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    type: 'STANDARD',
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

function bucketId(c: Context): string {
  const id = c.req.param('id')
  assertValidBucketName(id)
  return id
}

const listQuery = z.object({
  limit: optionalInteger({ min: 1 }),
  offset: optionalInteger({ min: 0 }),
  sortColumn: oneOf(['id', 'name', 'created_at', 'updated_at']),
  sortOrder: oneOf(['asc', 'desc']),
})

async function list(c: Context, deps: StorageDeps): Promise<Response> {
  const identity = await requireCaller(c)
  const query = c.req.query()
  const options = {
    ...parseFields(listQuery, query, 'querystring'),
    search: query.search || undefined,
  }
  const rows = await asRole(deps.pool, identity, (db) => listBuckets(db, options))
  return c.json(rows.map(bucketJson))
}

async function get(c: Context, deps: StorageDeps): Promise<Response> {
  const id = bucketId(c)
  const identity = await requireCaller(c)
  const row = await asRole(deps.pool, identity, (db) => findBucket(db, id))
  if (!row) throw ERRORS.noSuchBucket()
  return c.json(bucketJson(row))
}

// The size limit and MIME list pass as sent: limits.ts reads them after the schema and
// refuses them with InvalidRequest, as storage-api's handler does, not as schema errors.
const bucketFields = {
  public: optionalBoolean(),
  file_size_limit: z.unknown().optional(),
  allowed_mime_types: z.unknown().optional(),
  avif_autodetection: optionalBoolean(),
}

const createBody = bodyObject({ name: requiredString(), id: optionalString(), ...bucketFields })

async function create(
  c: Context,
  deps: StorageDeps,
  identity: RequestIdentity,
  body: z.output<typeof createBody>,
): Promise<Response> {
  const { name } = body
  const id = body.id || name
  assertValidBucketName(name)
  assertValidBucketName(id)
  const bucket = {
    id,
    name,
    ...ownerOf(identity),
    isPublic: body.public ?? false,
    fileSizeLimit: parseFileSizeLimit(body.file_size_limit) ?? null,
    allowedMimeTypes: parseAllowedMimeTypes(body.allowed_mime_types) ?? null,
    avifAutodetection: body.avif_autodetection ?? false,
  }
  await asRole(deps.pool, identity, (db) => insertBucket(db, bucket))
  return c.json({ name: id })
}

const updateBody = bodyObject(bucketFields)

async function update(
  c: Context,
  deps: StorageDeps,
  id: string,
  identity: RequestIdentity,
  body: z.output<typeof updateBody>,
): Promise<Response> {
  const changes = {
    isPublic: body.public,
    fileSizeLimit: parseFileSizeLimit(body.file_size_limit),
    allowedMimeTypes: parseAllowedMimeTypes(body.allowed_mime_types),
    avifAutodetection: body.avif_autodetection,
  }
  const updated = await asRole(deps.pool, identity, (db) => updateBucket(db, id, changes))
  if (!updated) throw ERRORS.noSuchBucket()
  return c.json({ message: 'Successfully updated' })
}

/** Only an empty bucket can go; emptying it first is a separate call. */
async function remove(c: Context, deps: StorageDeps): Promise<Response> {
  const id = bucketId(c)
  const identity = await requireCaller(c)
  const visible = await asRole(deps.pool, identity, (db) => findBucket(db, id))
  if (!visible) throw ERRORS.noSuchBucket()
  // Counted without RLS: objects the caller cannot see still keep the bucket.
  if (await asSystem(deps.pool, (db) => bucketHasObjects(db, id))) throw ERRORS.bucketNotEmpty()
  let deleted: boolean
  try {
    deleted = await asRole(deps.pool, identity, (db) => deleteBucket(db, id))
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw ERRORS.bucketNotEmpty()
    throw error
  }
  if (!deleted) throw ERRORS.noSuchBucket()
  await deps.store.removeBucket(id)
  return c.json({ message: 'Successfully deleted' })
}

/** Deletes the objects the caller may delete (all of them for service_role). */
async function empty(c: Context, deps: StorageDeps): Promise<Response> {
  const id = bucketId(c)
  const identity = await requireCaller(c)
  const names = await asRole(deps.pool, identity, async (db) => {
    if (!(await findBucket(db, id))) throw ERRORS.noSuchBucket()
    return deleteAllObjects(db, id)
  })
  await removeFiles(deps.store, id, names)
  return c.json({ message: 'Successfully emptied' })
}
