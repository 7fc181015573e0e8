/**
 * Sends an object's bytes with the headers Supabase Storage sets: content
 * type (HTML served as text/plain, as Supabase does), cache control, ETag,
 * Last-Modified, byte ranges (range-parser), conditional GET (fresh), `?download=` as an
 * attachment.
 */
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import fresh from 'fresh'
import parseRange from 'range-parser'
import { ERRORS } from './errors.ts'
import type { FileStore } from './file-store.ts'
import type { ObjectRow } from './queries.ts'

export function contentDisposition(download: string | undefined): string | null {
  if (download === undefined) return null
  if (download === '') return 'attachment;'
  const encoded = encodeURIComponent(download)
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`
}

/** Types a browser would run as a page from our origin are sent as text. */
export function safeContentType(mimetype: string | undefined): string {
  const type = mimetype || 'application/octet-stream'
  return /text\/html|application\/xhtml\+xml/i.test(type) ? 'text/plain' : type
}

/**
 * A conditional GET or HEAD that the client's copy satisfies (If-None-Match, else
 * If-Modified-Since, as `fresh` judges them), to be answered 304.
 */
export function notModified(c: Context, headers: Headers): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false
  return fresh(
    {
      'if-none-match': c.req.header('if-none-match'),
      'if-modified-since': c.req.header('if-modified-since'),
      'cache-control': c.req.header('cache-control'),
    },
    {
      etag: headers.get('etag') ?? undefined,
      'last-modified': headers.get('last-modified') ?? undefined,
    },
  )
}

export async function sendObject(
  c: Context,
  store: FileStore,
  row: ObjectRow,
  options: { download?: string } = {},
): Promise<Response> {
  const file = await store.open(row.bucket_id, row.name)
  if (!file) throw ERRORS.noSuchKey()
  const { handle, size } = file
  let streaming = false
  try {
    const metadata = row.metadata ?? {}
    const headers = new Headers({
      'content-type': safeContentType(metadata.mimetype),
      'cache-control': metadata.cacheControl ?? 'no-cache',
      'last-modified': new Date(metadata.lastModified ?? row.updated_at).toUTCString(),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    })
    if (metadata.eTag) headers.set('etag', metadata.eTag)
    if (/svg|xml/i.test(metadata.mimetype ?? ''))
      headers.set('content-security-policy', "default-src 'none'; sandbox")
    const disposition = contentDisposition(options.download)
    if (disposition) headers.set('content-disposition', disposition)

    if (notModified(c, headers)) return new Response(null, { status: 304, headers })

    let status = 200
    let start = 0
    let end = size - 1
    const rangeHeader = c.req.header('range')
    // As `send` does: a malformed Range is ignored, several ranges get the whole object.
    const ranges = rangeHeader && size > 0 ? parseRange(size, rangeHeader, { combine: true }) : -2
    if (ranges === -1) {
      headers.set('content-range', `bytes */${size}`)
      return new Response(null, { status: 416, headers })
    }
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      ;({ start, end } = ranges[0]!)
      status = 206
      headers.set('content-range', `bytes ${start}-${end}/${size}`)
    }
    headers.set('content-length', String(size === 0 ? 0 : end - start + 1))
    if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers })

    // The stream closes the handle when it ends or is cancelled.
    const stream = handle.createReadStream({ start, end, autoClose: true })
    streaming = true
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers })
  } finally {
    if (!streaming) await handle.close()
  }
}
