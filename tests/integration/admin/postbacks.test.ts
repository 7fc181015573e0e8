/**
 * Postback sources in the admin: secrets issued once and kept only as hashes, rotation with a
 * grace period, the Test Postback console's short-lived token (issued by its send, never by
 * opening it: the console's own calls, src/features/admin/postbacks/api/test-postback.ts, run
 * signed in as an admin), and who reads what.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import WebSocket from 'ws'
import type * as SourcesApi from '@/features/admin/postbacks/api/sources'
import type * as TestPostbackApi from '@/features/admin/postbacks/api/test-postback'
import { demoPostbackSource } from '../../../supabase/emulator/seed-local.ts'
import { anonClient, type Client, signInAs, sql, stack } from '../support/clients.ts'

const run = randomUUID().replaceAll('-', '').slice(0, 10)
const slug = `pb-admin-${run}`
let admin: Client
let analyst: Client
let editor: Client
let sourceId: string

const postback = (token: string, transactionId: string) =>
  fetch(
    `${stack.url}/functions/v1/postback/${slug}?${new URLSearchParams({
      click_id: `noclick${run}`,
      token,
      transaction_id: `${transactionId}-${run}`,
    })}`,
  ).then(async (response) => ((await response.json()) as { status: string }).status)

beforeAll(async () => {
  ;[admin, analyst, editor] = await Promise.all([
    signInAs('admin'),
    signInAs('analyst'),
    signInAs('editor'),
  ])
  const { data, error } = await admin
    .from('postback_sources')
    .insert({ name: `Admin test ${run}`, slug, preset: 'generic', default_currency: 'USD' })
    .select('id')
    .single()
  expect(error).toBeNull()
  sourceId = data!.id
})

afterAll(async () => {
  await sql('delete from postbacks where source_id = $1', [sourceId])
  await sql('delete from postback_sources where id = $1', [sourceId])
})

describe('secrets', () => {
  let first: string

  test('are generated strong, returned once and stored only as a hash', async () => {
    const { data, error } = await admin.rpc('issue_postback_secret', { p_source_id: sourceId })
    expect(error).toBeNull()
    first = data!
    expect(first).toMatch(/^pbs_[A-Za-z0-9_-]{43}$/)
    const [stored] = await sql<{ text: string }>(
      `select row_to_json(s)::text as text from postback_source_secrets s where source_id = $1`,
      [sourceId],
    )
    expect(stored!.text).not.toContain(first)
    const audit = await sql<{ text: string }>(
      `select coalesce(new_data::text, '') as text from audit_log where table_name = 'postback_source_secrets'`,
    )
    for (const row of audit) expect(row.text).not.toContain(first)
    expect(await postback(first, 'tx-first')).toBe('unmatched')
  })

  test('staff read back only the dates, never a secret or its hash', async () => {
    const dates = await admin
      .from('postback_source_secrets')
      .select('source_id, updated_at, previous_valid_until')
      .eq('source_id', sourceId)
    expect(dates.data).toHaveLength(1)
    const hash = await admin.from('postback_source_secrets').select('secret_hash')
    expect(hash.error?.code).toBe('42501')
    const write = await admin
      .from('postback_source_secrets')
      .update({ previous_valid_until: null })
      .eq('source_id', sourceId)
    expect(write.error?.code).toBe('42501')
  })

  test('rotation keeps the old secret valid for the grace period, then only the new one', async () => {
    const { data: second, error } = await admin.rpc('issue_postback_secret', {
      p_source_id: sourceId,
      p_grace_hours: 24,
    })
    expect(error).toBeNull()
    expect(second).not.toBe(first)
    const [grace] = await sql<{ hours: number }>(
      `select round(extract(epoch from previous_valid_until - now()) / 3600)::int as hours
         from postback_source_secrets where source_id = $1`,
      [sourceId],
    )
    expect(grace!.hours).toBe(24)
    expect(await postback(first, 'tx-old-in-grace')).toBe('unmatched')
    expect(await postback(second!, 'tx-new-in-grace')).toBe('unmatched')

    await sql(
      `update postback_source_secrets set previous_valid_until = now() - interval '1 second' where source_id = $1`,
      [sourceId],
    )
    expect(await postback(first, 'tx-old-after')).toBe('rejected')
    expect(await postback(second!, 'tx-new-after')).toBe('unmatched')
    const [logged] = await sql<{ status_reason: string }>(
      `select status_reason from postbacks where request_query->>'transaction_id' = $1`,
      [`tx-old-after-${run}`],
    )
    expect(logged!.status_reason).toBe('bad token')
  })

  test('rotation without a grace period retires the old secret at once', async () => {
    const { data: third } = await admin.rpc('issue_postback_secret', { p_source_id: sourceId })
    expect(await postback(third!, 'tx-third')).toBe('unmatched')
    const [row] = await sql<{ previous_secret_hash: string | null }>(
      'select previous_secret_hash from postback_source_secrets where source_id = $1',
      [sourceId],
    )
    expect(row!.previous_secret_hash).toBeNull()
  })

  test('refuses a grace period over 30 days', async () => {
    const { error } = await admin.rpc('issue_postback_secret', {
      p_source_id: sourceId,
      p_grace_hours: 721,
    })
    expect(error?.code).toBe('22023')
  })

  test('only admins issue secrets or test tokens', async () => {
    for (const client of [analyst, editor, anonClient()]) {
      const secret = await client.rpc('issue_postback_secret', { p_source_id: sourceId })
      expect(secret.data).toBeNull()
      expect(secret.error?.code).toBe('42501')
      const token = await client.rpc('issue_test_postback_token', { p_source_id: sourceId })
      expect(token.error?.code).toBe('42501')
    }
  })
})

describe('the Test Postback console’s token', () => {
  test('is accepted for its source only, marks the postback as a test and expires', async () => {
    const { data: token, error } = await admin.rpc('issue_test_postback_token', {
      p_source_id: sourceId,
    })
    expect(error).toBeNull()
    expect(token).toMatch(/^pbt_/)
    expect(await postback(token!, 'tx-test-token')).toBe('unmatched')
    const [row] = await sql<{ is_test: boolean }>(
      'select is_test from postbacks where transaction_id = $1',
      [`tx-test-token-${run}`],
    )
    expect(row!.is_test).toBe(true)
    const other = await fetch(
      `${stack.url}/functions/v1/postback/${demoPostbackSource.slug}?click_id=x${run}&token=${token}`,
    )
    expect(other.status).toBe(401)

    await sql(
      `update postback_source_secrets set test_token_valid_until = now() - interval '1 second' where source_id = $1`,
      [sourceId],
    )
    expect(await postback(token!, 'tx-test-expired')).toBe('rejected')
  })
})

describe('the Test Postback console', () => {
  // Its own sources: one with a secret, one without (the token cannot be issued for it).
  let source: SourcesApi.SourceChoice
  let noSecret: SourcesApi.SourceChoice
  let adminId: string
  // Loaded in beforeAll, once the env is set.
  let api: typeof TestPostbackApi
  let sources: typeof SourcesApi

  const addSource = async (suffix: string) =>
    (
      await sql<SourcesApi.SourceChoice>(
        `insert into postback_sources (name, slug, preset) values ($1, $2, 'generic')
         returning id, name, slug, preset, param_map`,
        [`Console ${suffix} ${run}`, `pb-console-${suffix}-${run}`],
      )
    )[0]!

  /** The id of the newest audit row: what the admin writes later has a greater one. */
  const lastAuditId = async () =>
    (await sql<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_log'))[0]!.id

  const adminWritesSince = (id: string) =>
    sql<{ table_name: string; action: string; record_id: string }>(
      'select table_name, action, record_id from audit_log where actor_id = $1 and id > $2 order by id',
      [adminId, id],
    )

  const testToken = async (id: string) =>
    (
      await sql<{ hash: string | null; minutes_left: number | null }>(
        `select test_token_hash as hash,
                round(extract(epoch from test_token_valid_until - now()) / 60)::int as minutes_left
           from postback_source_secrets where source_id = $1`,
        [id],
      )
    )[0]

  const request = (transactionId: string, wrongToken = false) => ({
    source,
    fields: {
      clickId: `noclick${run}`,
      event: 'ftd',
      payout: '25',
      currency: 'eur',
      transactionId: `${transactionId}-${run}`,
    },
    wrongToken,
  })

  beforeAll(async () => {
    // The console's modules create the app's client when loaded: its env points at the stack,
    // and Node 20 has no global WebSocket (Realtime is never used here), as in clients.ts.
    vi.stubEnv('VITE_SUPABASE_URL', stack.url)
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', stack.anonKey)
    vi.stubGlobal('WebSocket', WebSocket)
    api = await import('@/features/admin/postbacks/api/test-postback')
    sources = await import('@/features/admin/postbacks/api/sources')
    adminId = (await admin.auth.getUser()).data.user!.id
    ;[source, noSecret] = await Promise.all([addSource('a'), addSource('b')])
    const { error } = await admin.rpc('issue_postback_secret', { p_source_id: source.id })
    expect(error).toBeNull()
  })

  afterAll(async () => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    await sql('delete from postbacks where source_id = any($1)', [[source.id, noSecret.id]])
    await sql('delete from postback_sources where id = any($1)', [[source.id, noSecret.id]])
  })

  test('opening it reads the sources and the recent clicks, and issues no token nor any audit row', async () => {
    const since = await lastAuditId()
    const { signal } = new AbortController()
    const [choices, clicks] = await Promise.all([
      sources.listSourceChoices(admin, signal),
      api.listRecentClicks(admin, signal),
    ])
    expect(choices.map((choice) => choice.id)).toEqual(
      expect.arrayContaining([source.id, noSecret.id]),
    )
    expect(Array.isArray(clicks)).toBe(true)
    expect(await testToken(source.id)).toEqual({ hash: null, minutes_left: null })
    expect(await adminWritesSince(since)).toEqual([])
  })

  test('Send test postback issues exactly one 15-minute token and calls with it', async () => {
    const since = await lastAuditId()
    const result = await api.sendTestPostback(admin, stack.url, request('tx-console'))
    expect(result).toMatchObject({
      httpStatus: 200,
      body: '{"status":"unmatched","reason":"click not recorded yet"}',
    })
    expect(result.url).toMatch(
      new RegExp(
        `^${stack.url}/functions/v1/postback/${source.slug}\\?click_id=noclick${run}&event=ftd&payout=25&currency=EUR&transaction_id=tx-console-${run}&token=pbt_[\\w-]+$`,
      ),
    )
    expect(result.row).toMatchObject({
      source_id: source.id,
      transaction_id: `tx-console-${run}`,
      status: 'unmatched',
      is_test: true,
    })
    expect(await adminWritesSince(since)).toEqual([
      { table_name: 'postback_source_secrets', action: 'update', record_id: source.id },
    ])
    expect(await testToken(source.id)).toMatchObject({ minutes_left: 15 })
  })

  test('a send with the wrong token issues none and is refused', async () => {
    const since = await lastAuditId()
    const result = await api.sendTestPostback(admin, stack.url, request('tx-wrong', true))
    expect(result).toMatchObject({
      httpStatus: 401,
      body: '{"status":"rejected","reason":"bad token"}',
    })
    expect(result.url).toMatch(/&token=wrong-token$/)
    expect(await adminWritesSince(since)).toEqual([])
  })

  test('for a source without a secret the send says so and sends nothing', async () => {
    const since = await lastAuditId()
    const failed = api.sendTestPostback(admin, stack.url, {
      ...request('tx-none'),
      source: noSecret,
    })
    await expect(failed).rejects.toBeInstanceOf(api.TestTokenError)
    await expect(failed).rejects.toMatchObject({ cause: { code: 'P0002' } })
    const logged = await sql('select 1 from postbacks where source_id = $1', [noSecret.id])
    expect(logged).toEqual([])
    expect(await adminWritesSince(since)).toEqual([])
  })
})

describe('who reads what', () => {
  test('analysts read sources and the log, and change nothing', async () => {
    const sources = await analyst.from('postback_sources').select('id, slug').eq('id', sourceId)
    expect(sources.data).toHaveLength(1)
    const log = await analyst.from('postbacks').select('id, status').eq('source_id', sourceId)
    expect(log.data!.length).toBeGreaterThan(0)
    const secrets = await analyst.from('postback_source_secrets').select('source_id, updated_at')
    expect(secrets.data).toEqual([])
    const update = await analyst
      .from('postback_sources')
      .update({ name: 'Renamed by analyst' })
      .eq('id', sourceId)
    expect(update.error?.code).toBe('42501')
    const insert = await analyst
      .from('postback_sources')
      .insert({ name: `x${run}`, slug: `x-${run}` })
    expect(insert.error?.code).toBe('42501')
  })

  test('editors and visitors read neither sources nor the log', async () => {
    expect((await editor.from('postback_sources').select('id')).data).toEqual([])
    expect((await editor.from('postbacks').select('id')).data).toEqual([])
    expect((await anonClient().from('postback_sources').select('id')).error?.code).toBe('42501')
    expect((await anonClient().from('postbacks').select('id')).error?.code).toBe('42501')
  })
})
