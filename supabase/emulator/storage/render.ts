/**
 * The render endpoint: `/render/image/{public|authenticated|sign}/:bucket/*`
 * returns the object transformed by `transform.ts`, with the object's
 * Cache-Control (default max-age=3600) and `Vary: Accept`, since the format
 * depends on what the client accepts.
 */
import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { requireCaller } from './caller.ts'
import { ERRORS } from './errors.ts'
import {
  findBucketAsSystem,
  findObjectAsSystem,
  findPublicObject,
  findVisibleObject,
  objectParams,
  verifyObjectToken,
} from './lookup.ts'
import type { StorageDeps } from './objects.ts'
import type { BucketRow, ObjectRow } from './queries.ts'
import { contentDisposition, notModified } from './send-object.ts'
import {
  describeTransform,
  renderImage,
  transformFromQuery,
  transformFromString,
  type TransformOptions,
} from './transform.ts'

export function registerRenderRoutes(app: Hono, deps: StorageDeps): void {
  app.get('/render/image/public/:bucket/:path{.+}', async (c) => {
    const { bucketId, name } = objectParams(c)
    const options = transformFromQuery(c.req.query())
    const { bucket, row } = await findPublicObject(deps.pool, bucketId, name)
    return sendRendered(c, deps, bucket, row, options)
  })

  app.get('/render/image/authenticated/:bucket/:path{.+}', async (c) => {
    const { bucketId, name } = objectParams(c)
    const options = transformFromQuery(c.req.query())
    const identity = await requireCaller(c)
    const row = await findVisibleObject(deps.pool, identity, bucketId, name)
    const bucket = await findBucketAsSystem(deps.pool, bucketId)
    return sendRendered(c, deps, bucket, row, options)
  })

  app.get('/render/image/sign/:bucket/:path{.+}', async (c) => {
    const { bucketId, name } = objectParams(c)
    const claims = await verifyObjectToken(c.req.query('token'), bucketId, name)
    const options = claims.transformations
      ? transformFromString(claims.transformations)
      : transformFromQuery({})
    const row = await findObjectAsSystem(deps.pool, bucketId, name)
    const bucket = await findBucketAsSystem(deps.pool, bucketId)
    return sendRendered(c, deps, bucket, row, options)
  })
}

async function sendRendered(
  c: Context,
  deps: StorageDeps,
  bucket: BucketRow,
  row: ObjectRow,
  options: TransformOptions,
): Promise<Response> {
  const input = await deps.store.read(row.bucket_id, row.name)
  if (!input) throw ERRORS.noSuchKey()
  const rendered = await renderImage(input, options, {
    accept: c.req.header('accept') ?? '',
    avifAutodetection: bucket.avif_autodetection,
  })
  const eTag = `"${createHash('md5').update(rendered.data).digest('hex')}"`
  const headers = new Headers({
    'content-type': rendered.contentType,
    'content-length': String(rendered.data.byteLength),
    'cache-control': row.metadata?.cacheControl ?? 'max-age=3600',
    vary: 'Accept',
    etag: eTag,
    'last-modified': new Date(row.metadata?.lastModified ?? row.updated_at).toUTCString(),
    'x-transformations': describeTransform(options).join(','),
    'x-content-type-options': 'nosniff',
  })
  const disposition = contentDisposition(c.req.query('download'))
  if (disposition) headers.set('content-disposition', disposition)
  if (notModified(c, headers)) return new Response(null, { status: 304, headers })
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers })
  return new Response(new Uint8Array(rendered.data), { status: 200, headers })
}
