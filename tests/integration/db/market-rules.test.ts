/**
 * Rules per market and region and the offer check (migration 20261127000900_market_rules.sql):
 * visitors read the rules the public pages show and nothing else; an active brand whose offer
 * breaks its market's rules cannot be saved (the rule named in the refusal); a rule tightened
 * after an offer was saved takes the brand out of the market's ranking and its /go link; a
 * click for a brand that is not listed is refused. Each test restores what it changes.
 */
import { afterEach, describe, expect, test } from 'vitest'
import type { Json } from '../../../src/integrations/supabase/types.ts'
import { anonClient, randomAddress, signInAs, sql, stack } from '../support/clients.ts'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const PUBLIC_COLUMNS =
  'region_code, region_name, bonus_policy, min_age, helpline_name, ad_label, significant_terms_required, cta_quiet_from, cta_quiet_to, time_zone, offer_max_wagering'
const cleanups: Array<() => Promise<unknown>> = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A listed brand of the test's own in a market, with an offer that keeps the UK's rules. */
async function ownBrand(countryId: string) {
  const slug = `rules-test-${Math.random().toString(36).slice(2, 10)}`
  const [row] = await sql<{ id: string; brand_slug: string }>(
    `insert into brands (country_id, brand_name, brand_slug, destination_url, bonus_text, wagering_multiple,
                         full_terms_url, first_deposit_offer, sort_order)
     values ($1, $2, $2, 'https://example.com/?ref=rules', '100% up to £50', 10,
             'https://example.com/terms', true, 999)
     returning id, brand_slug`,
    [countryId, slug],
  )
  cleanups.push(() => sql('delete from brands where id = $1', [row!.id]))
  return row!
}

/** A market of the test's own (no licence required), with one rules row. */
async function ownMarket() {
  const slug = `rules-${Math.random().toString(36).slice(2, 8)}`
  const [country] = await sql<{ id: string }>(
    `insert into countries (name, slug) values ('Rulesland', $1) returning id`,
    [slug],
  )
  cleanups.push(() => sql('delete from countries where id = $1', [country!.id]))
  const [rules] = await sql<{ id: string }>(
    `insert into market_rules (country_id, offer_max_wagering) values ($1, 10) returning id`,
    [country!.id],
  )
  return { id: country!.id, slug, rulesId: rules!.id }
}

async function countryId(slug: string): Promise<string> {
  return (await sql<{ id: string }>('select id from countries where slug = $1', [slug]))[0]!.id
}

async function rulesOf(country: string) {
  const [row] = await sql<{ id: string; offer_max_wagering: string | null }>(
    `select r.id, r.offer_max_wagering::text from market_rules r
       join countries c on c.id = r.country_id and c.slug = $1 where r.region_code is null`,
    [country],
  )
  return row!
}

async function visitorSlugs(country: string): Promise<string[]> {
  const { data, error } = await anonClient()
    .from('brands')
    .select('brand_slug, countries!inner(slug)')
    .eq('countries.slug', country)
  expect(error).toBeNull()
  return data!.map((row) => row.brand_slug)
}

