/**
 * The image render endpoint as Supabase serves it: width, height, resize and
 * quality applied; WebP when the Accept header takes it, the original format
 * otherwise or with format=origin; Cache-Control from the object and
 * `Vary: Accept`. Images are made here with sharp.
 */
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, serviceClient, stack } from '../support/clients.ts'

const service = serviceClient()
const suffix = randomUUID().slice(0, 8)
const publicBucket = `test-render-${suffix}`
const privateBucket = `test-render-private-${suffix}`
const files = () => service.storage.from(publicBucket)

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'

async function imageOf(response: Response) {
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  return { bytes, ...(await sharp(bytes).metadata()) }
}

function renderUrl(name: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  )
  return `${stack.url}/storage/v1/render/image/public/${publicBucket}/${name}?${params}`
}

beforeAll(async () => {
  await service.storage.createBucket(publicBucket, { public: true })
  await service.storage.createBucket(privateBucket, { public: false })
  // A noisy picture, so that quality changes the encoded size.
  const noise = Buffer.alloc(400 * 300 * 3)
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251
  const png = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .png()
    .toBuffer()
  const jpeg = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .jpeg()
    .toBuffer()
  for (const [name, body, contentType] of [
    ['photos/wide.png', png, 'image/png'],
    ['photos/wide.jpg', jpeg, 'image/jpeg'],
    ['notes/readme.txt', Buffer.from('not an image'), 'text/plain'],
  ] as const) {
    const { error } = await files().upload(name, body, { contentType, cacheControl: '86400' })
    if (error) throw error
  }
  const { error } = await service.storage
    .from(privateBucket)
    .upload('inside.png', png, { contentType: 'image/png' })
  if (error) throw error
})

afterAll(async () => {
  for (const id of [publicBucket, privateBucket]) {
    await service.storage.emptyBucket(id)
    await service.storage.deleteBucket(id)
  }
})

describe('GET /storage/v1/render/image/public/:bucket/:path', () => {
  test('resizes to width and height and answers WebP to a client that accepts it', async () => {
    const url = files().getPublicUrl('photos/wide.png', { transform: { width: 100, height: 100 } })
      .data.publicUrl
    expect(url).toContain('/render/image/public/')
    const response = await fetch(url, { headers: { accept: WEBP_ACCEPT } })
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('vary')).toBe('Accept')
    expect(response.headers.get('cache-control')).toBe('max-age=86400')
    const image = await imageOf(response)
    expect(image).toMatchObject({ format: 'webp', width: 100, height: 100 })
    expect(Number(response.headers.get('content-length'))).toBe(image.bytes.length)
  })

  test('keeps the original format for a client that does not accept WebP', async () => {
    const response = await fetch(renderUrl('photos/wide.png', { width: 200 }), {
      headers: { accept: 'image/png' },
    })
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(await imageOf(response)).toMatchObject({ format: 'png', width: 200, height: 150 })
  })

  test('keeps the original format with format=origin even when WebP is accepted', async () => {
    const response = await fetch(renderUrl('photos/wide.jpg', { width: 120, format: 'origin' }), {
      headers: { accept: WEBP_ACCEPT },
    })
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(await imageOf(response)).toMatchObject({ format: 'jpeg', width: 120, height: 90 })
  })

  test('resize modes: cover crops, contain fits inside, fill stretches', async () => {
    const size = async (resize: string) => {
      const response = await fetch(
        renderUrl('photos/wide.png', { width: 200, height: 200, resize }),
        {
          headers: { accept: WEBP_ACCEPT },
        },
      )
      const { width, height } = await imageOf(response)
      return [width, height]
    }
    expect(await size('cover')).toEqual([200, 200])
    expect(await size('contain')).toEqual([200, 150])
    expect(await size('fill')).toEqual([200, 200])
  })

  test('applies quality (default 80): a lower quality gives a smaller WebP', async () => {
    const bytesAt = async (query: Record<string, number>) =>
      (
        await imageOf(
          await fetch(renderUrl('photos/wide.png', { width: 300, ...query }), {
            headers: { accept: WEBP_ACCEPT },
          }),
        )
      ).bytes.length
    const low = await bytesAt({ quality: 20 })
    const byDefault = await bytesAt({})
    const high = await bytesAt({ quality: 100 })
    expect(low).toBeLessThan(byDefault)
    expect(byDefault).toBeLessThan(high)
    expect(byDefault).toBe(await bytesAt({ quality: 80 }))
  })

  test('does not enlarge past the source and clamps sizes above 2500', async () => {
    const response = await fetch(renderUrl('photos/wide.png', { width: 9000 }), {
      headers: { accept: 'image/png' },
    })
    expect(await imageOf(response)).toMatchObject({ width: 400, height: 300 })
  })

  test('refuses quality outside 20-100, an unknown resize mode and format=webp', async () => {
    const refused: Array<Record<string, string | number>> = [
      { quality: 10 },
      { quality: 101 },
      { resize: 'stretch' },
      { format: 'webp' },
      { width: -1 },
    ]
    for (const query of refused) {
      const response = await fetch(renderUrl('photos/wide.png', query))
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect((await response.json()).statusCode, JSON.stringify(query)).toBe('400')
    }
  })

  test('answers a missing object, a private bucket and a non-image with Storage errors', async () => {
    const missing = await fetch(renderUrl('photos/none.png', { width: 10 }))
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ statusCode: '404', message: 'Object not found' })

    const hidden = await fetch(
      `${stack.url}/storage/v1/render/image/public/${privateBucket}/inside.png?width=10`,
    )
    expect(await hidden.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' })

    const text = await fetch(renderUrl('notes/readme.txt', { width: 10 }))
    expect(text.status).toBe(400)
    expect(await text.json()).toMatchObject({ statusCode: '422' })
  })
})

describe('GET /storage/v1/render/image/authenticated and sign', () => {
  test('downloads a transformed image from a private bucket with the caller role', async () => {
    const { data, error } = await service.storage
      .from(privateBucket)
      .download('inside.png', { transform: { width: 40, height: 30 } })
    expect(error).toBeNull()
    const image = await sharp(Buffer.from(await data!.arrayBuffer())).metadata()
    expect(image).toMatchObject({ width: 40, height: 30 })

    const anon = await anonClient()
      .storage.from(privateBucket)
      .download('inside.png', { transform: { width: 40 } })
    expect(anon.error).toMatchObject({ statusCode: '404' })
  })

  test('a signed URL with a transform serves the transformed image', async () => {
    const { data, error } = await service.storage
      .from(privateBucket)
      .createSignedUrl('inside.png', 60, {
        transform: { width: 50, height: 50, resize: 'contain' },
      })
    expect(error).toBeNull()
    expect(data?.signedUrl).toContain('/render/image/sign/')
    // No API key: a browser loads a signed URL in <img> as it does on Supabase.
    const response = await fetch(data!.signedUrl, { headers: { accept: WEBP_ACCEPT } })
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(await imageOf(response)).toMatchObject({ width: 50, height: 38 })
  })
})
