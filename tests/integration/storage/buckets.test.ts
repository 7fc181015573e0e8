/**
 * Storage buckets through supabase-js: create, read, list, update, empty and
 * delete with the service key; refusals for anon (RLS on storage.buckets) and
 * for bad input, with Supabase Storage's error bodies.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, test } from 'vitest'
import { anonClient, serviceClient, stack } from '../support/clients.ts'

const service = serviceClient()
const created: string[] = []

function bucketName(label: string): string {
  const name = `test-${label}-${randomUUID().slice(0, 8)}`
  created.push(name)
  return name
}

afterAll(async () => {
  for (const id of created) {
    await service.storage.emptyBucket(id)
    await service.storage.deleteBucket(id)
  }
})

describe('POST /storage/v1/bucket', () => {
  test('creates a bucket with its limits and answers with its name', async () => {
    const id = bucketName('create')
    const { data, error } = await service.storage.createBucket(id, {
      public: true,
      fileSizeLimit: 2048,
      allowedMimeTypes: ['image/*', 'application/pdf'],
    })
    expect(error).toBeNull()
    expect(data).toEqual({ name: id })

    const { data: bucket } = await service.storage.getBucket(id)
    expect(bucket).toMatchObject({
      id,
      name: id,
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['image/*', 'application/pdf'],
    })
    expect(typeof bucket?.created_at).toBe('string')
  })

  test('accepts a size limit written with a unit', async () => {
    const id = bucketName('unit')
    expect(
      (await service.storage.createBucket(id, { public: false, fileSizeLimit: '5MB' })).error,
    ).toBeNull()
    expect((await service.storage.getBucket(id)).data?.file_size_limit).toBe(5_000_000)
  })

  test('refuses a second bucket with the same id: 409 Duplicate', async () => {
    const id = bucketName('dup')
    await service.storage.createBucket(id, { public: false })
    const { data, error } = await service.storage.createBucket(id, { public: false })
    expect(data).toBeNull()
    expect(error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    })
  })

  test('refuses an anonymous caller: no policy lets anon create buckets', async () => {
    const id = `test-anon-${randomUUID().slice(0, 8)}`
    const { error } = await anonClient().storage.createBucket(id, { public: true })
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    expect((await service.storage.getBucket(id)).error?.statusCode).toBe('404')
  })

  test('refuses names that could leave the storage folder', async () => {
    for (const id of ['..', '.hidden', 'a/b', 'a\\b', ' padded ']) {
      const response = await fetch(`${stack.url}/storage/v1/bucket`, {
        method: 'POST',
        headers: { apikey: stack.serviceRoleKey, 'content-type': 'application/json' },
        body: JSON.stringify({ name: id, id }),
      })
      expect(response.status, id).toBe(400)
      expect(await response.json(), id).toMatchObject({
        statusCode: '400',
        code: 'InvalidBucketName',
      })
    }
  })

  test('refuses a malformed size limit or MIME list', async () => {
    const sizeError = (
      await service.storage.createBucket(bucketName('badsize'), {
        public: false,
        fileSizeLimit: 'lots',
      })
    ).error
    expect(sizeError).toMatchObject({ status: 400, statusCode: '400' })
    const mimeError = (
      await service.storage.createBucket(bucketName('badmime'), {
        public: false,
        allowedMimeTypes: ['not a type'],
      })
    ).error
    expect(mimeError).toMatchObject({ status: 400, statusCode: '400' })
  })
})

describe('GET /storage/v1/bucket', () => {
  test('lists buckets the caller may see, with Supabase fields', async () => {
    const id = bucketName('list')
    await service.storage.createBucket(id, { public: false })
    const { data, error } = await service.storage.listBuckets()
    expect(error).toBeNull()
    const bucket = data?.find((item) => item.id === id)
    expect(bucket).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: null,
      allowed_mime_types: null,
    })
  })

  test('answers an unknown bucket with 404 Bucket not found', async () => {
    const { data, error } = await service.storage.getBucket(`missing-${randomUUID().slice(0, 8)}`)
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' })
  })
})

describe('PUT /storage/v1/bucket/:id', () => {
  test('updates visibility and limits', async () => {
    const id = bucketName('update')
    await service.storage.createBucket(id, { public: false })
    const { data, error } = await service.storage.updateBucket(id, {
      public: true,
      fileSizeLimit: 1000,
      allowedMimeTypes: ['image/png'],
    })
    expect(error).toBeNull()
    expect(data).toEqual({ message: 'Successfully updated' })
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 1000,
      allowed_mime_types: ['image/png'],
    })
  })

  test('answers 404 for a bucket that does not exist', async () => {
    const { error } = await service.storage.updateBucket(`missing-${randomUUID().slice(0, 8)}`, {
      public: true,
    })
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })
})

describe('DELETE /storage/v1/bucket/:id and POST /bucket/:id/empty', () => {
  test('keeps a bucket that still has objects, deletes it once emptied', async () => {
    const id = bucketName('delete')
    await service.storage.createBucket(id, { public: false })
    await service.storage.from(id).upload('a.txt', 'a')
    await service.storage.from(id).upload('folder/b.txt', 'b')

    const refused = await service.storage.deleteBucket(id)
    expect(refused.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    })

    expect((await service.storage.emptyBucket(id)).data).toEqual({
      message: 'Successfully emptied',
    })
    expect((await service.storage.from(id).list()).data).toEqual([])
    expect((await service.storage.deleteBucket(id)).data).toEqual({
      message: 'Successfully deleted',
    })
    expect((await service.storage.getBucket(id)).error?.statusCode).toBe('404')
  })

  test('an anonymous caller cannot delete a bucket', async () => {
    const id = bucketName('anondelete')
    await service.storage.createBucket(id, { public: true })
    const { error } = await anonClient().storage.deleteBucket(id)
    expect(error?.status).toBe(400)
    expect(['403', '404']).toContain(error?.statusCode)
    expect((await service.storage.getBucket(id)).data?.id).toBe(id)
  })
})