describe('what visitors read', () => {
  test('the rules of every active market and its regions, without the staff note', async () => {
    const { data, error } = await anonClient()
      .from('market_rules')
      .select(`${PUBLIC_COLUMNS}, countries!inner(slug)`)
      .in('countries.slug', ['ca', 'uk', 'hr'])
      .order('region_code', { nullsFirst: true })
    expect(error).toBeNull()
    const bySlug = (slug: string, region: string | null) =>
      data!.find((row) => row.countries.slug === slug && row.region_code === region)
    expect(bySlug('ca', 'ON')).toMatchObject({
      region_name: 'Ontario',
      bonus_policy: 'hide',
      min_age: 19,
      helpline_name: 'ConnexOntario',
    })
    expect(bySlug('ca', null)).toMatchObject({ bonus_policy: 'show', min_age: 19 })
    expect(bySlug('uk', null)).toMatchObject({
      ad_label: '#ad',
      significant_terms_required: true,
      offer_max_wagering: 10,
    })
    expect(bySlug('hr', null)).toMatchObject({
      cta_quiet_from: '06:00:00',
      cta_quiet_to: '23:00:00',
      time_zone: 'Europe/Zagreb',
    })

    const hidden = await anonClient().from('market_rules').select('source').limit(1)
    expect(hidden.error).toMatchObject({ code: '42501' })
    const all = await anonClient().from('market_rules').select('*').limit(1)
    expect(all.error).toMatchObject({ code: '42501' })
  })

  test('Ontario names the regulator its visitors need; some Canadian brands hold its licence, not all', async () => {
    const { data, error } = await anonClient()
      .from('market_rules')
      .select('licence_regulator_id, regulators(code), countries!inner(slug)')
      .eq('countries.slug', 'ca')
      .eq('region_code', 'ON')
      .single()
    expect(error).toBeNull()
    expect(data!.regulators).toEqual({ code: 'agco' })
    const { data: licensed } = await anonClient()
      .from('brand_licences')
      .select('brand_id, brands!inner(countries!inner(slug))')
      .eq('regulator_id', data!.licence_regulator_id!)
      .eq('brands.countries.slug', 'ca')
    const canadian = await visitorSlugs('ca')
    expect(licensed!.length).toBeGreaterThan(0)
    expect(licensed!.length).toBeLessThan(canadian.length)

    // Only a region names one: the market's own rule is countries.licence_required.
    const { id } = await rulesOf('ca')
    const editor = await signInAs('editor')
    const refused = await editor
      .from('market_rules')
      .update({ licence_regulator_id: data!.licence_regulator_id })
      .eq('id', id)
    expect(refused.error).toMatchObject({ code: '23514' })
  })

  test("an inactive market's rules are not readable by visitors", async () => {
    const [se] = await sql<{ id: string }>(`select id from countries where slug = 'se'`)
    cleanups.push(() => sql('update countries set is_active = true where id = $1', [se!.id]))
    await sql('update countries set is_active = false where id = $1', [se!.id])
    const { data } = await anonClient()
      .from('market_rules')
      .select('min_age')
      .eq('country_id', se!.id)
    expect(data).toEqual([])
  })

  test('visitors cannot write rules, analysts neither; an editor can, and it is audited', async () => {
    const { id } = await rulesOf('se')
    const anon = await anonClient().from('market_rules').update({ min_age: 25 }).eq('id', id)
    expect(anon.error).toMatchObject({ code: '42501' })
    const analyst = await signInAs('analyst')
    const refused = await analyst.from('market_rules').update({ min_age: 25 }).eq('id', id).select()
    expect(refused.data).toEqual([])

    const editor = await signInAs('editor')
    cleanups.push(() => sql('update market_rules set min_age = 18 where id = $1', [id]))
    const saved = await editor
      .from('market_rules')
      .update({ min_age: 20 })
      .eq('id', id)
      .select('min_age')
    expect(saved.error).toBeNull()
    expect(saved.data).toEqual([{ min_age: 20 }])
    const [audit] = await sql<{ action: string }>(
      `select action from audit_log where table_name = 'market_rules' and record_id = $1
        order by occurred_at desc limit 1`,
      [id],
    )
    expect(audit).toEqual({ action: 'update' })
    const [{ min_age }] = (await sql<{ min_age: number }>(
      'select min_age from market_rules where id = $1',
      [id],
    )) as [{ min_age: number }]
    expect(min_age).toBe(20)
  })

  test('an unknown time zone and half-set quiet hours are refused', async () => {
    const editor = await signInAs('editor')
    const { id } = await rulesOf('hr')
    const zone = await editor
      .from('market_rules')
      .update({ time_zone: 'Europe/Atlantis' })
      .eq('id', id)
    expect(zone.error).toMatchObject({
      code: '23514',
      message: 'Unknown time zone: Europe/Atlantis',
    })
    const hours = await editor.from('market_rules').update({ cta_quiet_to: null }).eq('id', id)
    expect(hours.error).toMatchObject({ code: '23514' })
  })
})

