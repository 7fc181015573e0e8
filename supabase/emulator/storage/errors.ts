/**
 * Storage's error bodies, as Supabase Storage renders them: HTTP 400 for every
 * handled error (500 only for real server faults) and a body
 * `{statusCode, code, error, message}` whose `statusCode` carries the real
 * status as a string. storage-js reads `message` and `statusCode` from it.
 */
import type { Context } from 'hono'
import pg from 'pg'

export interface StorageErrorBody {
  statusCode: string
  code: string
  error: string
  message: string
}

export class StorageError extends Error {
  /** The status Storage means (404, 409, 413, ...), sent as a string in the body. */
  readonly statusCode: number
  readonly code: string
  /** The older `error` field; Supabase keeps it for backward compatibility. */
  readonly error: string
  /** The HTTP status of the reply: 400 unless the fault is the server's. */
  readonly httpStatus: number

  constructor(options: {
    statusCode: number
    code: string
    error?: string
    message: string
    httpStatus?: number
  }) {
    super(options.message)
    this.name = 'StorageError'
    this.statusCode = options.statusCode
    this.code = options.code
    this.error = options.error ?? options.code
    this.httpStatus = options.httpStatus ?? (options.statusCode >= 500 ? 500 : 400)
  }

  render(): StorageErrorBody {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    }
  }
}

/** The errors Storage answers with, named as in supabase/storage. */
export const ERRORS = {
  noSuchBucket: () =>
    new StorageError({
      statusCode: 404,
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    }),
  noSuchKey: () =>
    new StorageError({
      statusCode: 404,
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    }),
  bucketNotEmpty: () =>
    new StorageError({
      statusCode: 409,
      code: 'InvalidRequest',
      message: 'The bucket you tried to delete is not empty',
    }),
  duplicate: () =>
    new StorageError({
      statusCode: 409,
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  accessDenied: (message: string) =>
    new StorageError({ statusCode: 403, code: 'AccessDenied', error: 'Unauthorized', message }),
  entityTooLarge: () =>
    new StorageError({
      statusCode: 413,
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    }),
  invalidMimeType: (mimeType: string) =>
    new StorageError({
      statusCode: 415,
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: `mime type ${mimeType} is not supported`,
    }),
  invalidKey: (key: string) =>
    new StorageError({ statusCode: 400, code: 'InvalidKey', message: `Invalid key: ${key}` }),
  invalidBucketName: (name: string) =>
    new StorageError({
      statusCode: 400,
      code: 'InvalidBucketName',
      error: 'Invalid Input',
      message: `Bucket name invalid: ${name}`,
    }),
  invalidRequest: (message: string) =>
    new StorageError({ statusCode: 400, code: 'InvalidRequest', message }),
  invalidParameter: (message: string) =>
    new StorageError({ statusCode: 400, code: 'InvalidParameter', error: 'Bad Request', message }),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError({ statusCode: 400, code: 'InvalidSignature', message }),
  invalidJwt: (message: string) =>
    new StorageError({ statusCode: 400, code: 'InvalidJWT', message }),
  nameConflict: (key: string) =>
    new StorageError({
      statusCode: 409,
      code: 'KeyAlreadyExists',
      error: 'Duplicate',
      message: `The name ${key} conflicts with a folder or file of the same name`,
    }),
  imageProcessing: (message: string) =>
    new StorageError({ statusCode: 422, code: 'InvalidRequest', error: 'Unprocessable', message }),
  databaseTimeout: () =>
    new StorageError({
      statusCode: 544,
      httpStatus: 544,
      code: 'DatabaseTimeout',
      message: 'The connection to the database timed out',
    }),
  internal: () =>
    new StorageError({
      statusCode: 500,
      code: 'InternalError',
      error: 'internal',
      message: 'Internal server error',
    }),
}

/**
 * Maps a PostgreSQL error to Storage's answer, as supabase/storage's DBError
 * does: RLS denial → 403, unique violation → 409, missing parent → 404.
 */
export function fromDatabaseError(error: pg.DatabaseError): StorageError {
  switch (error.code) {
    case '42501':
      return ERRORS.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      )
    case '23505':
      return ERRORS.duplicate()
    case '23503':
      return new StorageError({
        statusCode: 404,
        code: 'InvalidRequest',
        message: 'The related resource does not exist',
      })
    case '57014':
      return ERRORS.databaseTimeout()
    case '22P02':
    case '22023':
      return ERRORS.invalidParameter('Invalid value format or type conversion failed')
    default:
      return new StorageError({
        statusCode: 500,
        code: 'DatabaseError',
        message: `database error, code: ${error.code}`,
      })
  }
}

/** Turns anything thrown in a route into Storage's reply; never a stack trace. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error
  if (error instanceof pg.DatabaseError) return fromDatabaseError(error)
  return ERRORS.internal()
}

export function sendError(c: Context, error: StorageError): Response {
  const body = c.req.method === 'HEAD' ? null : JSON.stringify(error.render())
  return new Response(body, {
    status: error.httpStatus,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}
