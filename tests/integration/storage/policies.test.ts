/**
 * Storage runs its SQL as the request's role, so storage.objects policies
 * decide who may upload, read, replace, move and remove. A private bucket made
 * for this test carries the usual "each user owns the folder named after their
 * id" policies; a signed-in user, anon and the service key are checked
 * against them.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, serviceClient, signIn, sql, type Client } from '../support/clients.ts'

const service = serviceClient()
const suffix = randomUUID().slice(0, 8)
const bucket = `test-policies-${suffix}`
const policyPrefix = `storage test ${suffix}:`
// The bucket id is ours (hex suffix), so writing it into the policy text is safe.
const ownFolder = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = (select auth.uid())::text`

// Two users of our own, so the test depends on no seed data.
const users = {
  visitor: { email: `storage-${suffix}-visitor@example.com`, password: `Visitor-${suffix}-pass!` },
  other: { email: `storage-${suffix}-other@example.com`, password: `Other-${suffix}-pass!` },
}

let visitor: Client
let visitorId: string
let otherId: string

beforeAll(async () => {
  const { error } = await service.storage.createBucket(bucket, { public: false })
  if (error) throw error
  await sql(`create policy "${policyPrefix} users add files to their own folder" on storage.objects
               for insert to authenticated with check (${ownFolder})`)
  await sql(`create policy "${policyPrefix} users read their own folder" on storage.objects
               for select to authenticated using (${ownFolder})`)
  await sql(`create policy "${policyPrefix} users replace files in their own folder" on storage.objects
               for update to authenticated using (${ownFolder}) with check (${ownFolder})`)
  await sql(`create policy "${policyPrefix} users remove files from their own folder" on storage.objects
               for delete to authenticated using (${ownFolder})`)
  for (const user of Object.values(users)) {
    const created = await service.auth.admin.createUser({ ...user, email_confirm: true })
    if (created.error) throw created.error
  }
  visitor = await signIn(users.visitor.email, users.visitor.password)
  const ids = await sql<{ email: string; id: string }>(
    'select email, id::text from auth.users where email = any($1)',
    [[users.visitor.email, users.other.email]],
  )
  visitorId = ids.find((row) => row.email === users.visitor.email)!.id
  otherId = ids.find((row) => row.email === users.other.email)!.id
  const seeded = await service.storage.from(bucket).upload(`${otherId}/private.txt`, 'not yours')
  if (seeded.error) throw seeded.error
})

afterAll(async () => {
  const policies = await sql<{ policyname: string }>(
    "select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' and policyname like $1",
    [`${policyPrefix}%`],
  )
  for (const { policyname } of policies) {
    await sql(`drop policy "${policyname.replaceAll('"', '""')}" on storage.objects`)
  }
  await service.storage.emptyBucket(bucket)
  await service.storage.deleteBucket(bucket)
  for (const id of [visitorId, otherId]) {
    if (id) await service.auth.admin.deleteUser(id)
  }
})

describe('storage.objects policies as the request role', () => {
  test('a user uploads into their own folder and the row records them as owner', async () => {
    const { error } = await visitor.storage.from(bucket).upload(`${visitorId}/mine.txt`, 'mine')
    expect(error).toBeNull()
    const rows = await sql<{ owner: string; owner_id: string }>(
      'select owner::text, owner_id from storage.objects where bucket_id = $1 and name = $2',
      [bucket, `${visitorId}/mine.txt`],
    )
    expect(rows).toEqual([{ owner: visitorId, owner_id: visitorId }])
    expect(
      await (await visitor.storage.from(bucket).download(`${visitorId}/mine.txt`)).data?.text(),
    ).toBe('mine')
  })

  test("a user cannot upload into another user's folder: statusCode 403", async () => {
    const { data, error } = await visitor.storage
      .from(bucket)
      .upload(`${otherId}/intruder.txt`, 'x')
    expect(data).toBeNull()
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    expect((await service.storage.from(bucket).exists(`${otherId}/intruder.txt`)).data).toBe(false)
  })

  test("a user neither sees nor reads another user's files", async () => {
    const download = await visitor.storage.from(bucket).download(`${otherId}/private.txt`)
    expect(download.error).toMatchObject({ statusCode: '404', message: 'Object not found' })
    expect((await visitor.storage.from(bucket).list(otherId)).data).toEqual([])
    expect((await visitor.storage.from(bucket).list()).data?.map((item) => item.name)).toEqual([
      visitorId,
    ])
    expect(
      (await service.storage.from(bucket).list()).data?.map((item) => item.name).sort(),
    ).toEqual([otherId, visitorId].sort())
  })

  test("a user cannot overwrite, move or remove another user's file", async () => {
    const upsert = await visitor.storage
      .from(bucket)
      .upload(`${otherId}/private.txt`, 'overwritten', { upsert: true })
    expect(upsert.error?.statusCode).toBe('403')
    const moved = await visitor.storage
      .from(bucket)
      .move(`${otherId}/private.txt`, `${visitorId}/stolen.txt`)
    expect(moved.error?.statusCode).toBe('404')
    const removed = await visitor.storage.from(bucket).remove([`${otherId}/private.txt`])
    expect(removed.data).toEqual([])
    expect(
      await (await service.storage.from(bucket).download(`${otherId}/private.txt`)).data?.text(),
    ).toBe('not yours')
  })

  test("a user cannot move their own file into another user's folder", async () => {
    await visitor.storage.from(bucket).upload(`${visitorId}/to-move.txt`, 'moving')
    const { error } = await visitor.storage
      .from(bucket)
      .move(`${visitorId}/to-move.txt`, `${otherId}/gift.txt`)
    expect(error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    expect(
      await (await visitor.storage.from(bucket).download(`${visitorId}/to-move.txt`)).data?.text(),
    ).toBe('moving')
  })

  test('a user replaces and removes their own files', async () => {
    const path = `${visitorId}/replace.txt`
    await visitor.storage.from(bucket).upload(path, 'v1')
    expect(
      (await visitor.storage.from(bucket).upload(path, 'v2', { upsert: true })).error,
    ).toBeNull()
    expect(await (await visitor.storage.from(bucket).download(path)).data?.text()).toBe('v2')
    expect(
      (await visitor.storage.from(bucket).remove([path])).data?.map((item) => item.name),
    ).toEqual([path])
  })

  test('anon can neither upload nor list under these policies', async () => {
    const anon = anonClient()
    const { error } = await anon.storage.from(bucket).upload(`${visitorId}/anon.txt`, 'x')
    expect(error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    expect((await anon.storage.from(bucket).list(visitorId)).data).toEqual([])
  })
})
