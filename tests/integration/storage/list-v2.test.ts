/**
 * `POST /storage/v1/object/list-v2/:bucket` (supabase-js `listV2`), as storage-api answers it:
 * full keys, folders folded at the next `/` with `with_delimiter`, cursor pages, sort orders,
 * and storage policies deciding what a caller sees. Before this route existed, `list-v2` was
 * read as a bucket name.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localApiKeys } from '../../../supabase/emulator/keys.ts'
import { ownStorageApp, type OwnStorageApp } from './own-storage-app.ts'

const bucket = `test-list-v2-${randomUUID().slice(0, 8)}`
const KEYS = ['a/1.txt', 'a/b/2.txt', 'a/b/3.txt', 'a/c/4.txt', 'z.txt']

let storage: OwnStorageApp
const service = () => storage.client(localApiKeys.serviceRoleKey).storage.from(bucket)

const names = (entries: Array<{ name: string }> | undefined) => entries?.map((entry) => entry.name)

beforeAll(async () => {
  storage = ownStorageApp()
  const { error } = await storage
    .client(localApiKeys.serviceRoleKey)
    .storage.createBucket(bucket, { public: false })
  if (error) throw error
  // One at a time, so created_at follows this order.
  for (const key of KEYS) {
    const upload = await service().upload(key, new Blob([key], { type: 'text/plain' }))
    if (upload.error) throw upload.error
  }
})

afterAll(async () => {
  const admin = storage.client(localApiKeys.serviceRoleKey).storage
  await admin.emptyBucket(bucket)
  await admin.deleteBucket(bucket)
  await storage.stop()
})

describe('POST /storage/v1/object/list-v2/:bucket', () => {
  test('lists every key under a prefix, flat, with full keys and file metadata', async () => {
    const { data, error } = await service().listV2({ prefix: 'a/' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ hasNext: false, folders: [] })
    expect(data?.nextCursor).toBeUndefined()
    expect(names(data?.objects)).toEqual(['a/1.txt', 'a/b/2.txt', 'a/b/3.txt', 'a/c/4.txt'])
    expect(data?.objects[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      key: 'a/1.txt',
      name: 'a/1.txt',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      last_accessed_at: expect.any(String),
      metadata: expect.objectContaining({ size: 7, mimetype: 'text/plain' }),
    })
  })

  test('with_delimiter folds what lies below the next "/" into folders', async () => {
    const { data } = await service().listV2({ prefix: 'a/', with_delimiter: true })
    expect(data?.folders).toEqual([
      { key: 'a/b', name: 'a/b/' },
      { key: 'a/c', name: 'a/c/' },
    ])
    expect(names(data?.objects)).toEqual(['a/1.txt'])

    const root = await service().listV2({ with_delimiter: true })
    expect(root.data?.folders).toEqual([{ key: 'a', name: 'a/' }])
    expect(names(root.data?.objects)).toEqual(['z.txt'])
  })

  test('pages with the cursor it gives until hasNext is false', async () => {
    const first = await service().listV2({ prefix: 'a/', limit: 3 })
    expect(first.data).toMatchObject({ hasNext: true, nextCursor: expect.any(String) })
    expect(names(first.data?.objects)).toEqual(['a/1.txt', 'a/b/2.txt', 'a/b/3.txt'])
    const second = await service().listV2({
      prefix: 'a/',
      limit: 3,
      cursor: first.data!.nextCursor,
    })
    expect(second.data).toMatchObject({ hasNext: false })
    expect(names(second.data?.objects)).toEqual(['a/c/4.txt'])
  })

  test('sorts by name or date, either way', async () => {
    const byName = await service().listV2({ sortBy: { column: 'name', order: 'desc' } })
    expect(names(byName.data?.objects)).toEqual([...KEYS].reverse())
    const byCreation = await service().listV2({ sortBy: { column: 'created_at', order: 'desc' } })
    expect(names(byCreation.data?.objects)).toEqual([...KEYS].reverse())
  })

  test('a bad sort column: 400 with the schema message', async () => {
    const { error } = await service().listV2({
      sortBy: { column: 'size' as 'name', order: 'asc' },
    })
    expect(error).toMatchObject({
      statusCode: '400',
      message: 'body/sortBy/column must be equal to one of the allowed values',
    })
  })

  test('runs as the caller: anon, with no policy on this bucket, sees nothing', async () => {
    const { data, error } = await storage
      .client(localApiKeys.anonKey)
      .storage.from(bucket)
      .listV2({ prefix: 'a/' })
    expect(error).toBeNull()
    expect(data).toEqual({ hasNext: false, folders: [], objects: [] })
  })
})