describe('the offer check', () => {
  test("check_offer names each rule of the brand's market that the offer breaks", async () => {
    const editor = await signInAs('editor')
    const check = async (brand: { [key: string]: Json }) => {
      const { data, error } = await editor.rpc('check_offer', { p_brand: brand })
      expect(error).toBeNull()
      return data
    }

    expect(
      await check({
        country_id: await countryId('uk'),
        bonus_text: '100% up to £100',
        wagering_multiple: 35,
        bonus_products: ['casino', 'sports'],
      }),
    ).toEqual([
      { rule: 'max_wagering', message: 'Wagering of 35x is above the cap of 10x' },
      {
        rule: 'significant_terms',
        message: 'The significant terms must be stated (missing: full terms link)',
      },
      { rule: 'single_product', message: 'A bonus may not mix products (casino, sports)' },
    ])
    expect(
      await check({ country_id: await countryId('se'), bonus_text: '100 free spins' }),
    ).toEqual([
      {
        rule: 'first_deposit_only',
        message: 'A bonus is only allowed at first play: mark it as a first-deposit offer',
      },
    ])
    expect(
      await check({
        country_id: await countryId('de'),
        bonus_text: '100% bis 100 €',
        bonus_amount: '100 €',
      }),
    ).toEqual([
      {
        rule: 'amount_reason_duration',
        message: 'A bonus states its amount, reason and duration (missing: reason, duration)',
      },
    ])
    // No offer, nothing to break; a market without offer rules accepts any offer.
    expect(await check({ country_id: await countryId('uk'), bonus_text: '  ' })).toEqual([])
    expect(
      await check({ country_id: await countryId('ca'), bonus_text: '200%', wagering_multiple: 60 }),
    ).toEqual([])
  })

  test('an offer above the UK wagering cap cannot be published for the UK; as a draft it saves', async () => {
    const brand = await ownBrand(await countryId('uk'))
    const editor = await signInAs('editor')
    const refused = await editor.from('brands').update({ wagering_multiple: 35 }).eq('id', brand.id)
    expect(refused.error).toMatchObject({
      code: '23514',
      message: 'The offer breaks a rule of United Kingdom: Wagering of 35x is above the cap of 10x',
    })
    const [{ wagering }] = (await sql<{ wagering: string }>(
      'select wagering_multiple::text as wagering from brands where id = $1',
      [brand.id],
    )) as [{ wagering: string }]
    expect(wagering).toBe('10.0')

    const draft = await editor
      .from('brands')
      .update({ wagering_multiple: 35, is_active: false })
      .eq('id', brand.id)
    expect(draft.error).toBeNull()
    const publish = await editor.from('brands').update({ is_active: true }).eq('id', brand.id)
    expect(publish.error).toMatchObject({ code: '23514' })
  })

  test("the brand form's save writes the terms, and a copy keeps them; a breaking offer is refused", async () => {
    const brand = await ownBrand(await countryId('uk'))
    const editor = await signInAs('editor')
    const { data: row } = await editor.from('brands').select('*').eq('id', brand.id).single()
    const save = (terms: Record<string, Json>) =>
      editor.rpc('save_brand', {
        p_brand: { ...row!, ...terms },
        p_category_ids: [],
        p_id: brand.id,
        p_updated_at: row!.updated_at,
      })
    const refused = await save({ wagering_multiple: 35 })
    expect(refused.error).toMatchObject({
      code: '23514',
      message: 'The offer breaks a rule of United Kingdom: Wagering of 35x is above the cap of 10x',
    })
    const saved = await save({
      wagering_multiple: 9,
      promo_code: 'TERMS9',
      max_bet: '£5',
      bonus_products: ['casino'],
    })
    expect(saved.error).toBeNull()
    expect(saved.data).toEqual([
      expect.objectContaining({ wagering_multiple: 9, promo_code: 'TERMS9', max_bet: '£5' }),
    ])

    const copy = await editor.rpc('duplicate_brand', {
      p_brand_id: brand.id,
      p_country_id: await countryId('uk'),
      p_slug: `${brand.brand_slug}-copy`,
    })
    expect(copy.error).toBeNull()
    cleanups.push(() => sql('delete from brands where id = $1', [copy.data]))
    const [copied] = await sql<{ promo_code: string; wagering: string }>(
      'select promo_code, wagering_multiple::text as wagering from brands where id = $1',
      [copy.data],
    )
    expect(copied).toEqual({ promo_code: 'TERMS9', wagering: '9.0' })
  })

  test('a rule tightened after the offer was saved takes the brand out of the ranking and /go', async () => {
    const market = await ownMarket()
    const brand = await ownBrand(market.id)
    expect(await visitorSlugs(market.slug)).toEqual([brand.brand_slug])
    await sql('update market_rules set offer_max_wagering = 5 where id = $1', [market.rulesId])

    expect(await visitorSlugs(market.slug)).toEqual([])
    const editor = await signInAs('editor')
    const { data } = await editor.from('brands').select('market_block').eq('id', brand.id)
    expect(data).toEqual([{ market_block: 'offer_breaks_rule' }])
    // /go serves its list of brands for up to 10 s (brand-cache.ts) before reading it again.
    const go = () =>
      fetch(`${stack.url}/functions/v1/go/${brand.brand_slug}`, {
        redirect: 'manual',
        headers: { 'user-agent': CHROME, 'x-forwarded-for': randomAddress() },
      })
    await expect.poll(async () => (await go()).status, { timeout: 15_000 }).toBe(451)
    expect(await (await go()).text()).toContain(
      'does not meet the advertising rules of this market',
    )

    // Writes that leave the offer alone (the rating's baseline here) still save.
    const [{ votes }] = (await sql<{ votes: number }>(
      `update brands set rating_baseline_votes = rating_baseline_votes + 7 where id = $1
       returning rating_baseline_votes as votes`,
      [brand.id],
    )) as [{ votes: number }]
    expect(votes).toBe(7)
  })
})

