/**
 * Object endpoints of Supabase Storage: upload (POST, with x-upsert) and
 * update (PUT), download (authenticated, public, signed), exists (HEAD),
 * info, list, remove, move, copy and signed URLs. Metadata rows are written
 * and read as the caller, so storage.objects policies decide; files live in
 * the FileStore.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type pg from 'pg'
import { z } from 'zod'
import { asRole, type RequestIdentity } from '../db.ts'
import {
  bodyObject,
  jsonBody,
  jsonObject,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalObject,
  optionalString,
  requiredInteger,
  requiredString,
  stringList,
} from './body.ts'
import { callerRequired, ownerOf, requireCaller, type Owner } from './caller.ts'
import { ERRORS } from './errors.ts'
import type { FileStore } from './file-store.ts'
import {
  assertMimeTypeAllowed,
  assertValidBucketName,
  assertValidObjectName,
  effectiveSizeLimit,
} from './limits.ts'
import {
  bucketParam,
  findBucketAsSystem,
  findObjectAsSystem,
  findPublicObject,
  findVisibleObject,
  objectParams,
  signObjectToken,
  verifyObjectToken,
} from './lookup.ts'
import {
  deleteObjects,
  findObject,
  findObjectNames,
  insertObject,
  listFolder,
  lockObject,
  renameObject,
  replaceObject,
  upsertObject,
  type BucketRow,
  type ObjectMetadata,
  type ObjectRow,
} from './queries.ts'
import { drainingOnError, readUpload, type IncomingFile } from './request-body.ts'
import { sendObject } from './send-object.ts'
import { transformationsFromBody } from './transform.ts'

export interface StorageDeps {
  pool: pg.Pool
  store: FileStore
}

const OBJECT = '/object/:bucket/:path{.+}'

export function registerObjectRoutes(app: Hono, deps: StorageDeps): void {
  // Fixed prefixes first: `/object/:bucket/...` would match them too.
  app.post('/object/list/:bucket', callerRequired(bucketParam), jsonBody(listBody), (c) =>
    listObjects(c, deps, bucketParam(c), c.var.identity, c.req.valid('json')),
  )
  app.post('/object/move', callerRequired(), jsonBody(moveBody), (c) =>
    moveObject(c, deps, c.var.identity, c.req.valid('json')),
  )
  app.post('/object/copy', callerRequired(), jsonBody(copyBody), (c) =>
    copyObject(c, deps, c.var.identity, c.req.valid('json')),
  )
  app.post(
    '/object/sign/:bucket/:path{.+}',
    callerRequired(objectParams),
    jsonBody(signBody),
    (c) => signUrl(c, deps, objectParams(c), c.var.identity, c.req.valid('json')),
  )
  app.post('/object/sign/:bucket', callerRequired(bucketParam), jsonBody(signManyBody), (c) =>
    signUrls(c, deps, bucketParam(c), c.var.identity, c.req.valid('json')),
  )
  app.get('/object/sign/:bucket/:path{.+}', (c) => downloadSigned(c, deps))
  app.get('/object/public/:bucket/:path{.+}', (c) => downloadPublic(c, deps))
  app.get('/object/authenticated/:bucket/:path{.+}', (c) => download(c, deps))
  app.get('/object/info/public/:bucket/:path{.+}', (c) => infoPublic(c, deps))
  app.get('/object/info/authenticated/:bucket/:path{.+}', (c) => info(c, deps))
  app.get('/object/info/:bucket/:path{.+}', (c) => info(c, deps))
  app.get(OBJECT, (c) => download(c, deps))
  app.post(OBJECT, (c) => writeObject(c, deps, 'create'))
  app.put(OBJECT, (c) => writeObject(c, deps, 'update'))
  app.delete(OBJECT, (c) => removeObject(c, deps))
  app.delete('/object/:bucket', callerRequired(bucketParam), jsonBody(removeBody), (c) =>
    removeObjects(c, deps, bucketParam(c), c.var.identity, c.req.valid('json')),
  )
}

function describe(file: IncomingFile): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
    size: file.data.byteLength,
    mimetype: file.contentType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.data.byteLength,
    httpStatusCode: 200,
  }
}

function bucketLimit(bucket: BucketRow): number {
  return effectiveSizeLimit(bucket.file_size_limit === null ? null : Number(bucket.file_size_limit))
}

/** Objects copied or moved into a bucket meet that bucket's limits too. */
function assertFitsBucket(bucket: BucketRow, metadata: Partial<ObjectMetadata> | null): void {
  if ((metadata?.size ?? 0) > bucketLimit(bucket)) throw ERRORS.entityTooLarge()
  assertMimeTypeAllowed(metadata?.mimetype ?? 'application/octet-stream', bucket.allowed_mime_types)
}

