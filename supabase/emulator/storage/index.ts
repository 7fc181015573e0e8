/**
 * Supabase Storage for the local stack, as a Hono sub-app the gateway mounts
 * at /storage/v1: buckets, objects and image rendering with Supabase's
 * routes, JSON and error bodies. Metadata lives in storage.buckets and
 * storage.objects, queried as the caller so storage policies apply; files
 * live under `ctx.storageDir/<bucket>/<name>`.
 *
 * @example
 *   app.route('/storage/v1', createStorageApp(ctx))
 *   // supabase.storage.from('media').upload('logos/acme.png', file)
 */
import { Hono } from 'hono'
import type { ServiceContext } from '../context.ts'
import { registerBucketRoutes } from './buckets.ts'
import { sendError, toStorageError } from './errors.ts'
import { FileStore } from './file-store.ts'
import { registerListV2Route } from './list-v2.ts'
import { registerObjectRoutes, type StorageDeps } from './objects.ts'
import { registerRenderRoutes } from './render.ts'
import { registerSignedUploadRoutes } from './signed-upload.ts'

export function createStorageApp(ctx: ServiceContext): Hono {
  const app = new Hono()
  const deps: StorageDeps = { pool: ctx.pool, store: new FileStore(ctx.storageDir) }

  app.onError((error, c) => {
    const storageError = toStorageError(error)
    // Server faults are logged here, never sent: the client gets the generic body.
    if (storageError.httpStatus >= 500) console.error('storage error:', error)
    return sendError(c, storageError)
  })

  registerBucketRoutes(app, deps)
  // Before the object routes, whose `/object/:bucket/:path` would read `upload` or `list-v2`
  // as a bucket name; storage-api's router likewise prefers its fixed segments.
  registerSignedUploadRoutes(app, deps)
  registerListV2Route(app, deps)
  registerObjectRoutes(app, deps)
  registerRenderRoutes(app, deps)

  // A route storage-api lacks (or one this stack does not serve: resumable uploads, S3,
  // Iceberg, vectors) gets Fastify's 404, as storage-api sends it. A catch-all route rather
  // than notFound(): a mounted sub-app's notFound is not used, the parent's is.
  app.all('*', (c) => {
    const url = new URL(c.req.url)
    const path = url.pathname.replace(/^\/storage\/v1/, '') + url.search
    return c.json(
      { message: `Route ${c.req.method}:${path} not found`, error: 'Not Found', statusCode: 404 },
      404,
    )
  })
  return app
}