describe('hours without calls to action', () => {
  test("/go answers why during its market's quiet hours, and redirects outside them", async () => {
    const market = await ownMarket()
    const brand = await ownBrand(market.id)
    // A window around now, in UTC: from an hour ago to an hour ahead.
    const hour = new Date().getUTCHours()
    const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`
    await sql(
      `update market_rules set cta_quiet_from = $2, cta_quiet_to = $3, time_zone = 'UTC' where id = $1`,
      [market.rulesId, at(hour - 1), at(hour + 1)],
    )
    const go = () =>
      fetch(`${stack.url}/functions/v1/go/${brand.brand_slug}`, {
        redirect: 'manual',
        headers: { 'user-agent': CHROME, 'x-forwarded-for': randomAddress() },
      })
    // /go serves its list of brands for up to 10 s (brand-cache.ts) before reading it again.
    await expect.poll(async () => (await go()).status, { timeout: 15_000 }).toBe(451)
    const refused = await go()
    expect(refused.headers.get('location')).toBeNull()
    expect(await refused.text()).toContain(
      `Casino advertising is not allowed in Rulesland between ${at(hour - 1)} and ${at(hour + 1)} (UTC time)`,
    )

    await sql(`update market_rules set cta_quiet_from = $2, cta_quiet_to = $3 where id = $1`, [
      market.rulesId,
      at(hour + 2),
      at(hour + 3),
    ])
    await expect.poll(async () => (await go()).status, { timeout: 15_000 }).toBe(302)
  })
})

describe('clicks', () => {
  test('a click for a brand that is not listed in its market is refused and not stored', async () => {
    const [blocked] = await sql<{ id: string }>(
      `select id from brands where brand_slug = 'nordlicht-slots'`,
    )
    const client = anonClient({ 'x-forwarded-for': randomAddress(), 'user-agent': CHROME })
    const { data, error } = await client.rpc('record_click', {
      p_click: { brand_id: blocked!.id, device_type: 'desktop', browser: 'Chrome', os: 'Linux' },
    })
    expect(data).toBeNull()
    expect(error).toMatchObject({
      code: 'P0001',
      message: 'This brand is not listed in its market',
    })
    const [{ clicks }] = (await sql<{ clicks: string }>(
      'select count(*) as clicks from brand_clicks_history where brand_id = $1',
      [blocked!.id],
    )) as [{ clicks: string }]
    expect(Number(clicks)).toBe(0)
  })
})
