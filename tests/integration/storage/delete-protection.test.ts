/**
 * Supabase's guard on the storage tables (storage.protect_delete): a DELETE
 * from SQL would orphan the stored files, so it is refused, even for the
 * superuser and service_role; the Storage API's own deletes lift the guard for
 * their transaction only (storage.allow_delete_query), so they still work.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serviceClient, sql, stack } from '../support/clients.ts'

const REFUSED = 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'

const service = serviceClient()
const bucket = `test-delete-guard-${randomUUID().slice(0, 8)}`
const files = () => service.storage.from(bucket)

const exists = async (name: string) =>
  (await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name]))
    .length === 1

/** Runs statements in one transaction as `role` over the database URL, then rolls back. */
async function asDatabaseRole(role: 'postgres' | 'service_role', statements: string[]) {
  const client = new pg.Client({ connectionString: stack.dbUrl })
  await client.connect()
  try {
    await client.query('begin')
    if (role === 'service_role') await client.query('set local role service_role')
    for (const statement of statements) {
      await client.query(statement, statement.includes('$1') ? [bucket] : [])
    }
  } finally {
    await client.query('rollback').catch(() => {})
    await client.end()
  }
}

beforeAll(async () => {
  const { error } = await service.storage.createBucket(bucket, { public: false })
  if (error) throw error
})

afterAll(async () => {
  await files().remove(['kept.txt', 'api.txt'])
  await service.storage.deleteBucket(bucket)
})

describe('DELETE on storage.objects and storage.buckets from SQL', () => {
  test('is refused for the superuser and for service_role, and deletes nothing', async () => {
    expect(
      (await files().upload('kept.txt', 'stays', { contentType: 'text/plain' })).error,
    ).toBeNull()
    for (const role of ['postgres', 'service_role'] as const) {
      await expect(
        asDatabaseRole(role, ['delete from storage.objects where bucket_id = $1']),
      ).rejects.toThrow(REFUSED)
      await expect(
        asDatabaseRole(role, ['delete from storage.buckets where id = $1']),
      ).rejects.toThrow(REFUSED)
    }
    expect(await exists('kept.txt')).toBe(true)
    expect((await files().download('kept.txt')).error).toBeNull()
  })

  test('goes through when the transaction sets storage.allow_delete_query, as Storage does', async () => {
    await expect(
      asDatabaseRole('postgres', [
        `select set_config('storage.allow_delete_query', 'true', true)`,
        'delete from storage.objects where bucket_id = $1',
      ]),
    ).resolves.toBeUndefined()
  })
})

describe('DELETE /storage/v1/object/{bucket}', () => {
  test('removes the object and its file through the Storage API', async () => {
    expect(
      (await files().upload('api.txt', 'goes', { contentType: 'text/plain' })).error,
    ).toBeNull()
    const removed = await files().remove(['api.txt'])
    expect(removed.error).toBeNull()
    expect(removed.data?.map((object) => object.name)).toEqual(['api.txt'])
    expect(await exists('api.txt')).toBe(false)
    expect((await files().download('api.txt')).error).not.toBeNull()
  })

  test('leaves the guard up for the next transaction', async () => {
    await expect(
      asDatabaseRole('postgres', ['delete from storage.objects where bucket_id = $1']),
    ).rejects.toThrow(REFUSED)
    expect(await exists('kept.txt')).toBe(true)
  })
})
