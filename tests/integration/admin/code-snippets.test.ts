/**
 * Code snippets against the local stack, as the admin's form writes them: admins create,
 * update and delete; editors and analysts are refused; visitors read active snippets only.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, randomAddress, signInAs, sql, type Client } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
let admin: Client
let editor: Client
let anon: Client

beforeAll(async () => {
  admin = await signInAs('admin')
  editor = await signInAs('editor')
  anon = anonClient({ 'x-forwarded-for': randomAddress() })
})

afterAll(async () => {
  await sql('delete from code_snippets where name like $1', [`% ${tag}`])
})

describe('code_snippets policies', () => {
  test('an admin creates, updates and deletes a snippet; visitors see it only while active', async () => {
    const created = await admin
      .from('code_snippets')
      .insert({
        name: `Stats ${tag}`,
        description: null,
        location: 'body_end',
        code: '<script src="https://stats.example.com/a.js"></script>',
        allowed_origins: ['https://stats.example.com'],
        is_active: false,
        sort_order: 0,
      })
      .select('*')
      .single()
    expect(created.error).toBeNull()
    const id = created.data!.id
    const hidden = await anon.from('code_snippets').select('id').eq('id', id)
    expect(hidden.data).toEqual([])

    const updated = await admin
      .from('code_snippets')
      .update({ is_active: true })
      .eq('id', id)
      .eq('updated_at', created.data!.updated_at)
      .select('*')
    expect(updated.error).toBeNull()
    expect(updated.data).toHaveLength(1)
    const shown = await anon.from('code_snippets').select('id').eq('id', id)
    expect(shown.data).toEqual([{ id }])

    const removed = await admin.from('code_snippets').delete().eq('id', id).select('id')
    expect(removed.data).toEqual([{ id }])
  })

  test('an editor cannot add a snippet', async () => {
    const { error } = await editor
      .from('code_snippets')
      .insert({ name: `Editor ${tag}`, code: '<b></b>' })
    expect(error?.code).toBe('42501')
  })

  test('a malformed origin is refused by its constraint', async () => {
    const { error } = await admin
      .from('code_snippets')
      .insert({ name: `Bad ${tag}`, code: '<b></b>', allowed_origins: ['http://insecure.example'] })
    expect(error?.code).toBe('23514')
    expect(error?.message).toContain('code_snippets_allowed_origins_format')
  })
})
