/**
 * Licences and blacklists per market (migration 20261127000700_market_licences.sql): in a
 * market that requires a licence, a brand is in the visitors' ranking, and its /go link
 * opens, only with a licence valid today from one of the market's regulators; a blacklisted
 * brand never is, nor any brand of a market closed to casino promotion (Australia); staff see
 * every brand with the reason. The demo seed carries one brand of each case
 * (grey-harbour-casino: no licence, nordlicht-slots: expired, carpati-royal: blacklisted).
 * Each test restores what it changes.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { anonClient, randomAddress, signInAs, sql, stack } from '../support/clients.ts'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const cleanups: Array<() => Promise<unknown>> = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The slugs of a market's ranking as visitors read it (RLS decides). */
async function visitorRanking(country: string): Promise<string[]> {
  const { data, error } = await anonClient()
    .from('brands')
    .select('brand_slug, countries!inner(slug)')
    .eq('countries.slug', country)
  expect(error).toBeNull()
  return data!.map((row) => row.brand_slug)
}

async function brandOf(slug: string) {
  const [brand] = await sql<{ id: string; country_id: string; destination_url: string }>(
    'select id, country_id, destination_url from brands where brand_slug = $1',
    [slug],
  )
  return brand!
}

/** A listed brand of a licensed market, with its licence. */
async function licensedBrand(country: string) {
  const [row] = await sql<{ slug: string; licence_id: string; valid_to: string }>(
    `select b.brand_slug as slug, l.id as licence_id, l.valid_to::text as valid_to
       from brands b join countries c on c.id = b.country_id and c.slug = $1
       join brand_licences l on l.brand_id = b.id
      where b.is_active and b.blacklist_entry_id is null and l.valid_to > current_date
      order by b.sort_order desc limit 1`,
    [country],
  )
  return row!
}

function go(slug: string): Promise<Response> {
  return fetch(`${stack.url}/functions/v1/go/${slug}`, {
    redirect: 'manual',
    headers: { 'user-agent': CHROME, 'x-forwarded-for': randomAddress() },
  })
}

describe('the demo markets', () => {
  test('visitors see no brand without a valid licence or on the blacklist; staff see the reason', async () => {
    expect(await visitorRanking('uk')).not.toContain('grey-harbour-casino')
    expect(await visitorRanking('de')).not.toContain('nordlicht-slots')
    expect(await visitorRanking('ro')).not.toContain('carpati-royal')
    expect((await visitorRanking('uk')).length).toBeGreaterThan(3)

    const editor = await signInAs('editor')
    const { data } = await editor
      .from('brands')
      .select('brand_slug, market_block')
      .in('brand_slug', ['grey-harbour-casino', 'nordlicht-slots', 'carpati-royal'])
      .order('brand_slug')
    expect(data).toEqual([
      { brand_slug: 'carpati-royal', market_block: 'blacklisted' },
      { brand_slug: 'grey-harbour-casino', market_block: 'no_licence' },
      { brand_slug: 'nordlicht-slots', market_block: 'licence_expired' },
    ])
  })

  test('a market closed to casino promotion (Australia) shows visitors no brand, and /go links to none', async () => {
    const [{ brands, slug }] = (await sql<{ brands: string; slug: string }>(
      `select count(*) as brands, min(b.brand_slug) as slug
         from brands b join countries c on c.id = b.country_id
        where c.slug = 'au' and b.is_active`,
    )) as [{ brands: string; slug: string }]
    expect(Number(brands)).toBeGreaterThan(0)
    expect(await visitorRanking('au')).toEqual([])
    const response = await go(slug)
    expect(response.status).toBe(451)
    expect(await response.text()).toContain('may not be offered or advertised in this market')
  })

  test('a market that requires no licence lists its brands without one', async () => {
    const [{ active, unlicensed }] = (await sql<{ active: string; unlicensed: string }>(
      `select count(*) as active,
              count(*) filter (where not exists (select 1 from brand_licences l where l.brand_id = b.id))
                as unlicensed
         from brands b join countries c on c.id = b.country_id
        where c.slug = 'ca' and b.is_active`,
    )) as [{ active: string; unlicensed: string }]
    expect(Number(unlicensed)).toBeGreaterThan(0)
    expect((await visitorRanking('ca')).length).toBe(Number(active))
  })

  test('/go of a brand not listable answers why, without a redirect or a click', async () => {
    const response = await go('nordlicht-slots')
    expect(response.status).toBe(451)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('licence for this market has expired')
    const blacklisted = await go('carpati-royal')
    expect(blacklisted.status).toBe(451)
    expect(await blacklisted.text()).toContain("regulator's list of unauthorised operators")
    const [{ clicks }] = (await sql<{ clicks: string }>(
      `select count(*) as clicks from brand_clicks_history c join brands b on b.id = c.brand_id
        where b.brand_slug in ('nordlicht-slots', 'carpati-royal')`,
    )) as [{ clicks: string }]
    expect(Number(clicks)).toBe(0)
  })
})

