/**
 * Signed upload URLs, as storage-api serves them: `POST /object/upload/sign/:bucket/:path`
 * checks that the caller may create the object (x-upsert: true, also replace it) and answers
 * `{url, token}`; `PUT` of that URL with `?token=` then uploads without further authentication,
 * written as the service with the signer as owner. supabase-js calls them through
 * `createSignedUploadUrl` and `uploadToSignedUrl`.
 */
import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { asRole, asSystem } from '../db.ts'
import { ownerFromSub, ownerOf, requireCaller } from './caller.ts'
import { findBucketAsSystem, objectParams, signObjectToken, verifySignedToken } from './lookup.ts'
import { storeUpload, type StorageDeps, type UploadTarget } from './objects.ts'
import { insertObject, lockObject, upsertObject } from './queries.ts'
import { drainingOnError } from './request-body.ts'

/** storage-api's UPLOAD_SIGNED_URL_EXPIRATION_TIME default: two hours. */
const SIGNED_UPLOAD_EXPIRES_IN = 2 * 60 * 60

const ROUTE = '/object/upload/sign/:bucket/:path{.+}'

export function registerSignedUploadRoutes(app: Hono, deps: StorageDeps): void {
  app.post(ROUTE, (c) => signUpload(c, deps))
  app.put(ROUTE, (c) => uploadSigned(c, deps))
}

/**
 * Tries the row the upload would write, as the caller, and rolls it back: storage-api's
 * canUpload, so policies refuse here rather than when the URL is used.
 */
async function signUpload(c: Context, deps: StorageDeps): Promise<Response> {
  const { bucketId, name } = objectParams(c)
  const identity = await requireCaller(c)
  const upsert = c.req.header('x-upsert') === 'true'
  await findBucketAsSystem(deps.pool, bucketId)
  const owner = ownerOf(identity)
  await asRole(deps.pool, identity, async (db) => {
    await lockObject(db, bucketId, name)
    await db.query('savepoint can_upload')
    const trial = {
      id: randomUUID(),
      bucketId,
      name,
      ...owner,
      metadata: {},
      userMetadata: null,
      version: randomUUID(),
    }
    await (upsert ? upsertObject(db, trial) : insertObject(db, trial))
    await db.query('rollback to savepoint can_upload')
  })
  const url = `${bucketId}/${name}`
  const token = await signObjectToken(
    { url, owner: owner.ownerId ?? undefined, upsert },
    SIGNED_UPLOAD_EXPIRES_IN,
  )
  return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token })
}

function uploadSigned(c: Context, deps: StorageDeps): Promise<Response> {
  return drainingOnError(c.req.raw, async () => {
    const { bucketId, name } = objectParams(c)
    const claims = await verifySignedToken(c.req.query('token'), bucketId, name)
    const target: UploadTarget = {
      bucketId,
      name,
      mode: claims.upsert === true ? 'upsert' : 'create',
      owner: ownerFromSub(claims.owner),
    }
    return c.json(await storeUpload(c.req.raw, deps, target, (fn) => asSystem(deps.pool, fn)))
  })
}