/** Takes the advisory locks of several objects in one global order (no deadlock). */
async function lockAll(
  db: pg.PoolClient,
  keys: Array<{ bucketId: string; name: string }>,
): Promise<void> {
  const sorted = [...keys].sort((a, b) =>
    `${a.bucketId}/${a.name}`.localeCompare(`${b.bucketId}/${b.name}`),
  )
  for (const key of sorted) await lockObject(db, key.bucketId, key.name)
}

export function objectJson(row: ObjectRow) {
  return {
    name: row.name,
    id: row.id,
    bucket_id: row.bucket_id,
    owner: row.owner,
    owner_id: row.owner_id,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_accessed_at: row.last_accessed_at,
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  }
}

/** What an upload may do to an object of the same name: fail, replace it, or only replace. */
export type WriteMode = 'create' | 'upsert' | 'update'

export interface UploadTarget {
  bucketId: string
  name: string
  mode: WriteMode
  owner: Owner
}

/** Runs a transaction as whoever the upload is written for (the caller, or the system). */
export type Transaction = <T>(fn: (db: pg.PoolClient) => Promise<T>) => Promise<T>

/**
 * Reads an upload's body and writes its row, then its file, in one transaction. The row is
 * written first, so a policy refusal or a duplicate never touches the file on disk. Answers
 * storage-api's `{Id, Key}`. Call it inside `drainingOnError`, so a refused upload's body is
 * still read.
 */
export async function storeUpload(
  request: Request,
  deps: StorageDeps,
  target: UploadTarget,
  transaction: Transaction,
): Promise<{ Id: string; Key: string }> {
  const { bucketId, name, mode } = target
  const bucket = await findBucketAsSystem(deps.pool, bucketId)
  const file = await readUpload(request, bucketLimit(bucket))
  const object = {
    id: randomUUID(),
    bucketId,
    name,
    ...target.owner,
    metadata: describe(file),
    userMetadata: file.userMetadata,
    version: randomUUID(),
  }
  const id = await transaction(async (db) => {
    await lockObject(db, bucketId, name)
    const written =
      mode === 'update'
        ? await replaceObject(db, object)
        : mode === 'upsert'
          ? await upsertObject(db, object)
          : await insertObject(db, object)
    if (!written) throw ERRORS.noSuchKey()
    // After the policy check, so a caller who may not write learns nothing about the bucket's rules.
    assertMimeTypeAllowed(file.contentType, bucket.allowed_mime_types)
    await deps.store.write(bucketId, name, file.data)
    return written
  })
  return { Id: id, Key: `${bucketId}/${name}` }
}

/** POST uploads a new object (x-upsert: true replaces an existing one), PUT replaces one. */
function writeObject(
  c: Context,
  deps: StorageDeps,
  method: 'create' | 'update',
): Promise<Response> {
  return drainingOnError(c.req.raw, async () => {
    const { bucketId, name } = objectParams(c)
    const identity = await requireCaller(c)
    const upsert = method === 'create' && c.req.header('x-upsert') === 'true'
    const target: UploadTarget = {
      bucketId,
      name,
      mode: upsert ? 'upsert' : method,
      owner: ownerOf(identity),
    }
    return c.json(
      await storeUpload(c.req.raw, deps, target, (fn) => asRole(deps.pool, identity, fn)),
    )
  })
}

async function download(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucketId, name } = objectParams(c)
  const identity = await requireCaller(c)
  const row = await findVisibleObject(deps.pool, identity, bucketId, name)
  return sendObject(c, deps.store, row, { download: c.req.query('download') })
}

async function downloadPublic(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucketId, name } = objectParams(c)
  const { row } = await findPublicObject(deps.pool, bucketId, name)
  return sendObject(c, deps.store, row, { download: c.req.query('download') })
}

