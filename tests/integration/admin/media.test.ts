/**
 * The media library's rows follow Storage (supabase/migrations/20261124000800_media.sql):
 * per-role writes on both buckets, the uploader is the caller, replace and move keep the
 * row consistent, a refused type leaves neither object nor row, and media_usage names the
 * brands whose logo is the file.
 */
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, serviceClient, signInAs, sql, type Client } from '../support/clients.ts'

const service = serviceClient()
const folder = `media-tests-${randomUUID().slice(0, 8)}`
const BUCKETS = ['media', 'uploads'] as const
let editor: Client
let analyst: Client
let png: Buffer
let widePng: Buffer

interface MediaRow {
  id: string
  path: string
  file_name: string
  mime_type: string | null
  size_bytes: string | null
  width: number | null
  height: number | null
  alt_text: string | null
  uploaded_by: string | null
  updated_at: Date
}

async function mediaRow(bucket: string, path: string): Promise<MediaRow | undefined> {
  const rows = await sql<MediaRow>(
    `select id, path, file_name, mime_type, size_bytes, width, height, alt_text, uploaded_by, updated_at
       from public.media where bucket_id = $1 and path = $2`,
    [bucket, path],
  )
  return rows[0]
}

async function objectExists(bucket: string, path: string): Promise<boolean> {
  const rows = await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    path,
  ])
  return rows.length === 1
}

async function userId(client: Client): Promise<string> {
  const { data } = await client.auth.getUser()
  return data.user!.id
}

