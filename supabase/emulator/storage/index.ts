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
import { registerObjectRoutes, type StorageDeps } from './objects.ts'
import { registerRenderRoutes } from './render.ts'

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
  registerObjectRoutes(app, deps)
  registerRenderRoutes(app, deps)
  return app
}
