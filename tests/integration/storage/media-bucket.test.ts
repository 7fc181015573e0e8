/**
 * The project's `media` bucket as the migrations define it: public reads,
 * staff writes (editor yes, analyst no, anon no), a size limit and an
 * allowlist of types that refuses HTML and SVG. Uses the seeded staff users;
 * everything uploaded here is removed afterwards.
 */
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, seedUsers, serviceClient, signIn, type Client } from '../support/clients.ts'

const service = serviceClient()
const folder = `storage-tests-${randomUUID().slice(0, 8)}`
let editor: Client
let analyst: Client
let png: Buffer

beforeAll(async () => {
  editor = await signIn(seedUsers.editor.email, seedUsers.editor.password)
  analyst = await signIn(seedUsers.analyst.email, seedUsers.analyst.password)
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1e6091' } })
    .png()
    .toBuffer()
})

afterAll(async () => {
  const { data } = await service.storage.from('media').list(folder)
  const names = (data ?? []).map((item) => `${folder}/${item.name}`)
  if (names.length > 0) await service.storage.from('media').remove(names)
})

describe('media bucket', () => {
  test('is public, with a size limit and a type allowlist', async () => {
    const { data, error } = await service.storage.getBucket('media')
    expect(error).toBeNull()
    expect(data?.public).toBe(true)
    expect(data?.file_size_limit).toBeGreaterThan(0)
    expect(data?.allowed_mime_types?.length).toBeGreaterThan(0)
  })

  test('an editor uploads an image that anyone can then load from its public URL', async () => {
    const { data, error } = await editor.storage.from('media').upload(`${folder}/logo.png`, png, {
      contentType: 'image/png',
    })
    expect(error).toBeNull()
    expect(data?.fullPath).toBe(`media/${folder}/logo.png`)

    const publicUrl = anonClient().storage.from('media').getPublicUrl(`${folder}/logo.png`)
      .data.publicUrl
    const response = await fetch(publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)

    const resized = await fetch(
      anonClient()
        .storage.from('media')
        .getPublicUrl(`${folder}/logo.png`, { transform: { width: 32 } }).data.publicUrl,
      { headers: { accept: 'image/webp,*/*' } },
    )
    expect(resized.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({
      width: 32,
      height: 24,
    })
  })

  test('anon cannot upload: statusCode 403', async () => {
    const { error } = await anonClient().storage.from('media').upload(`${folder}/anon.png`, png, {
      contentType: 'image/png',
    })
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
  })

  test('an analyst cannot upload: statusCode 403', async () => {
    const { error } = await analyst.storage.from('media').upload(`${folder}/analyst.png`, png, {
      contentType: 'image/png',
    })
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    expect((await service.storage.from('media').exists(`${folder}/analyst.png`)).data).toBe(false)
  })

  test('refuses HTML and SVG even from an editor: statusCode 415', async () => {
    for (const [name, type, body] of [
      ['page.html', 'text/html', '<script>alert(1)</script>'],
      [
        'icon.svg',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ],
    ] as const) {
      const { error } = await editor.storage
        .from('media')
        .upload(`${folder}/${name}`, new Blob([body], { type }))
      expect(error, type).toMatchObject({
        status: 400,
        statusCode: '415',
        message: `mime type ${type} is not supported`,
      })
      expect((await service.storage.from('media').exists(`${folder}/${name}`)).data).toBe(false)
    }
  })

  test('refuses a file over the bucket size limit: statusCode 413', async () => {
    const limit = (await service.storage.getBucket('media')).data?.file_size_limit ?? 0
    const { error } = await editor.storage
      .from('media')
      .upload(`${folder}/huge.png`, Buffer.alloc(limit + 1), {
        contentType: 'image/png',
      })
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
  })
})