async function downloadSigned(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucketId, name } = objectParams(c)
  await verifyObjectToken(c.req.query('token'), bucketId, name)
  const row = await findObjectAsSystem(deps.pool, bucketId, name)
  return sendObject(c, deps.store, row, { download: c.req.query('download') })
}

function infoJson(row: ObjectRow) {
  const metadata = row.metadata ?? {}
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: metadata.lastModified ?? row.updated_at,
    created_at: row.created_at,
  }
}

async function info(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucketId, name } = objectParams(c)
  const identity = await requireCaller(c)
  const row = await findVisibleObject(deps.pool, identity, bucketId, name)
  return c.json(infoJson(row))
}

async function infoPublic(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucketId, name } = objectParams(c)
  const { row } = await findPublicObject(deps.pool, bucketId, name)
  return c.json(infoJson(row))
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const

const listBody = bodyObject({
  prefix: optionalString(),
  search: optionalString(),
  limit: optionalInteger({ min: 1 }),
  offset: optionalInteger({ min: 0 }),
  sortBy: optionalObject({
    column: oneOf(SORT_COLUMNS),
    // storage-js sends the order as given; 'DESC' counts.
    order: z.preprocess(
      (order) => (typeof order === 'string' ? order.toLowerCase() : order),
      oneOf(['asc', 'desc']),
    ),
  }),
})

async function listObjects(
  c: Context,
  deps: StorageDeps,
  bucketId: string,
  identity: RequestIdentity,
  body: z.output<typeof listBody>,
): Promise<Response> {
  let prefix = body.prefix ?? ''
  // A prefix names a folder.
  if (prefix !== '' && !prefix.endsWith('/')) prefix = `${prefix}/`
  const rows = await asRole(deps.pool, identity, (db) =>
    listFolder(db, bucketId, {
      prefix,
      search: body.search ?? '',
      limit: body.limit ?? 100,
      offset: body.offset ?? 0,
      sortColumn: body.sortBy?.column ?? 'name',
      sortOrder: body.sortBy?.order ?? 'asc',
    }),
  )
  return c.json(rows)
}

const removeBody = bodyObject({ prefixes: stringList() })

async function removeObjects(
  c: Context,
  deps: StorageDeps,
  bucketId: string,
  identity: RequestIdentity,
  { prefixes }: z.output<typeof removeBody>,
): Promise<Response> {
  const removed = await asRole(deps.pool, identity, (db) => deleteObjects(db, bucketId, prefixes))
  await removeFiles(
    deps.store,
    bucketId,
    removed.map((row) => row.name),
  )
  return c.json(removed.map(objectJson))
}

async function removeObject(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucketId, name } = objectParams(c)
  const identity = await requireCaller(c)
  const removed = await asRole(deps.pool, identity, (db) => deleteObjects(db, bucketId, [name]))
  if (removed.length === 0) throw ERRORS.noSuchKey()
  await removeFiles(deps.store, bucketId, [name])
  return c.json({ message: 'Successfully deleted' })
}

/** Files go after the rows are committed; a file left behind is only wasted space. */
export async function removeFiles(
  store: FileStore,
  bucketId: string,
  names: string[],
): Promise<void> {
  for (const name of names) {
    await store.remove(bucketId, name).catch((error: unknown) => {
      console.error(`storage: could not remove ${bucketId}/${name}:`, error)
    })
  }
}

const moveBody = bodyObject({
  bucketId: requiredString(),
  sourceKey: requiredString(),
  destinationKey: requiredString(),
  destinationBucket: optionalString(),
})

/** The names a move or copy reads, checked; the destination bucket defaults to the source's. */
function transferNames(body: z.output<typeof moveBody>) {
  const { bucketId, sourceKey, destinationKey } = body
  const destinationBucket = body.destinationBucket || bucketId
  assertValidBucketName(bucketId)
  assertValidBucketName(destinationBucket)
  assertValidObjectName(sourceKey)
  assertValidObjectName(destinationKey)
  return { bucketId, sourceKey, destinationKey, destinationBucket }
}

