/**
 * Row level security per role, through supabase-js against the local stack:
 * visitors (anon), a signed-in non-staff user, and the staff roles admin,
 * editor and analyst (DESIGN.md section 2).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoPostbackSource } from '../../../supabase/emulator/seed-local.ts'
import { anonClient, seedUsers, signIn, signInAs, sql, type Client } from '../support/clients.ts'
import { activeBrand, inactiveBrand } from './helpers.ts'

const anon = anonClient()
let admin: Client
let editor: Client
let analyst: Client
let visitor: Client

beforeAll(async () => {
  ;[admin, editor, analyst, visitor] = await Promise.all([
    signInAs('admin'),
    signInAs('editor'),
    signInAs('analyst'),
    signIn(seedUsers.visitor.email, seedUsers.visitor.password),
  ])
})

const TEST_SLUG = 'zz-rls-test'

afterAll(async () => {
  await sql(`delete from brands where brand_slug like 'zz-rls-%'`)
  await sql(`delete from pages where slug like 'zz-rls-%'`)
  await sql(`delete from login_attempts where email like '%@rls-test.example'`)
  await sql(`delete from admin_users where email like '%@rls-test.example'`)
  await sql(`delete from auth.users where email like '%@rls-test.example'`)
})

describe('visitors (anon)', () => {
  test.each([
    'visitor_sessions',
    'visitor_session_end_events',
    'brand_clicks_history',
    'brand_votes',
    'admin_users',
    'login_attempts',
    'audit_log',
    'media',
    'postbacks',
    'postback_sources',
    'postback_source_secrets',
  ] as const)('cannot read %s (401 permission denied)', async (table) => {
    const { data, error, status } = await anon.from(table).select('*').limit(1)
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
    expect(data).toBeNull()
  })

  test('read only active brands listable in their market', async () => {
    const { count, error } = await anon.from('brands').select('id', { count: 'exact', head: true })
    const [row] = await sql<{ active: number; all: number }>(
      `select count(*) filter (where is_active and public.market_block(brands) is null)::int as active,
              count(*)::int as all
         from brands`,
    )
    expect(error).toBeNull()
    expect(count).toBe(row!.active)
    expect(row!.all).toBeGreaterThan(row!.active)

    const hidden = await inactiveBrand()
    const { data } = await anon.from('brands').select('id').eq('brand_slug', hidden.brand_slug)
    expect(data).toEqual([])
  })

  test('read the brand review with its country, as the review page does', async () => {
    const brand = await activeBrand()
    const { data, error } = await anon
      .from('brands')
      .select('*, countries(name, slug)')
      .eq('brand_slug', brand.brand_slug)
      .eq('is_active', true)
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({
      brand_name: brand.brand_name,
      countries: { slug: expect.stringMatching(/^[a-z]{2}$/) },
    })
  })

  test('read the brands of a category through the tags', async () => {
    const { data, error } = await anon
      .from('brands')
      .select('brand_slug, brand_categories!inner(categories!inner(slug))')
      .eq('brand_categories.categories.slug', 'poker')
    const expected = await sql<{ brand_slug: string }>(`
      select b.brand_slug from brands b
      join brand_categories bc on bc.brand_id = b.id
      join categories c on c.id = bc.category_id
      where b.is_active and public.market_block(b) is null and c.slug = 'poker' order by 1`)
    expect(error).toBeNull()
    expect(data!.map((row) => row.brand_slug).sort()).toEqual(expected.map((row) => row.brand_slug))
    expect(expected.length).toBeGreaterThan(0)
  })

  test('read only published pages, public settings and active code snippets', async () => {
    await sql(`insert into pages (slug, title, is_published) values ($1, 'Draft', false)`, [
      `${TEST_SLUG}-draft`,
    ])
    const pages = await anon.from('pages').select('slug')
    expect(pages.data!.map((row) => row.slug)).toEqual(
      expect.arrayContaining(['about', 'privacy', 'terms']),
    )
    expect(pages.data!.map((row) => row.slug)).not.toContain(`${TEST_SLUG}-draft`)

    const settings = await anon.from('site_settings').select('key, is_public')
    expect(settings.data!.length).toBeGreaterThan(0)
    expect(settings.data!.every((row) => row.is_public)).toBe(true)

    const snippets = await anon.from('code_snippets').select('name, is_active')
    const [hidden] = await sql<{ inactive: number }>(
      'select count(*)::int as inactive from code_snippets where not is_active',
    )
    expect(hidden!.inactive).toBeGreaterThan(0)
    expect(snippets.data!.every((row) => row.is_active)).toBe(true)
  })

  test('cannot insert, update or delete brands', async () => {
    const brand = await activeBrand()
    const [country] = await sql<{ id: string }>(`select id from countries where slug = 'ca'`)
    const insert = await anon
      .from('brands')
      .insert({ brand_name: 'Hack', brand_slug: `${TEST_SLUG}-anon`, country_id: country!.id })
    expect(insert.status).toBe(401)
    expect(insert.error?.code).toBe('42501')
    const update = await anon.from('brands').update({ editor_score: 1 }).eq('id', brand.id)
    expect(update.status).toBe(401)
    const remove = await anon.from('brands').delete().eq('id', brand.id)
    expect(remove.status).toBe(401)
    expect(
      await sql('select 1 from brands where id = $1 and editor_score <> 1', [brand.id]),
    ).toHaveLength(1)
  })

  test('cannot call the staff RPCs', async () => {
    const { status, error } = await anon.rpc('check_user_admin_status', {
      user_email: seedUsers.admin.email,
    })
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })
})

describe('a signed-in user who is not staff', () => {
  test('reads what visitors read and no staff data', async () => {
    const brands = await visitor.from('brands').select('is_active')
    expect(brands.data!.every((row) => row.is_active)).toBe(true)
    for (const table of [
      'admin_users',
      'visitor_sessions',
      'brand_clicks_history',
      'login_attempts',
      'audit_log',
    ] as const) {
      const { data, error } = await visitor.from(table).select('*').limit(5)
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
  })

  test('is not recognised as admin', async () => {
    const { data, error } = await visitor.rpc('check_user_admin_status', {
      user_email: seedUsers.visitor.email,
    })
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  test('cannot write brands', async () => {
    const brand = await activeBrand()
    const { error } = await visitor
      .from('brands')
      .update({ editor_score: 1 })
      .eq('id', brand.id)
      .select('id')
    // Not staff: the row is not even a target of the update.
    expect(error).toBeNull()
    expect(
      await sql('select 1 from brands where id = $1 and editor_score = 1', [brand.id]),
    ).toHaveLength(0)
  })
})

describe('analyst', () => {
  test('reads traffic, clicks, postbacks and every brand', async () => {
    for (const table of [
      'visitor_sessions',
      'brand_clicks_history',
      'postbacks',
      'postback_sources',
      'brand_votes',
    ] as const) {
      const { error, status } = await analyst.from(table).select('*').limit(1)
      expect(error).toBeNull()
      expect(status).toBe(200)
    }
    const { count } = await analyst.from('brands').select('id', { count: 'exact', head: true })
    const [all] = await sql<{ total: number }>('select count(*)::int as total from brands')
    expect(count).toBe(all!.total)
  })

  test('cannot write brands, countries or pages (403)', async () => {
    const brand = await activeBrand()
    const update = await analyst.from('brands').update({ editor_score: 1 }).eq('id', brand.id)
    expect(update.status).toBe(403)
    expect(update.error?.code).toBe('42501')

    const [country] = await sql<{ id: string }>(`select id from countries where slug = 'ca'`)
    const insert = await analyst.from('brands').insert({
      brand_name: 'Analyst Brand',
      brand_slug: `${TEST_SLUG}-analyst`,
      country_id: country!.id,
    })
    expect(insert.status).toBe(403)

    const page = await analyst.from('pages').insert({ slug: `${TEST_SLUG}-analyst`, title: 'No' })
    expect(page.status).toBe(403)
    expect(
      await sql(`select 1 from brands where brand_name = 'Analyst Brand' or editor_score = 1`),
    ).toHaveLength(0)
  })

  test('cannot read postback secrets, sign-in attempts or the audit log', async () => {
    for (const table of ['login_attempts', 'audit_log'] as const) {
      const { data, error } = await analyst.from(table).select('*')
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
    // Of the secrets, staff may read only the dates, and analysts not even those.
    const secrets = await analyst.from('postback_source_secrets').select('source_id, updated_at')
    expect(secrets).toMatchObject({ error: null, data: [] })
  })
})

describe('editor', () => {
  test('manages brands and their category tags, and the change is audited', async () => {
    const [country] = await sql<{ id: string }>(`select id from countries where slug = 'uk'`)
    const inserted = await editor
      .from('brands')
      .insert({
        brand_name: 'Zz Rls Editor Casino',
        brand_slug: `${TEST_SLUG}-editor`,
        country_id: country!.id,
        is_active: false,
      })
      .select('id, brand_slug, user_rating, user_rating_votes')
      .single()
    expect(inserted.error).toBeNull()
    expect(inserted.data).toMatchObject({
      brand_slug: `${TEST_SLUG}-editor`,
      user_rating: null,
      user_rating_votes: 0,
    })
    const id = inserted.data!.id

    const [category] = await sql<{ id: string }>(`select id from categories where slug = 'slots'`)
    const tagged = await editor
      .from('brand_categories')
      .insert({ brand_id: id, category_id: category!.id })
    expect(tagged.error).toBeNull()

    const updated = await editor
      .from('brands')
      .update({ editor_score: 88 })
      .eq('id', id)
      .select('editor_score')
    expect(updated.data).toEqual([{ editor_score: 88 }])

    const audit = await sql<{
      actor_email: string
      actor_staff_role: string
      changed_fields: string[]
    }>(
      `select actor_email, actor_staff_role, changed_fields from audit_log
       where table_name = 'brands' and record_id = $1 and action = 'update'`,
      [id],
    )
    expect(audit).toEqual([
      {
        actor_email: seedUsers.editor.email,
        actor_staff_role: 'editor',
        changed_fields: ['editor_score'],
      },
    ])

    const removed = await editor.from('brands').delete().eq('id', id).select('id')
    expect(removed.data).toEqual([{ id }])
  })

  test('fills the slug from the brand name when none is given', async () => {
    const [country] = await sql<{ id: string }>(`select id from countries where slug = 'de'`)
    const { data, error } = await editor
      .from('brands')
      .insert({
        brand_name: 'Zz Rls Slug Casino',
        brand_slug: '',
        country_id: country!.id,
        is_active: false,
      })
      .select('brand_slug')
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ brand_slug: 'zz-rls-slug-casino' })
  })

  test('cannot set the server-computed rating (403)', async () => {
    const [country] = await sql<{ id: string }>(`select id from countries where slug = 'uk'`)
    const { status, error } = await editor.from('brands').insert({
      brand_name: 'Zz Rating',
      brand_slug: `${TEST_SLUG}-rating`,
      country_id: country!.id,
      user_rating: 5,
    } as never)
    expect(status).toBe(403)
    expect(error?.code).toBe('42501')
  })

  test('is refused invalid brands by the constraints', async () => {
    const [country] = await sql<{ id: string }>(`select id from countries where slug = 'uk'`)
    const cases: Record<string, unknown>[] = [
      { brand_slug: 'Not A Slug' },
      { editor_score: 101 },
      { destination_url: 'javascript:alert(1)' },
      { trust_icons: ['ssl', 'not_a_badge'] },
      { metrics: [{ label: 'RTP' }] },
    ]
    for (const extra of cases) {
      const { status, error } = await editor.from('brands').insert({
        brand_name: 'Zz Invalid',
        brand_slug: `${TEST_SLUG}-invalid`,
        country_id: country!.id,
        ...extra,
      } as never)
      expect({ extra, status, code: error?.code }).toEqual({ extra, status: 400, code: '23514' })
    }
  })

  test('cannot read sign-in attempts, the audit log beyond content tables, or visitor traffic', async () => {
    await sql(
      `insert into login_attempts (email, success) values ('someone@rls-test.example', false)`,
    )
    // The content tables' trail is theirs to read (tests/integration/admin/history.test.ts).
    const staffTrail = await editor.from('audit_log').select('id').eq('table_name', 'admin_users')
    expect(staffTrail.data).toEqual([])
    for (const table of [
      'login_attempts',
      'visitor_sessions',
      'brand_clicks_history',
      'postbacks',
    ] as const) {
      const { data, error } = await editor.from(table).select('*').limit(5)
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
    const asAdmin = await admin
      .from('login_attempts')
      .select('email')
      .eq('email', 'someone@rls-test.example')
    expect(asAdmin.data).toEqual([{ email: 'someone@rls-test.example' }])
  })

  test('cannot add staff or change anyone’s role', async () => {
    const [user] = await sql<{ id: string }>(
      `insert into auth.users (id, email, encrypted_password) values (gen_random_uuid(), 'new-staff@rls-test.example', 'x') returning id`,
    )
    const added = await editor
      .from('admin_users')
      .insert({ id: user!.id, email: 'new-staff@rls-test.example', role: 'admin' })
    expect(added.status).toBe(403)
    expect(added.error?.code).toBe('42501')

    const other = await editor
      .from('admin_users')
      .update({ role: 'editor' })
      .eq('email', seedUsers.analyst.email)
      .select('id')
    expect(other.data).toEqual([])
    const self = await editor
      .from('admin_users')
      .update({ role: 'admin' })
      .eq('email', seedUsers.editor.email)
    expect(self.error?.code).toBe('42501')

    const roles = await sql<{ email: string; role: string }>(
      `select email, role from admin_users order by email`,
    )
    expect(roles).toEqual(
      expect.arrayContaining([
        { email: seedUsers.analyst.email, role: 'analyst' },
        { email: seedUsers.editor.email, role: 'editor' },
      ]),
    )
    expect(roles.map((row) => row.email)).not.toContain('new-staff@rls-test.example')
  })

  test('cannot read private settings (but the admin session limits) or write code snippets', async () => {
    const settings = await editor.from('site_settings').select('key')
    const keys = settings.data!.map((row) => row.key)
    expect(keys).not.toContain('deploy_hook_url')
    expect(keys).not.toContain('tracking.bot_ip_ranges')
    expect(keys).toContain('admin.inactivity_minutes')
    const snippet = await editor
      .from('code_snippets')
      .insert({ name: 'x', code: '<script></script>' })
    expect(snippet.status).toBe(403)
  })
})

describe('admin', () => {
  test('adds staff, changes their role and removes them', async () => {
    const [user] = await sql<{ id: string }>(
      `insert into auth.users (id, email, encrypted_password) values (gen_random_uuid(), 'Temp-Staff@rls-test.example', 'x') returning id`,
    )
    const added = await admin
      .from('admin_users')
      .insert({ id: user!.id, email: 'forged@elsewhere.example', role: 'analyst' })
      .select('email, role')
      .single()
    expect(added.error).toBeNull()
    // The email always comes from the auth user.
    expect(added.data).toEqual({ email: 'temp-staff@rls-test.example', role: 'analyst' })

    const promoted = await admin
      .from('admin_users')
      .update({ role: 'editor' })
      .eq('id', user!.id)
      .select('role')
    expect(promoted.data).toEqual([{ role: 'editor' }])

    const removed = await admin.from('admin_users').delete().eq('id', user!.id).select('id')
    expect(removed.data).toEqual([{ id: user!.id }])
  })

  test('cannot remove or demote the last admin', async () => {
    const demote = await admin
      .from('admin_users')
      .update({ role: 'editor' })
      .eq('email', seedUsers.admin.email)
    expect(demote.error?.code).toBe('42501')
    const [row] = await sql<{ role: string }>('select role from admin_users where email = $1', [
      seedUsers.admin.email,
    ])
    expect(row).toEqual({ role: 'admin' })
  })

  test('reads everything, including when secrets changed, settings and the audit log', async () => {
    const secrets = await admin.from('postback_source_secrets').select('source_id, updated_at')
    expect(secrets.data!.length).toBeGreaterThan(0)
    for (const table of ['site_settings', 'audit_log', 'code_snippets', 'admin_users'] as const) {
      const { data, error } = await admin.from(table).select('*').limit(50)
      expect(error).toBeNull()
      expect(data!.length).toBeGreaterThan(0)
    }
  })

  test('audit entries never contain a secret', async () => {
    const rows = await sql<{ text: string }>(
      `select coalesce(old_data::text, '') || coalesce(new_data::text, '') as text from audit_log
       where table_name = 'postback_source_secrets'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.text).not.toContain(demoPostbackSource.secret)
  })
})