beforeAll(async () => {
  editor = await signInAs('editor')
  analyst = await signInAs('analyst')
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1e6091' } })
    .png()
    .toBuffer()
  widePng = await sharp({ create: { width: 120, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()
})

afterAll(async () => {
  for (const bucket of BUCKETS) {
    const { data } = await service.storage.from(bucket).list(folder, { limit: 1000 })
    const names = (data ?? []).map((item) => `${folder}/${item.name}`)
    if (names.length > 0) await service.storage.from(bucket).remove(names)
  }
  await sql(`delete from public.brands where brand_slug like $1`, [`${folder}%`])
})

describe.each(BUCKETS)('the %s bucket', (bucket) => {
  test('an editor uploads, and the media row names the editor as uploader', async () => {
    const path = `${folder}/editor.png`
    const { error } = await editor.storage.from(bucket).upload(path, png, {
      contentType: 'image/png',
      metadata: { width: '64', height: '48' },
    })
    expect(error).toBeNull()
    const row = await mediaRow(bucket, path)
    expect(row).toMatchObject({
      file_name: 'editor.png',
      mime_type: 'image/png',
      size_bytes: String(png.byteLength),
      width: 64,
      height: 48,
      uploaded_by: await userId(editor),
    })
  })

  test('an analyst and anon cannot upload, and leave no row', async () => {
    for (const [who, client] of [
      ['analyst', analyst],
      ['anon', anonClient()],
    ] as const) {
      const path = `${folder}/${who}.png`
      const { error } = await client.storage
        .from(bucket)
        .upload(path, png, { contentType: 'image/png' })
      expect(error, who).toMatchObject({ statusCode: '403' })
      expect(await objectExists(bucket, path)).toBe(false)
      expect(await mediaRow(bucket, path)).toBeUndefined()
    }
  })

  test('an analyst cannot list, replace or delete an editor’s file', async () => {
    const path = `${folder}/kept.png`
    await editor.storage.from(bucket).upload(path, png, { contentType: 'image/png' })
    const { data: listed } = await analyst.storage.from(bucket).list(folder)
    expect(listed ?? []).toEqual([])
    await analyst.storage
      .from(bucket)
      .upload(path, widePng, { contentType: 'image/png', upsert: true })
    await analyst.storage.from(bucket).remove([path])
    expect(await mediaRow(bucket, path)).toMatchObject({ size_bytes: String(png.byteLength) })
    expect(await objectExists(bucket, path)).toBe(true)
  })

  test('SVG and HTML are refused and leave neither object nor row', async () => {
    for (const [name, type, body] of [
      ['bad.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
      ['bad.html', 'text/html', '<script>alert(1)</script>'],
    ] as const) {
      const path = `${folder}/${name}`
      const { error } = await editor.storage
        .from(bucket)
        .upload(path, Buffer.from(body), { contentType: type })
      expect(error, name).toMatchObject({ statusCode: '415' })
      expect(await objectExists(bucket, path)).toBe(false)
      expect(await mediaRow(bucket, path)).toBeUndefined()
    }
  })

  test('a replace keeps the row (alt text too) and refreshes size, dimensions and updated_at', async () => {
    const path = `${folder}/replaced.png`
    await editor.storage
      .from(bucket)
      .upload(path, png, { contentType: 'image/png', metadata: { width: '64', height: '48' } })
    const before = (await mediaRow(bucket, path))!
    const { error: altError } = await editor
      .from('media')
      .update({ alt_text: 'Blue square' })
      .eq('id', before.id)
    expect(altError).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 10))
    const { error } = await editor.storage.from(bucket).upload(path, widePng, {
      contentType: 'image/png',
      upsert: true,
      metadata: { width: '120', height: '30' },
    })
    expect(error).toBeNull()
    const after = (await mediaRow(bucket, path))!
    expect(after).toMatchObject({
      id: before.id,
      alt_text: 'Blue square',
      size_bytes: String(widePng.byteLength),
      width: 120,
      height: 30,
    })
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime())
  })

  test('a move renames the row and keeps its id, alt text and dimensions', async () => {
    const path = `${folder}/moving.png`
    const target = `${folder}/sub/moved.png`
    await editor.storage
      .from(bucket)
      .upload(path, png, { contentType: 'image/png', metadata: { width: '64', height: '48' } })
    const before = (await mediaRow(bucket, path))!
    await editor.from('media').update({ alt_text: 'Moving' }).eq('id', before.id)
    const { error } = await editor.storage.from(bucket).move(path, target)
    expect(error).toBeNull()
    expect(await mediaRow(bucket, path)).toBeUndefined()
    expect(await mediaRow(bucket, target)).toMatchObject({
      id: before.id,
      path: target,
      file_name: 'moved.png',
      alt_text: 'Moving',
      width: 64,
      height: 48,
      size_bytes: String(png.byteLength),
    })
    await editor.storage.from(bucket).remove([target])
    expect(await mediaRow(bucket, target)).toBeUndefined()
  })
})

describe('media rows', () => {
  test('media_uploader names the uploader to editors only', async () => {
    const path = `${folder}/by-editor.png`
    await editor.storage.from('media').upload(path, png, { contentType: 'image/png' })
    const row = (await mediaRow('media', path))!
    const [staff] = await sql<{ label: string }>(
      `select coalesce(nullif(btrim(full_name), ''), email) as label from public.admin_users where id = $1`,
      [row.uploaded_by],
    )
    const { data, error } = await editor.rpc('media_uploader', { p_media_id: row.id })
    expect(error).toBeNull()
    expect(data).toBe(staff!.label)
    const { data: hidden } = await analyst.rpc('media_uploader', { p_media_id: row.id })
    expect(hidden).toBeNull()
  })

  test('the uploader cannot be forged: a client-sent uploaded_by is refused', async () => {
    const { error } = await editor.from('media').insert({
      bucket_id: 'media',
      path: `${folder}/forged.png`,
      file_name: 'forged.png',
      uploaded_by: randomUUID(),
    } as never)
    expect(error).not.toBeNull()
  })

  test('media_usage lists the brands whose logo is the file (public or render URL)', async () => {
    const path = `${folder}/logo.png`
    await editor.storage.from('media').upload(path, png, { contentType: 'image/png' })
    const row = (await mediaRow('media', path))!
    const publicUrl = editor.storage.from('media').getPublicUrl(path).data.publicUrl
    const renderUrl = editor.storage.from('media').getPublicUrl(path, {
      transform: { width: 200, quality: 80 },
    }).data.publicUrl
    const [country] = await sql<{ id: string }>('select id from public.countries limit 1')
    for (const [suffix, url] of [
      ['a', publicUrl],
      ['b', renderUrl],
      ['c', `${publicUrl}-other.png`],
    ]) {
      await sql(
        `insert into public.brands (country_id, brand_name, brand_slug, brand_logo_url, destination_url)
         values ($1, $2, $3, $4, 'https://example.com')`,
        [country!.id, `Usage ${suffix}`, `${folder}-${suffix}`, url],
      )
    }
    const { data, error } = await editor.rpc('media_usage', { p_media_id: row.id })
    expect(error).toBeNull()
    expect(data?.map((brand) => brand.brand_name)).toEqual(['Usage a', 'Usage b'])

    const { data: hidden } = await analyst.rpc('media_usage', { p_media_id: row.id })
    expect(hidden ?? []).toEqual([])
  })
})
