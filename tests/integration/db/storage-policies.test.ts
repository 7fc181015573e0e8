/**
 * Storage policies of the media and uploads buckets: editors and admins
 * upload, list and delete; analysts and visitors do not; files are served
 * publicly; HTML and SVG are refused by the buckets' type lists.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, serviceClient, signInAs, sql, type Client } from '../support/clients.ts'

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const folder = `zz-storage-test-${Date.now()}`

let editor: Client
let analyst: Client

beforeAll(async () => {
  ;[editor, analyst] = await Promise.all([signInAs('editor'), signInAs('analyst')])
})

afterAll(async () => {
  // Through the Storage API: a direct DELETE on storage.objects is refused, as on hosted.
  const left = await sql<{ bucket_id: string; name: string }>(
    `select bucket_id, name from storage.objects where name like 'zz-storage-test-%'`,
  )
  const storage = serviceClient().storage
  for (const bucket of new Set(left.map((object) => object.bucket_id))) {
    const names = left.filter((object) => object.bucket_id === bucket).map((object) => object.name)
    const { error } = await storage.from(bucket).remove(names)
    if (error) throw error
  }
})

describe('storage buckets media and uploads', () => {
  test('an editor uploads an image that anyone can download from the public URL', async () => {
    const path = `${folder}/pixel.png`
    const upload = await editor.storage
      .from('media')
      .upload(path, PNG, { contentType: 'image/png' })
    expect(upload.error).toBeNull()

    const url = anonClient().storage.from('media').getPublicUrl(path).data.publicUrl
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)

    const listed = await editor.storage.from('media').list(folder)
    expect(listed.data?.map((item) => item.name)).toEqual(['pixel.png'])

    const removed = await editor.storage.from('media').remove([path])
    expect(removed.error).toBeNull()
    expect(await sql('select 1 from storage.objects where name = $1', [path])).toHaveLength(0)
  })

  test('an analyst and a visitor can neither upload nor list', async () => {
    const byAnalyst = await analyst.storage
      .from('uploads')
      .upload(`${folder}/a.png`, PNG, { contentType: 'image/png' })
    expect(byAnalyst.error).not.toBeNull()
    const byVisitor = await anonClient()
      .storage.from('uploads')
      .upload(`${folder}/v.png`, PNG, { contentType: 'image/png' })
    expect(byVisitor.error).not.toBeNull()
    expect(
      await sql(`select 1 from storage.objects where name like $1`, [`${folder}/%`]),
    ).toHaveLength(0)

    await editor.storage
      .from('uploads')
      .upload(`${folder}/e.png`, PNG, { contentType: 'image/png' })
    const listedByVisitor = await anonClient().storage.from('uploads').list(folder)
    expect(listedByVisitor.data ?? []).toEqual([])
    const listedByAnalyst = await analyst.storage.from('uploads').list(folder)
    expect(listedByAnalyst.data ?? []).toEqual([])
  })

  test('HTML and SVG are refused', async () => {
    const html = await editor.storage
      .from('uploads')
      .upload(`${folder}/page.html`, Buffer.from('<script>alert(1)</script>'), {
        contentType: 'text/html',
      })
    expect(html.error).not.toBeNull()
    const svg = await editor.storage
      .from('media')
      .upload(`${folder}/logo.svg`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
        contentType: 'image/svg+xml',
      })
    expect(svg.error).not.toBeNull()
    expect(
      await sql(`select name from storage.objects where name like $1 and name !~ 'e\\.png$'`, [
        `${folder}/%`,
      ]),
    ).toEqual([])
  })
})
