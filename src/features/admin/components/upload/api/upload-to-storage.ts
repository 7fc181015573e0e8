/**
 * One file into a Storage bucket by XMLHttpRequest, for its upload progress events
 * (fetch has none): the same request storage-js sends for a raw body (POST
 * /storage/v1/object/{bucket}/{path}, `x-upsert`, `content-type`, base64 JSON
 * `x-metadata`), with the signed-in user's token. A refusal rejects with Storage's
 * message and status (statusCode "413" too large, "415" type refused, "403" policy).
 */
import { getEnv } from '@/config/env'
import { supabase } from '@/lib/supabase'

export type UploadRequest = {
  bucket: string
  path: string
  file: File
  /** Replace an existing object at `path` (its URL stays the same). */
  upsert?: boolean
  /** Stored as the object's user metadata (the media row reads width and height from it). */
  metadata?: Record<string, string>
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

export class StorageUploadError extends Error {
  /** Storage's statusCode ('413', '415', '403', …) or the HTTP status; '0' when the network failed. */
  readonly statusCode: string

  constructor(message: string, statusCode: string) {
    super(message)
    this.name = 'StorageUploadError'
    this.statusCode = statusCode
  }
}

function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
}

/** The object's URL path below /storage/v1/object/, each segment encoded. */
export function objectPath(bucket: string, path: string): string {
  return [bucket, ...path.split('/')].map(encodeURIComponent).join('/')
}

function failure(xhr: XMLHttpRequest): StorageUploadError {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: string; statusCode?: string }
    return new StorageUploadError(
      body.message ?? `HTTP ${xhr.status}`,
      body.statusCode ?? String(xhr.status),
    )
  } catch {
    return new StorageUploadError(`HTTP ${xhr.status}`, String(xhr.status))
  }
}

export async function uploadToStorage(request: UploadRequest): Promise<void> {
  const { data } = await supabase.auth.getSession()
  const env = getEnv()
  const token = data.session?.access_token ?? env.VITE_SUPABASE_ANON_KEY
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(
      'POST',
      `${env.VITE_SUPABASE_URL}/storage/v1/object/${objectPath(request.bucket, request.path)}`,
    )
    xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.setRequestHeader('apikey', env.VITE_SUPABASE_ANON_KEY)
    xhr.setRequestHeader('content-type', request.file.type || 'application/octet-stream')
    xhr.setRequestHeader('cache-control', 'max-age=3600')
    xhr.setRequestHeader('x-upsert', request.upsert ? 'true' : 'false')
    if (request.metadata) {
      xhr.setRequestHeader('x-metadata', toBase64(JSON.stringify(request.metadata)))
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(event.loaded / event.total)
      }
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(1)
        resolve()
      } else reject(failure(xhr))
    }
    xhr.onerror = () => reject(new StorageUploadError('The network failed.', '0'))
    xhr.onabort = () => reject(new StorageUploadError('The upload was cancelled.', '0'))
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(request.file)
  })
}
