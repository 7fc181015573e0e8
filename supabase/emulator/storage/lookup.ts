/**
 * Finding the object a download or render asks for, in the three ways Storage
 * allows: as the caller under RLS (authenticated), from a public bucket
 * without RLS, or with a signed URL's token.
 */
import type { Context } from 'hono'
import type pg from 'pg'
import { asRole, asSystem, type RequestIdentity } from '../db.ts'
import { signJwt, verifyJwt } from '../keys.ts'
import { ERRORS } from './errors.ts'
import { assertValidBucketName, assertValidObjectName } from './limits.ts'
import { findBucket, findObject, type BucketRow, type ObjectRow } from './queries.ts'

/** The bucket id of a `/:bucket` route, validated. */
export function bucketParam(c: Context): string {
  const bucketId = c.req.param('bucket')
  assertValidBucketName(bucketId)
  return bucketId
}

/** The bucket id and object name of a `/:bucket/:path{.+}` route, validated. */
export function objectParams(c: Context): { bucketId: string; name: string } {
  const bucketId = c.req.param('bucket')
  const name = c.req.param('path')
  assertValidBucketName(bucketId)
  assertValidObjectName(name)
  return { bucketId, name }
}

export async function findVisibleObject(
  pool: pg.Pool,
  identity: RequestIdentity,
  bucketId: string,
  name: string,
): Promise<ObjectRow> {
  const row = await asRole(pool, identity, (db) => findObject(db, bucketId, name))
  if (!row) throw ERRORS.noSuchKey()
  return row
}

/** A public bucket's object; no RLS applies, as on Supabase. */
export async function findPublicObject(
  pool: pg.Pool,
  bucketId: string,
  name: string,
): Promise<{ bucket: BucketRow; row: ObjectRow }> {
  return asSystem(pool, async (db) => {
    const bucket = await findBucket(db, bucketId)
    if (!bucket || !bucket.public) throw ERRORS.noSuchBucket()
    const row = await findObject(db, bucketId, name)
    if (!row) throw ERRORS.noSuchKey()
    return { bucket, row }
  })
}

export async function findObjectAsSystem(
  pool: pg.Pool,
  bucketId: string,
  name: string,
): Promise<ObjectRow> {
  const row = await asSystem(pool, (db) => findObject(db, bucketId, name))
  if (!row) throw ERRORS.noSuchKey()
  return row
}

export async function findBucketAsSystem(pool: pg.Pool, bucketId: string): Promise<BucketRow> {
  const bucket = await asSystem(pool, (db) => findBucket(db, bucketId))
  if (!bucket) throw ERRORS.noSuchBucket()
  return bucket
}

export interface SignedClaims {
  url: string
  transformations?: string
}

/** A signed upload URL's claims, as storage-api signs them: the signer's `sub` and upsert. */
export interface SignedUploadClaims {
  url: string
  owner?: string
  upsert: boolean
}

/** A token for `bucket/name` (and what else its route needs), valid for `expiresIn` seconds. */
export async function signObjectToken(
  claims: SignedClaims | SignedUploadClaims,
  expiresIn: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return signJwt({ ...claims, iat: now }, now + expiresIn)
}

/**
 * Checks a signed token (download, render or upload URL) against the object it is used for,
 * with storage-api's answers, and returns its claims.
 */
export async function verifySignedToken(
  token: string | undefined,
  bucketId: string,
  name: string,
): Promise<Record<string, unknown>> {
  if (!token) throw ERRORS.invalidParameter("querystring must have required property 'token'")
  let payload: Record<string, unknown>
  try {
    payload = (await verifyJwt(token)) as Record<string, unknown>
  } catch (error) {
    const code = (error as { code?: string }).code
    throw ERRORS.invalidJwt(code === 'ERR_JWT_EXPIRED' ? 'jwt expired' : 'invalid signature')
  }
  if (typeof payload.url !== 'string' || payload.url !== `${bucketId}/${name}`) {
    throw ERRORS.invalidSignature('The url do not match the signature')
  }
  return payload
}

/** Checks a signed download or render URL's token against the object it is used for. */
export async function verifyObjectToken(
  token: string | undefined,
  bucketId: string,
  name: string,
): Promise<SignedClaims> {
  const payload = await verifySignedToken(token, bucketId, name)
  return {
    url: `${bucketId}/${name}`,
    transformations:
      typeof payload.transformations === 'string' ? payload.transformations : undefined,
  }
}
