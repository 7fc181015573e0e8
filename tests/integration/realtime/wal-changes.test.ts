/**
 * postgres_changes carry each change as it was made, as hosted Realtime (which reads the WAL)
 * sends them: two quick updates arrive each with its own value, an insert and a delete in one
 * transaction arrive as both, and a table added to the publication while the stack runs
 * delivers at once. The table is this file's own (in its own schema, no RLS, readable by
 * anon) and joins the publication here, after the stack started.
 */
import { randomUUID } from 'node:crypto'
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, signInAs, sql } from '../support/clients.ts'

const schema = `realtime_wal_${randomUUID().slice(0, 8)}`
const table = 'notes'

type Note = { id: number; body: string; tags: string[]; meta: Record<string, unknown> }
type Payload = RealtimePostgresChangesPayload<Note>

const client = anonClient()
const received: Payload[] = []

beforeAll(async () => {
  // The schema name is ours (hex suffix), so writing it into the statements is safe.
  await sql(`create schema ${schema}`)
  await sql(`create table ${schema}.${table} (
               id int primary key, body text not null, tags text[] not null default '{}',
               meta jsonb not null default '{}')`)
  await sql(`grant usage on schema ${schema} to anon`)
  await sql(`grant select on ${schema}.${table} to anon`)
  await sql(`alter publication supabase_realtime add table ${schema}.${table}`)

  const channel = client
    .channel(`wal-${randomUUID()}`)
    .on('postgres_changes', { event: '*', schema, table }, (payload: Payload) => {
      received.push(payload)
    })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not subscribed')), 8000)
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer)
        resolve()
      }
    })
  })
})

afterAll(async () => {
  await client.removeAllChannels()
  await sql(`drop schema ${schema} cascade`)
})

/** The payloads received for one row id, once `count` of them have arrived. */
async function changesOf(id: number, count: number): Promise<Payload[]> {
  const mine = () =>
    received.filter((payload) => {
      const row = (payload.eventType === 'DELETE' ? payload.old : payload.new) as Partial<Note>
      return row.id === id
    })
  await expect.poll(() => mine().length, { timeout: 5000 }).toBeGreaterThanOrEqual(count)
  return mine()
}

describe('postgres_changes read from the write-ahead log', () => {
  test('a table added to the publication after start delivers its insert, typed', async () => {
    await sql(
      `insert into ${schema}.${table} (id, body, tags, meta) values (1, 'first', '{a,b}', '{"n": 1}')`,
    )
    const [insert] = await changesOf(1, 1)
    expect(insert).toMatchObject({
      schema,
      table,
      eventType: 'INSERT',
      new: { id: 1, body: 'first', tags: ['a', 'b'], meta: { n: 1 } },
      commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      errors: null,
    })
  })

  test('two quick updates arrive each with the value it wrote', async () => {
    await sql(`insert into ${schema}.${table} (id, body) values (2, 'start')`)
    await sql(`update ${schema}.${table} set body = 'one' where id = 2`)
    await sql(`update ${schema}.${table} set body = 'two' where id = 2`)
    const changes = await changesOf(2, 3)
    expect(changes.map((change) => [change.eventType, (change.new as Partial<Note>).body])).toEqual(
      [
        ['INSERT', 'start'],
        ['UPDATE', 'one'],
        ['UPDATE', 'two'],
      ],
    )
    // Default replica identity: the old record is the key.
    expect(changes[1]!.old).toEqual({ id: 2 })
  })

  test('an insert and a delete in one transaction arrive as both, in order', async () => {
    // One simple query: both statements in one transaction.
    await sql(`begin;
               insert into ${schema}.${table} (id, body) values (3, 'brief');
               delete from ${schema}.${table} where id = 3;
               commit`)
    const changes = await changesOf(3, 2)
    expect(changes.map((change) => change.eventType)).toEqual(['INSERT', 'DELETE'])
    expect(changes[0]!.new).toMatchObject({ id: 3, body: 'brief' })
    expect(changes[1]!.old).toEqual({ id: 3 })
  })

  test('with REPLICA IDENTITY FULL, an update carries the old values too', async () => {
    await sql(`alter table ${schema}.${table} replica identity full`)
    await sql(`insert into ${schema}.${table} (id, body) values (4, 'before')`)
    await sql(`update ${schema}.${table} set body = 'after' where id = 4`)
    const [, update] = await changesOf(4, 2)
    expect(update).toMatchObject({
      eventType: 'UPDATE',
      new: { id: 4, body: 'after' },
      old: { id: 4, body: 'before', tags: [], meta: {} },
    })
  })

  test('on a table published at start, under RLS, two quick updates each carry their own value', async () => {
    const analyst = await signInAs('analyst')
    const user = `wal-${randomUUID().slice(0, 8)}`
    const speeds: number[] = []
    const channel = analyst.channel(`clicks-${randomUUID()}`).on(
      'postgres_changes',
      {
        event: 'UPDATE',
        schema: 'public',
        table: 'brand_clicks_history',
        filter: `user_id=eq.${user}`,
      },
      (payload) => speeds.push((payload.new as { click_speed_ms: number }).click_speed_ms),
    )
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve()
      }),
    )
    const [brand] = await sql<{ id: string }>('select id from public.brands limit 1')
    await sql(
      `insert into public.brand_clicks_history (brand_id, user_id, session_id, user_agent, click_speed_ms)
       values ($1, $2, $2, 'Mozilla/5.0 Chrome/130.0', 5000)`,
      [brand!.id, user],
    )
    try {
      await sql('update public.brand_clicks_history set click_speed_ms = 6001 where user_id = $1', [
        user,
      ])
      await sql('update public.brand_clicks_history set click_speed_ms = 6002 where user_id = $1', [
        user,
      ])
      await expect.poll(() => speeds, { timeout: 5000 }).toEqual([6001, 6002])
    } finally {
      await analyst.removeAllChannels()
      await sql('delete from public.brand_clicks_history where user_id = $1', [user])
    }
  })
})
