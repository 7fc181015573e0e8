/**
 * Signed upload URLs (supabase-js `createSignedUploadUrl`, `uploadToSignedUrl`), answered as
 * storage-api does: the signer's permission is checked when the URL is made, the upload then
 * needs only the token. Before these routes existed, `/object/upload/sign/...` was read as a
 * bucket named "upload".
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localApiKeys } from '../../../supabase/emulator/keys.ts'
import { OWN_STORAGE_ORIGIN, ownStorageApp, type OwnStorageApp } from './own-storage-app.ts'

const bucket = `test-signed-upload-${randomUUID().slice(0, 8)}`

let storage: OwnStorageApp
const service = () => storage.client(localApiKeys.serviceRoleKey).storage
const anon = () => storage.client(localApiKeys.anonKey).storage

beforeAll(async () => {
  storage = ownStorageApp()
  const { error } = await service().createBucket(bucket, { public: false })
  if (error) throw error
})

afterAll(async () => {
  await service().emptyBucket(bucket)
  await service().deleteBucket(bucket)
  await storage.stop()
})

describe('POST /storage/v1/object/upload/sign/:bucket/:path', () => {
  test('answers a signed URL and its token', async () => {
    const { data, error } = await service().from(bucket).createSignedUploadUrl('docs/a.txt')
    expect(error).toBeNull()
    expect(data).toEqual({
      signedUrl: expect.stringMatching(
        new RegExp(
          `^${OWN_STORAGE_ORIGIN}/storage/v1/object/upload/sign/${bucket}/docs/a\\.txt\\?token=`,
        ),
      ),
      path: 'docs/a.txt',
      token: expect.any(String),
    })
  })

  test('refuses a caller whose policies do not allow the upload (403)', async () => {
    const { data, error } = await anon().from(bucket).createSignedUploadUrl('docs/anon.txt')
    expect(data).toBeNull()
    expect(error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
  })

  test('an unknown bucket: 404 Bucket not found', async () => {
    const { error } = await service().from(`${bucket}-none`).createSignedUploadUrl('a.txt')
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })
})

describe('PUT /storage/v1/object/upload/sign/:bucket/:path?token=', () => {
  test('uploads with the token alone, even for a caller with no rights of its own', async () => {
    const { data: signed } = await service().from(bucket).createSignedUploadUrl('docs/b.txt')
    const { data, error } = await anon()
      .from(bucket)
      .uploadToSignedUrl(
        'docs/b.txt',
        signed!.token,
        new Blob(['signed body'], { type: 'text/plain' }),
      )
    expect(error).toBeNull()
    expect(data).toEqual({ path: 'docs/b.txt', fullPath: `${bucket}/docs/b.txt` })
    const download = await service().from(bucket).download('docs/b.txt')
    expect(await download.data?.text()).toBe('signed body')
  })

  test('a second upload with the same token: 409, unless the URL was signed with upsert', async () => {
    const plain = (await service().from(bucket).createSignedUploadUrl('docs/c.txt')).data!
    await anon()
      .from(bucket)
      .uploadToSignedUrl('docs/c.txt', plain.token, new Blob(['one']))
    const again = await anon()
      .from(bucket)
      .uploadToSignedUrl('docs/c.txt', plain.token, new Blob(['two']))
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' })

    const upsert = (
      await service().from(bucket).createSignedUploadUrl('docs/c.txt', { upsert: true })
    ).data!
    const replaced = await anon()
      .from(bucket)
      .uploadToSignedUrl('docs/c.txt', upsert.token, new Blob(['three']))
    expect(replaced.error).toBeNull()
    expect(await (await service().from(bucket).download('docs/c.txt')).data?.text()).toBe('three')
  })

  test('a token used for another path: 400 InvalidSignature, nothing written', async () => {
    const { data: signed } = await service().from(bucket).createSignedUploadUrl('docs/d.txt')
    const { error } = await anon()
      .from(bucket)
      .uploadToSignedUrl('docs/other.txt', signed!.token, new Blob(['x']))
    expect(error).toMatchObject({
      statusCode: '400',
      message: 'The url do not match the signature',
    })
    expect((await service().from(bucket).exists('docs/other.txt')).data).toBe(false)
  })
})

describe('a route storage-api does not have', () => {
  test("404 with Fastify's body, not a bucket lookup", async () => {
    const response = await storage.request('/storage/v1/no-such-route?x=1', {
      headers: { authorization: `Bearer ${localApiKeys.serviceRoleKey}` },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET:/no-such-route?x=1 not found',
    })
  })
})