describe('licences', () => {
  test('a licence that ended yesterday takes the brand out at once; renewed, it is back', async () => {
    const { slug, licence_id, valid_to } = await licensedBrand('uk')
    expect(await visitorRanking('uk')).toContain(slug)
    expect((await go(slug)).status).toBe(302)
    cleanups.push(() =>
      sql('update brand_licences set valid_to = $2 where id = $1', [licence_id, valid_to]),
    )
    await sql(`update brand_licences set valid_to = current_date - 1 where id = $1`, [licence_id])
    expect(await visitorRanking('uk')).not.toContain(slug)
    const { data: review } = await anonClient().from('brands').select('id').eq('brand_slug', slug)
    expect(review).toEqual([])

    await sql('update brand_licences set valid_to = $2 where id = $1', [licence_id, valid_to])
    expect(await visitorRanking('uk')).toContain(slug)
  })

  test('a licence from a regulator the market does not accept does not count', async () => {
    const brand = await brandOf('grey-harbour-casino')
    const [mga] = await sql<{ id: string }>(`select id from regulators where code = 'mga'`)
    const [licence] = await sql<{ id: string }>(
      `insert into brand_licences (brand_id, regulator_id, licence_number, valid_from)
       values ($1, $2, 'MGA/B2C/999/2024', current_date - 30) returning id`,
      [brand.id, mga!.id],
    )
    cleanups.push(() => sql('delete from brand_licences where id = $1', [licence!.id]))
    expect(await visitorRanking('uk')).not.toContain('grey-harbour-casino')
  })

  test('an editor adds a licence and the brand is listed; removes it and it is gone', async () => {
    const editor = await signInAs('editor')
    const brand = await brandOf('grey-harbour-casino')
    const [ukgc] = await sql<{ id: string }>(`select id from regulators where code = 'ukgc'`)
    const { data: added, error } = await editor
      .from('brand_licences')
      .insert({
        brand_id: brand.id,
        regulator_id: ukgc!.id,
        licence_number: '000-099999-R-300000-001',
        valid_from: '2025-01-01',
      })
      .select('id')
      .single()
    expect(error).toBeNull()
    cleanups.push(() => sql('delete from brand_licences where id = $1', [added!.id]))
    expect(await visitorRanking('uk')).toContain('grey-harbour-casino')
    const [audit] = await sql<{ action: string; actor_email: string }>(
      `select action, actor_email from audit_log where table_name = 'brand_licences' and record_id = $1`,
      [added!.id],
    )
    expect(audit).toMatchObject({ action: 'insert', actor_email: expect.stringContaining('@') })

    expect((await editor.from('brand_licences').delete().eq('id', added!.id)).error).toBeNull()
    expect(await visitorRanking('uk')).not.toContain('grey-harbour-casino')
  })

  test('an analyst cannot add a licence', async () => {
    const analyst = await signInAs('analyst')
    const brand = await brandOf('grey-harbour-casino')
    const [ukgc] = await sql<{ id: string }>(`select id from regulators where code = 'ukgc'`)
    const { error } = await analyst.from('brand_licences').insert({
      brand_id: brand.id,
      regulator_id: ukgc!.id,
      licence_number: 'X-1',
      valid_from: '2025-01-01',
    })
    expect(error).toMatchObject({ code: '42501' })
  })
})

describe('the blacklist', () => {
  test("a domain entry blocks a licensed brand whatever its licence, and a client's flag is ignored", async () => {
    const { slug } = await licensedBrand('se')
    const brand = await brandOf(slug)
    const host = new URL(brand.destination_url).hostname
    const editor = await signInAs('editor')
    const { data: entry, error } = await editor
      .from('market_blacklist')
      .insert({ country_id: brand.country_id, kind: 'domain', value: host, source: 'Test list' })
      .select('id')
      .single()
    expect(error).toBeNull()
    cleanups.push(() => sql('delete from market_blacklist where id = $1', [entry!.id]))
    expect(await visitorRanking('se')).not.toContain(slug)
    // /go serves its in-memory list of brands for a few seconds (functions/go/brand-cache.ts).
    await expect
      .poll(async () => (await go(slug)).status, { timeout: 20_000, interval: 1_000 })
      .toBe(451)

    // Clearing the flag by hand changes nothing: the trigger sets it from the list.
    await sql('update brands set blacklist_entry_id = null where id = $1', [brand.id])
    expect(await visitorRanking('se')).not.toContain(slug)

    expect((await editor.from('market_blacklist').delete().eq('id', entry!.id)).error).toBeNull()
    expect(await visitorRanking('se')).toContain(slug)
  })

  test('visitors read licences and regulators, never the blacklist', async () => {
    const anon = anonClient()
    const { data: licences } = await anon
      .from('brand_licences')
      .select('licence_number, regulators(name)')
      .limit(1)
    expect(licences).toHaveLength(1)
    const { data: blacklist, error } = await anon.from('market_blacklist').select('id')
    expect(blacklist).toBeNull()
    expect(error).toMatchObject({ code: '42501' })
    const { error: write } = await anon
      .from('regulators')
      .insert({ code: 'forged', name: 'Forged' })
    expect(write).not.toBeNull()
  })
})
