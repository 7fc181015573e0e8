/**
 * Storage objects through supabase-js with the service key, in buckets made
 * for these tests: upload (File/Blob and raw), upsert, duplicates, update,
 * download, public URLs, exists, list with folders, remove, move, copy,
 * signed URLs, bucket size and MIME limits, object name checks, and the
 * error bodies Supabase Storage sends.
 */
import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, serviceClient, stack } from '../support/clients.ts'

const service = serviceClient()
const suffix = randomUUID().slice(0, 8)
const publicBucket = `test-objects-${suffix}`
const privateBucket = `test-private-${suffix}`
const limitedBucket = `test-limited-${suffix}`

const files = () => service.storage.from(publicBucket)

async function text(blob: Blob | null): Promise<string | null> {
  return blob ? blob.text() : null
}

beforeAll(async () => {
  const buckets: Array<
    [string, { public: boolean; fileSizeLimit?: number; allowedMimeTypes?: string[] }]
  > = [
    [publicBucket, { public: true }],
    [privateBucket, { public: false }],
    [
      limitedBucket,
      { public: true, fileSizeLimit: 1024, allowedMimeTypes: ['image/*', 'text/plain'] },
    ],
  ]
  for (const [id, options] of buckets) {
    const { error } = await service.storage.createBucket(id, options)
    if (error) throw error
  }
})

afterAll(async () => {
  for (const id of [publicBucket, privateBucket, limitedBucket]) {
    await service.storage.emptyBucket(id)
    await service.storage.deleteBucket(id)
  }
})

describe('POST /storage/v1/object/:bucket/:path (upload)', () => {
  test('uploads a File as multipart and answers with its id and full path', async () => {
    const file = new File(['hello from a file'], 'hello.txt', { type: 'text/plain' })
    const { data, error } = await files().upload('upload/file.txt', file)
    expect(error).toBeNull()
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      path: 'upload/file.txt',
      fullPath: `${publicBucket}/upload/file.txt`,
    })
    expect(await text((await files().download('upload/file.txt')).data)).toBe('hello from a file')
  })

  test('uploads a raw body with its content type and cache control', async () => {
    const bytes = Buffer.from('{"raw":true}')
    const { error } = await files().upload('upload/raw.json', bytes, {
      contentType: 'application/json',
      cacheControl: '60',
    })
    expect(error).toBeNull()
    const response = await fetch(files().getPublicUrl('upload/raw.json').data.publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('max-age=60')
    expect(response.headers.get('etag')).toBe(`"${createHash('md5').update(bytes).digest('hex')}"`)
    expect(await response.text()).toBe('{"raw":true}')
  })

  test('refuses a second upload to the same path: 400 with statusCode 409 Duplicate', async () => {
    await files().upload('upload/dup.txt', 'first')
    const { data, error } = await files().upload('upload/dup.txt', 'second')
    expect(data).toBeNull()
    expect(error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    })
    expect(await text((await files().download('upload/dup.txt')).data)).toBe('first')

    const response = await fetch(`${stack.url}/storage/v1/object/${publicBucket}/upload/dup.txt`, {
      method: 'POST',
      headers: { apikey: stack.serviceRoleKey, 'content-type': 'text/plain' },
      body: 'third',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    })
  })

  test('replaces the object with upsert: true', async () => {
    await files().upload('upload/upsert.txt', 'old')
    const { data, error } = await files().upload('upload/upsert.txt', 'new content', {
      upsert: true,
    })
    expect(error).toBeNull()
    expect(data?.path).toBe('upload/upsert.txt')
    expect(await text((await files().download('upload/upsert.txt')).data)).toBe('new content')
  })

  test('stores the user metadata sent with the upload', async () => {
    await files().upload('upload/meta.txt', new Blob(['m'], { type: 'text/plain' }), {
      metadata: { source: 'test', round: 2 },
    })
    const { data } = await files().info('upload/meta.txt')
    expect(data).toMatchObject({
      name: 'upload/meta.txt',
      size: 1,
      metadata: { source: 'test', round: 2 },
    })
  })

  test('answers an unknown bucket with statusCode 404 Bucket not found', async () => {
    const { error } = await service.storage.from(`missing-${suffix}`).upload('a.txt', 'a')
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' })
  })
})

describe('PUT /storage/v1/object/:bucket/:path (update)', () => {
  test('replaces an existing object', async () => {
    await files().upload('update/a.txt', 'before')
    const { error } = await files().update(
      'update/a.txt',
      new Blob(['after'], { type: 'text/plain' }),
    )
    expect(error).toBeNull()
    expect(await text((await files().download('update/a.txt')).data)).toBe('after')
  })

  test('answers 404 for an object that does not exist', async () => {
    const { error } = await files().update('update/none.txt', 'x')
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' })
  })
})

