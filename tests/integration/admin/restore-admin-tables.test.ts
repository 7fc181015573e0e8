/**
 * Undo of the admin-only deletes against the local stack: restore_deleted_row() puts a code
 * snippet back as it was, and a postback source with the secret it had (its postback URL
 * keeps working) and its postbacks linked again; only admins may (editors, analysts and
 * visitors are refused); audit_log never holds the secret nor its hashes.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, randomAddress, signInAs, sql, stack, type Client } from '../support/clients.ts'

const run = randomUUID().replaceAll('-', '').slice(0, 10)
let admin: Client
let editor: Client
let analyst: Client
let anon: Client

beforeAll(async () => {
  ;[admin, editor, analyst] = await Promise.all([
    signInAs('admin'),
    signInAs('editor'),
    signInAs('analyst'),
  ])
  anon = anonClient({ 'x-forwarded-for': randomAddress() })
})

afterAll(async () => {
  await sql(`delete from public.code_snippets where name like $1`, [`% ${run}`])
  await sql(`delete from public.postbacks where transaction_id like $1`, [`%-${run}`])
  await sql(`delete from public.postback_sources where slug like $1`, [`%-${run}`])
})

const rowOf = async (table: string, column: string, id: string) =>
  (
    await sql<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from public.${table} t where ${column} = $1`,
      [id],
    )
  )[0]?.row

/** Every role but the admin is refused, and the row stays deleted. */
async function expectOthersRefused(table: string, id: string) {
  for (const client of [editor, analyst, anon]) {
    const { error } = await client.rpc('restore_deleted_row', { p_table: table, p_record_id: id })
    expect(error?.code).toBe('42501')
  }
  expect(await rowOf(table, 'id', id)).toBeUndefined()
}

describe('code snippets', () => {
  test('an admin puts a deleted snippet back as it was; nobody else may', async () => {
    const [inserted] = await sql<{ row: Record<string, unknown> & { id: string } }>(
      `insert into public.code_snippets (name, description, location, code, allowed_origins, is_active, sort_order, created_at)
       values ($1, 'Stats', 'body_end', '<script src="https://stats.example.com/a.js"></script>',
               '{https://stats.example.com}', true, 7, '2025-03-04T05:06:07Z')
       returning to_jsonb(code_snippets.*) as row`,
      [`Undo ${run}`],
    )
    const before = inserted!.row
    const removed = await admin.from('code_snippets').delete().eq('id', before.id).select('id')
    expect(removed.data).toEqual([{ id: before.id }])

    await expectOthersRefused('code_snippets', before.id)

    const { error } = await admin.rpc('restore_deleted_row', {
      p_table: 'code_snippets',
      p_record_id: before.id,
    })
    expect(error).toBeNull()
    expect(await rowOf('code_snippets', 'id', before.id)).toEqual(before)
  })
})

describe('postback sources', () => {
  const slug = `undo-${run}`
  const postback = (token: string, transactionId: string) =>
    fetch(
      `${stack.url}/functions/v1/postback/${slug}?${new URLSearchParams({
        click_id: `noclick${run}`,
        token,
        transaction_id: `${transactionId}-${run}`,
      })}`,
    ).then(async (response) => ((await response.json()) as { status: string }).status)

  test('an admin puts a deleted source back with its secret and its postbacks; nobody else may', async () => {
    const created = await admin
      .from('postback_sources')
      .insert({ name: `Undo ${run}`, slug, preset: 'generic', default_currency: 'USD' })
      .select('*')
      .single()
    expect(created.error).toBeNull()
    const id = created.data!.id
    const issued = await admin.rpc('issue_postback_secret', { p_source_id: id })
    expect(issued.error).toBeNull()
    const secret = issued.data!
    expect(await postback(secret, 'before')).toBe('unmatched')
    const postbackIds = (
      await sql<{ id: string }>(`select id from public.postbacks where source_id = $1`, [id])
    ).map((row) => row.id)
    expect(postbackIds).toHaveLength(1)
    const source = await rowOf('postback_sources', 'id', id)
    const secretRow = await rowOf('postback_source_secrets', 'source_id', id)
    const hash = secretRow!.secret_hash as string

    const removed = await admin.from('postback_sources').delete().eq('id', id).select('id')
    expect(removed.data).toEqual([{ id }])
    expect(await rowOf('postback_source_secrets', 'source_id', id)).toBeUndefined()
    const unlinked = await sql(
      `select id from public.postbacks where id = any ($1::uuid[]) and source_id is null`,
      [postbackIds],
    )
    expect(unlinked).toHaveLength(postbackIds.length)

    // The trail names the secret's delete, never the secret or its hash.
    const trail = await sql<{ text: string }>(
      `select coalesce(old_data::text, '') || coalesce(new_data::text, '') as text
         from public.audit_log where table_name = 'postback_source_secrets' and record_id = $1`,
      [id],
    )
    expect(trail.length).toBeGreaterThanOrEqual(2)
    for (const row of trail) {
      expect(row.text).not.toContain(secret)
      expect(row.text).not.toContain(hash)
      expect(row.text).toContain('[redacted]')
    }

    await expectOthersRefused('postback_sources', id)

    const { error } = await admin.rpc('restore_deleted_row', {
      p_table: 'postback_sources',
      p_record_id: id,
    })
    expect(error).toBeNull()
    expect(await rowOf('postback_sources', 'id', id)).toEqual(source)
    expect(await rowOf('postback_source_secrets', 'source_id', id)).toEqual(secretRow)
    const relinked = await sql(`select id from public.postbacks where source_id = $1`, [id])
    expect(relinked.map((row) => row.id)).toEqual(postbackIds)
    // The network's URL works on: the same secret is accepted.
    expect(await postback(secret, 'after')).toBe('unmatched')
    // What the Undo needed is gone, and no audit row gained a hash.
    expect(
      await sql(`select 1 from private.deleted_postback_sources where source_id = $1`, [id]),
    ).toEqual([])
    const after = await sql<{ text: string }>(
      `select coalesce(new_data::text, '') as text from public.audit_log
        where table_name = 'postback_source_secrets' and record_id = $1`,
      [id],
    )
    for (const row of after) expect(row.text).not.toContain(hash)
  })

  test('no audit row holds a secret hash', async () => {
    const leaked = await sql(
      `select id from public.audit_log
        where table_name = 'postback_source_secrets'
          and (coalesce(old_data, '{}') || coalesce(new_data, '{}')) ?| array['secret_hash', 'previous_secret_hash', 'test_token_hash']
          and exists (select 1 from jsonb_each_text(coalesce(old_data, '{}') || coalesce(new_data, '{}')) as e
                       where e.key like '%hash' and e.value ~ '^[0-9a-f]{64}$')`,
    )
    expect(leaked).toEqual([])
  })
})