/** Move needs SELECT and UPDATE policies on the object, as on Supabase. */
async function moveObject(
  c: Context,
  deps: StorageDeps,
  identity: RequestIdentity,
  body: z.output<typeof moveBody>,
): Promise<Response> {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = transferNames(body)
  if (bucketId === destinationBucket && sourceKey === destinationKey) {
    return c.json({ message: 'Successfully moved' })
  }
  const target = await findBucketAsSystem(deps.pool, destinationBucket)
  let moved = false
  try {
    await asRole(deps.pool, identity, async (db) => {
      await lockAll(db, [
        { bucketId, name: sourceKey },
        { bucketId: destinationBucket, name: destinationKey },
      ])
      const row = await renameObject(
        db,
        { bucketId, name: sourceKey },
        { bucketId: destinationBucket, name: destinationKey },
      )
      if (!row) throw ERRORS.noSuchKey()
      if (destinationBucket !== bucketId) assertFitsBucket(target, row.metadata)
      await deps.store.move(bucketId, sourceKey, destinationBucket, destinationKey)
      moved = true
    })
  } catch (error) {
    if (moved)
      await deps.store.move(destinationBucket, destinationKey, bucketId, sourceKey).catch(() => {})
    throw error
  }
  return c.json({ message: 'Successfully moved' })
}

const copyBody = bodyObject({
  ...moveBody.shape,
  copyMetadata: optionalBoolean(),
  metadata: jsonObject(),
})

/** Copy needs SELECT on the source and INSERT (with x-upsert, also UPDATE) on the copy. */
async function copyObject(
  c: Context,
  deps: StorageDeps,
  identity: RequestIdentity,
  body: z.output<typeof copyBody>,
): Promise<Response> {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = transferNames(body)
  const copyMetadata = body.copyMetadata ?? true
  const upsert = c.req.header('x-upsert') === 'true'
  const target = await findBucketAsSystem(deps.pool, destinationBucket)
  const id = await asRole(deps.pool, identity, async (db) => {
    await lockAll(db, [
      { bucketId, name: sourceKey },
      { bucketId: destinationBucket, name: destinationKey },
    ])
    const source = await findObject(db, bucketId, sourceKey)
    if (!source) throw ERRORS.noSuchKey()
    assertFitsBucket(target, source.metadata)
    const object = {
      id: randomUUID(),
      bucketId: destinationBucket,
      name: destinationKey,
      ...ownerOf(identity),
      metadata: { ...(source.metadata as ObjectMetadata), lastModified: new Date().toISOString() },
      userMetadata: copyMetadata ? source.user_metadata : (body.metadata ?? null),
      version: randomUUID(),
    }
    const written = upsert ? await upsertObject(db, object) : await insertObject(db, object)
    await deps.store.copy(bucketId, sourceKey, destinationBucket, destinationKey)
    return written
  })
  return c.json({ Id: id, Key: `${destinationBucket}/${destinationKey}` })
}

// `transform` is read by transform.ts, as the render routes read their query.
const signBody = bodyObject({
  expiresIn: requiredInteger({ min: 1 }),
  transform: z.unknown().optional(),
})

async function signUrl(
  c: Context,
  deps: StorageDeps,
  { bucketId, name }: { bucketId: string; name: string },
  identity: RequestIdentity,
  body: z.output<typeof signBody>,
): Promise<Response> {
  const { expiresIn } = body
  const transformations = transformationsFromBody(body.transform)
  await findVisibleObject(deps.pool, identity, bucketId, name)
  const url = `${bucketId}/${name}`
  const token = await signObjectToken(
    transformations ? { url, transformations } : { url },
    expiresIn,
  )
  const route = transformations ? 'render/image' : 'object'
  return c.json({ signedURL: `/${route}/sign/${url}?token=${token}` })
}

const signManyBody = bodyObject({ expiresIn: requiredInteger({ min: 1 }), paths: stringList() })

async function signUrls(
  c: Context,
  deps: StorageDeps,
  bucketId: string,
  identity: RequestIdentity,
  { expiresIn, paths }: z.output<typeof signManyBody>,
): Promise<Response> {
  const visible = await asRole(deps.pool, identity, (db) => findObjectNames(db, bucketId, paths))
  const results = await Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path)) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        }
      }
      const url = `${bucketId}/${path}`
      const token = await signObjectToken({ url }, expiresIn)
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` }
    }),
  )
  return c.json(results)
}