describe('GET /storage/v1/object (download, public URL, exists, info)', () => {
  test('downloads with the caller role and answers a missing object with statusCode 404', async () => {
    const { data, error } = await files().download(`nothing-here-${suffix}.txt`)
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' })

    const response = await fetch(`${stack.url}/storage/v1/object/${publicBucket}/nothing.txt`, {
      headers: { apikey: stack.serviceRoleKey },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    })
  })

  test('serves a public bucket at its public URL without an API key', async () => {
    await files().upload('public/hello.txt', new Blob(['public hello'], { type: 'text/plain' }))
    const { publicUrl } = files().getPublicUrl('public/hello.txt').data
    expect(publicUrl).toBe(`${stack.url}/storage/v1/object/public/${publicBucket}/public/hello.txt`)
    const response = await fetch(publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain')
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(await response.text()).toBe('public hello')
  })

  test('serves byte ranges and a download file name', async () => {
    await files().upload('public/range.txt', '0123456789')
    const url = files().getPublicUrl('public/range.txt', { download: 'numbers.txt' }).data.publicUrl
    const response = await fetch(url, { headers: { range: 'bytes=2-5' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 2-5/10')
    expect(response.headers.get('content-disposition')).toContain('numbers.txt')
    expect(await response.text()).toBe('2345')

    const past = await fetch(url, { headers: { range: 'bytes=20-30' } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe('bytes */10')
    const malformed = await fetch(url, { headers: { range: 'lines=1-2' } })
    expect(malformed.status).toBe(200)
    expect(await malformed.text()).toBe('0123456789')
  })

  test('answers a conditional GET that the client’s copy satisfies with 304', async () => {
    await files().upload('public/fresh.txt', 'fresh')
    const url = files().getPublicUrl('public/fresh.txt').data.publicUrl
    const first = await fetch(url)
    const etag = first.headers.get('etag')!
    const lastModified = first.headers.get('last-modified')!
    // As a browser revalidates its cached copy (fetch() would add Cache-Control: no-cache).
    const revalidate = (headers: Record<string, string>) =>
      fetch(url, { headers: { 'cache-control': 'max-age=0', ...headers } })
    expect((await revalidate({ 'if-none-match': `"other", ${etag}` })).status).toBe(304)
    expect((await revalidate({ 'if-none-match': '"other"' })).status).toBe(200)
    expect((await revalidate({ 'if-modified-since': lastModified })).status).toBe(304)
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString()
    expect((await revalidate({ 'if-modified-since': before })).status).toBe(200)
  })

  test('does not serve a private bucket at a public URL', async () => {
    await service.storage.from(privateBucket).upload('secret.txt', 'secret')
    const response = await fetch(
      service.storage.from(privateBucket).getPublicUrl('secret.txt').data.publicUrl,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })

  test('anon cannot download from a private bucket without a policy', async () => {
    const { data, error } = await anonClient().storage.from(privateBucket).download('secret.txt')
    expect(data).toBeNull()
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' })
  })

  test('tells whether an object exists', async () => {
    await files().upload('exists/yes.txt', 'y')
    expect((await files().exists('exists/yes.txt')).data).toBe(true)
    expect((await files().exists('exists/no.txt')).data).toBe(false)
  })

  test('serves HTML as text/plain so it never runs from our origin', async () => {
    await files().upload('public/page.html', '<script>alert(1)</script>', {
      contentType: 'text/html',
    })
    const response = await fetch(files().getPublicUrl('public/page.html').data.publicUrl)
    expect(response.headers.get('content-type')).toBe('text/plain')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('POST /storage/v1/object/list/:bucket', () => {
  const folder = 'listing'
  beforeAll(async () => {
    for (const name of ['b.txt', 'a.txt', 'sub/c.txt', 'sub/deeper/d.txt', 'another/e.txt']) {
      const { error } = await files().upload(
        `${folder}/${name}`,
        new Blob([name], { type: 'text/plain' }),
      )
      if (error) throw error
    }
  })

  test('lists folders first (null id and metadata), then files with their metadata', async () => {
    const { data, error } = await files().list(folder)
    expect(error).toBeNull()
    expect(data?.map((item) => item.name)).toEqual(['another', 'sub', 'a.txt', 'b.txt'])
    expect(data?.[0]).toEqual({
      name: 'another',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })
    expect(data?.[2]).toMatchObject({
      name: 'a.txt',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      metadata: {
        eTag: `"${createHash('md5').update('a.txt').digest('hex')}"`,
        size: 5,
        mimetype: 'text/plain',
        cacheControl: 'max-age=3600',
        contentLength: 5,
        httpStatusCode: 200,
        lastModified: expect.any(String),
      },
    })
  })

  test('lists one level deeper with a nested prefix', async () => {
    const { data } = await files().list(`${folder}/sub`)
    expect(data?.map((item) => [item.name, item.id === null])).toEqual([
      ['deeper', true],
      ['c.txt', false],
    ])
  })

  test('sorts descending, searches, and pages with limit and offset', async () => {
    const desc = await files().list(folder, { sortBy: { column: 'name', order: 'desc' } })
    expect(desc.data?.map((item) => item.name)).toEqual(['sub', 'another', 'b.txt', 'a.txt'])

    const search = await files().list(folder, { search: 'b' })
    expect(search.data?.map((item) => item.name)).toEqual(['b.txt'])

    const page = await files().list(folder, { limit: 2, offset: 1 })
    expect(page.data?.map((item) => item.name)).toEqual(['sub', 'a.txt'])
  })

  test('treats LIKE wildcards in the search as plain characters', async () => {
    const { data } = await files().list(folder, { search: '%' })
    expect(data).toEqual([])
  })

  test('refuses an unknown sort column', async () => {
    const { error } = await files().list(folder, {
      sortBy: { column: 'size; drop table x', order: 'asc' },
    })
    expect(error).toMatchObject({ status: 400, statusCode: '400' })
  })
})

describe('DELETE /storage/v1/object/:bucket (remove)', () => {
  test('removes the listed objects and returns them', async () => {
    await files().upload('remove/one.txt', '1')
    await files().upload('remove/two.txt', '2')
    const { data, error } = await files().remove([
      'remove/one.txt',
      'remove/two.txt',
      'remove/none.txt',
    ])
    expect(error).toBeNull()
    expect(data?.map((item) => item.name).sort()).toEqual(['remove/one.txt', 'remove/two.txt'])
    expect(data?.[0]).toMatchObject({ bucket_id: publicBucket, id: expect.any(String) })
    expect((await files().download('remove/one.txt')).error?.statusCode).toBe('404')
    expect((await files().list('remove')).data).toEqual([])
  })

  test('refuses a body without prefixes', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/${publicBucket}`, {
      method: 'DELETE',
      headers: { apikey: stack.serviceRoleKey, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      statusCode: '400',
      message: "body must have required property 'prefixes'",
    })
  })
})

describe('POST /storage/v1/object/move and /object/copy', () => {
  test('moves an object to a new path', async () => {
    await files().upload('move/from.txt', 'moving')
    const { data, error } = await files().move('move/from.txt', 'move/to/there.txt')
    expect(error).toBeNull()
    expect(data).toEqual({ message: 'Successfully moved' })
    expect((await files().download('move/from.txt')).error?.statusCode).toBe('404')
    expect(await text((await files().download('move/to/there.txt')).data)).toBe('moving')
  })

  test('refuses to move onto an existing object, and a missing source', async () => {
    await files().upload('move/x.txt', 'x')
    await files().upload('move/y.txt', 'y')
    expect((await files().move('move/x.txt', 'move/y.txt')).error).toMatchObject({
      statusCode: '409',
    })
    expect(await text((await files().download('move/x.txt')).data)).toBe('x')
    expect((await files().move('move/none.txt', 'move/z.txt')).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    })
  })

  test('moves across buckets', async () => {
    await files().upload('move/cross.txt', 'cross')
    const { error } = await files().move('move/cross.txt', 'from-public.txt', {
      destinationBucket: privateBucket,
    })
    expect(error).toBeNull()
    expect(
      await text((await service.storage.from(privateBucket).download('from-public.txt')).data),
    ).toBe('cross')
  })

  test('copies an object and keeps the original', async () => {
    await files().upload('copy/src.txt', 'copied')
    const { data, error } = await files().copy('copy/src.txt', 'copy/dst.txt')
    expect(error).toBeNull()
    expect(data).toEqual({ path: `${publicBucket}/copy/dst.txt` })
    expect(await text((await files().download('copy/src.txt')).data)).toBe('copied')
    expect(await text((await files().download('copy/dst.txt')).data)).toBe('copied')
  })
})

describe('POST /storage/v1/object/sign/:bucket/:path', () => {
  test('creates a signed URL that serves a private object without an API key', async () => {
    await service.storage.from(privateBucket).upload('signed/doc.txt', 'signed content')
    const { data, error } = await service.storage
      .from(privateBucket)
      .createSignedUrl('signed/doc.txt', 60)
    expect(error).toBeNull()
    expect(data?.signedUrl).toMatch(
      new RegExp(`^${stack.url}/storage/v1/object/sign/${privateBucket}/signed/doc.txt\\?token=`),
    )
    const response = await fetch(data!.signedUrl)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('signed content')
  })

  test('refuses a token used for another object or tampered with', async () => {
    await service.storage.from(privateBucket).upload('signed/other.txt', 'other')
    const { data } = await service.storage.from(privateBucket).createSignedUrl('signed/doc.txt', 60)
    const token = new URL(data!.signedUrl).searchParams.get('token')!
    const headers = { apikey: stack.anonKey }
    const other = await fetch(
      `${stack.url}/storage/v1/object/sign/${privateBucket}/signed/other.txt?token=${token}`,
      { headers },
    )
    expect(other.status).toBe(400)
    expect(await other.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' })
    // One character of the signature changed where all its six bits count (the last
    // character of a base64url HMAC carries padding bits, so changing it may decode alike).
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    const tampered = await fetch(
      `${stack.url}/storage/v1/object/sign/${privateBucket}/signed/doc.txt?token=${header}.${payload}.${flipped}`,
      { headers },
    )
    expect(tampered.status).toBe(400)
  })

  test('signs several paths and reports the missing ones', async () => {
    const { data, error } = await service.storage
      .from(privateBucket)
      .createSignedUrls(['signed/doc.txt', 'signed/none.txt'], 60)
    expect(error).toBeNull()
    expect(data?.[0]).toMatchObject({
      path: 'signed/doc.txt',
      error: null,
      signedUrl: expect.stringContaining('token='),
    })
    expect(data?.[1]).toMatchObject({
      path: 'signed/none.txt',
      signedUrl: null,
      error: expect.any(String),
    })
  })

  test('refuses to sign an object that does not exist', async () => {
    const { error } = await service.storage
      .from(privateBucket)
      .createSignedUrl('signed/none.txt', 60)
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' })
  })
})

describe('bucket limits on upload', () => {
  const limited = () => service.storage.from(limitedBucket)

  test('accepts a file at the size limit and refuses one byte more with statusCode 413', async () => {
    expect((await limited().upload('size/ok.txt', 'x'.repeat(1024))).error).toBeNull()
    const { error } = await limited().upload(
      'size/big.txt',
      new Blob(['x'.repeat(1025)], { type: 'text/plain' }),
    )
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
    const raw = await limited().upload('size/big-raw.txt', Buffer.alloc(4096), {
      contentType: 'text/plain',
    })
    expect(raw.error).toMatchObject({ statusCode: '413' })
    expect((await limited().exists('size/big.txt')).data).toBe(false)
  })

  test('refuses a type outside the allowed list with statusCode 415, wildcards allowed', async () => {
    const html = await limited().upload(
      'mime/page.html',
      new Blob(['<p>x</p>'], { type: 'text/html' }),
    )
    expect(html.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/html is not supported',
    })
    expect((await limited().exists('mime/page.html')).data).toBe(false)

    const png = await limited().upload(
      'mime/pixel.png',
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    )
    expect(png.error).toBeNull()
    const text = await limited().upload('mime/note.txt', 'plain', {
      contentType: 'text/plain;charset=UTF-8',
    })
    expect(text.error).toBeNull()
  })

  test('refuses copying an object into a bucket whose list does not allow its type', async () => {
    await files().upload('copy/page.html', '<p>x</p>', { contentType: 'text/html' })
    const { error } = await files().copy('copy/page.html', 'copied.html', {
      destinationBucket: limitedBucket,
    })
    expect(error).toMatchObject({ statusCode: '415' })
  })
})

describe('object names', () => {
  test('refuses names that would leave the bucket folder', async () => {
    for (const encoded of [
      '..%2F..%2Fescape.txt',
      'a%2F..%2F..%2F..%2Fescape.txt',
      'a%00b.txt',
      '%2Fabsolute.txt',
    ]) {
      const response = await fetch(`${stack.url}/storage/v1/object/${publicBucket}/${encoded}`, {
        method: 'POST',
        headers: { apikey: stack.serviceRoleKey, 'content-type': 'text/plain' },
        body: 'escape',
      })
      expect(response.status, encoded).toBe(400)
      expect(await response.json(), encoded).toMatchObject({
        statusCode: '400',
        code: 'InvalidKey',
      })
    }
    const rows = await fetch(`${stack.url}/storage/v1/object/list/${publicBucket}`, {
      method: 'POST',
      headers: { apikey: stack.serviceRoleKey, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '', search: 'escape' }),
    })
    expect(await rows.json()).toEqual([])
  })

  test('keeps names with spaces and accents', async () => {
    const name = 'names/Été à la plage.txt'
    expect((await files().upload(name, 'summer')).error).toBeNull()
    expect(await text((await files().download(name)).data)).toBe('summer')
    const response = await fetch(files().getPublicUrl(name).data.publicUrl)
    expect(await response.text()).toBe('summer')
  })
})

describe('authorization', () => {
  test('refuses a forged JWT with statusCode 403', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/list/${publicBucket}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.forged',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefix: '' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' })
  })
})
