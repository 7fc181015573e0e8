/**
 * Settings against the local stack: the site_settings policies per role (admins write;
 * staff read only the admin.* limits; anon only public keys), the typed values the
 * database enforces per key, and the tracking rules the click score reads from settings.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, randomAddress, signInAs, sql, type Client } from '../support/clients.ts'
import { activeBrand, BROWSER_UA, browser, testIp, visitorId } from '../db/helpers.ts'

const tag = randomUUID().slice(0, 8)
let admin: Client
let editor: Client
let analyst: Client
let anon: Client
const original = new Map<string, unknown>()

async function remember(key: string) {
  const [row] = await sql<{ value: unknown }>('select value from site_settings where key = $1', [
    key,
  ])
  original.set(key, row?.value)
}

async function setSetting(key: string, value: unknown) {
  await sql('update site_settings set value = $2::jsonb where key = $1', [
    key,
    JSON.stringify(value),
  ])
}

beforeAll(async () => {
  admin = await signInAs('admin')
  editor = await signInAs('editor')
  analyst = await signInAs('analyst')
  anon = anonClient({ 'x-forwarded-for': randomAddress() })
  for (const key of [
    'site_name',
    'reporting.time_zone',
    'tracking.bot_user_agents',
    'tracking.bot_ip_ranges',
    'tracking.min_session_seconds',
    'tracking.default_subid_param',
  ]) {
    await remember(key)
  }
})

afterAll(async () => {
  for (const [key, value] of original) await setSetting(key, value)
})

const keysOf = (rows: { key: string }[] | null) => (rows ?? []).map((row) => row.key).sort()

describe('site_settings policies', () => {
  test('anon reads the public keys only', async () => {
    const { data, error } = await anon.from('site_settings').select('key, is_public')
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(0)
    expect(data!.every((row) => row.is_public)).toBe(true)
    expect(keysOf(data)).toEqual(expect.arrayContaining(['site_name', 'helplines', 'minimum_age']))
    expect(keysOf(data)).not.toContain('deploy_hook_url')
    expect(keysOf(data)).not.toContain('tracking.bot_user_agents')
  })

  test('editors and analysts read the public keys and the admin rules, nothing else', async () => {
    for (const client of [editor, analyst]) {
      const { data, error } = await client.from('site_settings').select('key, is_public')
      expect(error).toBeNull()
      const privateKeys = data!.filter((row) => !row.is_public).map((row) => row.key)
      expect(privateKeys.sort()).toEqual([
        'admin.inactivity_minutes',
        'admin.keep_signed_in_hours',
        'admin.require_two_factor',
      ])
    }
  })

  test('editors and analysts cannot change, add or delete a setting', async () => {
    for (const client of [editor, analyst]) {
      const update = await client
        .from('site_settings')
        .update({ value: 'Hacked' })
        .eq('key', 'site_name')
        .select()
      expect(update.error?.code).toBe('42501')
      const insert = await client
        .from('site_settings')
        .insert({ key: `it_${tag}`, value: 1, is_public: true })
      expect(insert.error?.code).toBe('42501')
      const removed = await client.from('site_settings').delete().eq('key', 'site_name').select()
      expect(removed.data ?? []).toEqual([])
    }
    const [row] = await sql<{ value: unknown }>(
      "select value from site_settings where key = 'site_name'",
    )
    expect(row!.value).toEqual(original.get('site_name'))
  })

  test('anon cannot change a setting', async () => {
    const update = await anon
      .from('site_settings')
      .update({ value: 'Hacked' })
      .eq('key', 'site_name')
      .select()
    expect(update.data ?? []).toEqual([])
  })

  test('an admin reads every key, including the private ones, and saves one', async () => {
    const { data } = await admin.from('site_settings').select('key')
    expect(keysOf(data)).toEqual(
      expect.arrayContaining(['deploy_hook_url', 'tracking.bot_ip_ranges', 'reporting.time_zone']),
    )
    const saved = await admin
      .from('site_settings')
      .update({ value: `Compass ${tag}` })
      .eq('key', 'site_name')
      .select('value')
      .single()
    expect(saved.error).toBeNull()
    expect(saved.data!.value).toBe(`Compass ${tag}`)
    const seen = await anon.from('site_settings').select('value').eq('key', 'site_name').single()
    expect(seen.data!.value).toBe(`Compass ${tag}`)
  })
})

describe('the settings form save', () => {
  test('an admin upserts the changed keys in one request, as the form does', async () => {
    const { error } = await admin.from('site_settings').upsert(
      [
        { key: 'site_name', value: `Upserted ${tag}`, is_public: true, description: 'Name.' },
        {
          key: 'reporting.time_zone',
          value: 'Europe/Oslo',
          is_public: false,
          description: 'Zone.',
        },
      ],
      { onConflict: 'key' },
    )
    expect(error).toBeNull()
    const rows = await sql<{ key: string; value: unknown }>(
      "select key, value from site_settings where key in ('site_name', 'reporting.time_zone') order by key",
    )
    expect(rows).toEqual([
      { key: 'reporting.time_zone', value: 'Europe/Oslo' },
      { key: 'site_name', value: `Upserted ${tag}` },
    ])
  })

  test('an editor cannot upsert a setting', async () => {
    const { error } = await editor
      .from('site_settings')
      .upsert([{ key: 'site_name', value: 'Editor', is_public: true }], { onConflict: 'key' })
    expect(error?.code).toBe('42501')
  })
})

describe('typed values', () => {
  test.each([
    ['founded_year', 'last year'],
    ['founded_year', 1800],
    ['minimum_age', 12],
    ['site_name', ''],
    ['contact_email', 'not-an-email'],
    ['reporting.time_zone', 'Mars/Olympus_Mons'],
    ['reporting.currency', 'euro'],
    ['reporting.currency_rates', { USD: -1 }],
    ['tracking.bot_ip_ranges', ['10.0.0.0/99']],
    ['tracking.bot_user_agents', ['(unclosed']],
    ['helplines', { ca: { name: 'No way to reach' } }],
    ['deploy_hook_url', 'http://insecure.example/hook'],
    ['admin.inactivity_minutes', 0],
  ])('%s refuses %j, naming the key', async (key, value) => {
    const { error } = await admin.from('site_settings').update({ value }).eq('key', key)
    expect(error?.code).toBe('23514')
    expect(error?.message).toContain(`"${key}"`)
  })

  test('a valid IANA time zone is accepted', async () => {
    const { error } = await admin
      .from('site_settings')
      .update({ value: 'Europe/Stockholm' })
      .eq('key', 'reporting.time_zone')
    expect(error).toBeNull()
  })
})

describe('tracking rules from settings', () => {
  async function click(userAgent: string, ip = testIp()) {
    const session = { session_id: visitorId(), user_id: visitorId() }
    const clickId = visitorId().replaceAll('-', '')
    const brand = await activeBrand()
    const result = await browser(ip, userAgent)
      .from('brand_clicks_history')
      .insert({ ...session, brand_id: brand.id, click_id: clickId, click_speed_ms: 4000 })
    return { ...result, clickId }
  }

  test('a user-agent pattern from settings scores a matching click 0 (blocked)', async () => {
    const agent = `${BROWSER_UA} SettingsProbe-${tag}/1.0`
    expect((await click(agent)).error).toBeNull()
    await setSetting('tracking.bot_user_agents', [`settingsprobe-${tag}`])
    const blocked = await click(agent)
    expect(blocked.error).toMatchObject({ code: 'P0001', message: 'Traffic blocked by bot filter' })
    expect(blocked.error?.details).toContain('bot_rule_user_agent')
    const rows = await sql('select 1 from brand_clicks_history where click_id = $1', [
      blocked.clickId,
    ])
    expect(rows).toHaveLength(0)
  })

  test('an IP range from settings scores a click from inside it 0', async () => {
    await setSetting('tracking.bot_ip_ranges', ['100.64.77.0/24'])
    const inside = await click(BROWSER_UA, '100.64.77.12')
    expect(inside.error).toMatchObject({ code: 'P0001' })
    expect(inside.error?.details).toContain('bot_rule_ip_range')
    expect((await click(BROWSER_UA, '100.64.78.12')).error).toBeNull()
  })

  test('a session end shorter than the minimum session seconds is not recorded', async () => {
    async function endAfter(seconds: number) {
      const ids = { session_id: visitorId(), user_id: visitorId() }
      const client = browser()
      expect((await client.from('visitor_sessions').insert(ids)).error).toBeNull()
      await sql(
        `update visitor_sessions set created_at = now() - interval '120 seconds' where session_id = $1`,
        [ids.session_id],
      )
      await client.rpc('end_visitor_session', {
        p_session_id: ids.session_id,
        p_user_id: ids.user_id,
        p_time_on_site_sec: seconds,
      })
      const [row] = await sql<{ time_on_site_sec: number | null }>(
        'select time_on_site_sec from visitor_sessions where session_id = $1',
        [ids.session_id],
      )
      await sql('delete from visitor_session_end_events where session_id = $1', [ids.session_id])
      await sql('delete from visitor_sessions where session_id = $1', [ids.session_id])
      return row!.time_on_site_sec
    }
    expect(await endAfter(20)).toBe(20)
    await setSetting('tracking.min_session_seconds', 30)
    expect(await endAfter(20)).toBeNull()
    expect(await endAfter(40)).toBe(40)
  })

  test('a brand saved without a sub-id parameter gets the default one; its own is kept', async () => {
    await setSetting('tracking.default_subid_param', 'aff_sub')
    const rows = await sql<{ brand_slug: string; subid_param: string | null }>(
      `insert into brands (country_id, brand_name, brand_slug, destination_url, subid_param)
       select c.id, v.name, v.slug, 'https://casino.example.net/', v.subid
         from (select id from countries order by slug limit 1) as c,
              (values ('Default Sub ${tag}', 'default-sub-${tag}', null),
                      ('Own Sub ${tag}', 'own-sub-${tag}', 'sub1')) as v(name, slug, subid)
       returning brand_slug, subid_param`,
    )
    await sql('delete from brands where brand_slug = any($1)', [rows.map((row) => row.brand_slug)])
    expect(Object.fromEntries(rows.map((row) => [row.brand_slug, row.subid_param]))).toEqual({
      [`default-sub-${tag}`]: 'aff_sub',
      [`own-sub-${tag}`]: 'sub1',
    })
  })
})
