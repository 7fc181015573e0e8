/**
 * Reading request bodies with a cap: uploads (multipart from a browser File or
 * a raw body with its content type, as storage-js sends them) here, the JSON
 * bodies of the other endpoints through body.ts. A body over its cap is
 * refused without holding more than the cap in memory.
 */
import { isJsonObject } from '../json-body.ts'
import { ERRORS, type StorageError } from './errors.ts'

/** Past the cap, the rest of a body is read and dropped up to this much, so the client gets the reply. */
const DRAIN_LIMIT = 64 * 1024 * 1024

/** Multipart bodies carry boundaries and small fields besides the file. */
const MULTIPART_OVERHEAD = 64 * 1024

export interface IncomingFile {
  data: Uint8Array
  contentType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

export async function readLimited(
  request: Request,
  limit: number,
  tooLarge: () => StorageError,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  const body = request.body
  if (Number.isFinite(declared) && declared > limit) {
    if (body) await drain(body.getReader(), declared)
    throw tooLarge()
  }
  if (!body) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await drain(reader, total)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, total)
}

async function drain(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  alreadyRead: number,
): Promise<void> {
  let total = alreadyRead
  try {
    while (total <= DRAIN_LIMIT) {
      const { done, value } = await reader.read()
      if (done) return
      total += value.byteLength
    }
    await reader.cancel()
  } catch {
    // The client went away; nothing left to drain.
  }
}

/** Reads and drops what is left of a refused upload, so the client still reads the reply. */
async function discardBody(request: Request): Promise<void> {
  const body = request.body
  if (!body || body.locked || request.bodyUsed) return
  await drain(body.getReader(), 0)
}

/** Runs an upload's handler; on failure the body is drained before the error is answered. */
export async function drainingOnError<T>(request: Request, handler: () => Promise<T>): Promise<T> {
  try {
    return await handler()
  } catch (error) {
    await discardBody(request)
    throw error
  }
}

/**
 * The uploaded file and its options. storage-js sends a Blob or File as
 * multipart (fields `cacheControl`, `metadata`, and the file), anything else
 * raw with `content-type`, `cache-control` and a base64 JSON `x-metadata`.
 */
export async function readUpload(request: Request, sizeLimit: number): Promise<IncomingFile> {
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const raw = await readLimited(request, sizeLimit + MULTIPART_OVERHEAD, ERRORS.entityTooLarge)
    let form: FormData
    try {
      form = await new Response(raw as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': contentType },
      }).formData()
    } catch {
      throw ERRORS.invalidRequest('Unexpected empty file received')
    }
    let file: File | null = null
    for (const value of form.values()) {
      if (typeof value !== 'string') {
        file = value
        break
      }
    }
    if (!file) throw ERRORS.invalidRequest('No file provided')
    if (file.size > sizeLimit) throw ERRORS.entityTooLarge()
    const cacheTime = form.get('cacheControl')
    const metadata = form.get('metadata')
    return {
      data: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl:
        typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: typeof metadata === 'string' ? parseMetadata(metadata) : null,
    }
  }
  const data = await readLimited(request, sizeLimit, ERRORS.entityTooLarge)
  const encodedMetadata = request.headers.get('x-metadata')
  return {
    data,
    contentType: contentType || 'application/octet-stream',
    cacheControl: request.headers.get('cache-control') ?? 'no-cache',
    userMetadata: encodedMetadata
      ? parseMetadata(Buffer.from(encodedMetadata, 'base64').toString('utf8'))
      : null,
  }
}

function parseMetadata(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    if (isJsonObject(value)) return value
  } catch {
    // fall through
  }
  throw ERRORS.invalidParameter('metadata must be a JSON object')
}
