/**
 * The /go/{brand-slug} redirect against the local stack: one click recorded server-side
 * (score from the request's own IP, user agent and referrer; click_path 'redirect'; the
 * card position), then a 302 to the destination carrying the click id; a bot is not
 * recorded but still redirected; unknown and inactive brands get a 404 page.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { randomAddress, sql, stack } from '../support/clients.ts'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const run = randomUUID().replaceAll('-', '').slice(0, 10)
const slug = (name: string) => `go-${name}-${run}`

type ClickRow = {
  id: string
  click_id: string
  brand_name: string | null
  click_path: string
  card_position: number | null
  ip: string | null
  user_agent: string | null
  referrer: string | null
  browser: string | null
  device_type: string | null
  language: string | null
  traffic_quality_score: number
  quality_flags: string[]
  is_linked: boolean
  click_in_id: string | null
  user_id: string
}

function go(
  path: string,
  headers: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${stack.url}/functions/v1/go/${path}`, {
    redirect: 'manual',
    ...init,
    headers: { 'user-agent': CHROME, 'x-forwarded-for': randomAddress(), ...headers },
  })
}

const clicksOf = (brand: string) =>
  sql<ClickRow>(
    `select c.* from brand_clicks_history c join brands b on b.id = c.brand_id
      where b.brand_slug = $1 order by c.click_time`,
    [slug(brand)],
  )

/** The click id a 302 carries in the parameter `param` of its Location. */
function clickIdIn(response: Response, param: string): string {
  const location = response.headers.get('location')
  expect(location).toBeTruthy()
  return new URL(location!).searchParams.get(param) ?? ''
}

beforeAll(async () => {
  const brands: [string, string, string | null, boolean][] = [
    ['placeholder', 'https://casino.example.com/join?ref=7&cid={click_id}', null, true],
    ['subid', 'https://casino.example.net/welcome?aff=3', 'sub1', true],
    ['inactive', 'https://casino.example.org/', null, false],
  ]
  for (const [name, destination, subid, active] of brands) {
    await sql(
      `insert into brands (country_id, brand_name, brand_slug, destination_url, subid_param, is_active)
       select country_id, $1, $1, $2, $3, $4 from brands limit 1`,
      [slug(name), destination, subid, active],
    )
  }
})

afterAll(async () => {
  await sql(`delete from brand_clicks_history where brand_name like $1`, [`go-%-${run}`])
  await sql(`delete from visitor_sessions where user_id like $1`, [`%${run}`])
  await sql(`delete from brands where brand_slug like $1`, [`go-%-${run}`])
})

describe('GET /functions/v1/go/{brand-slug}', () => {
  test('records one click server-side and answers 302 with the click id in the placeholder', async () => {
    const ip = randomAddress()
    const response = await go(`${slug('placeholder')}?pos=3`, {
      'x-forwarded-for': ip,
      referer: 'https://site.example/ca',
      'accept-language': 'fr-CA,fr;q=0.9',
    })
    expect(response.status).toBe(302)
    const clickId = clickIdIn(response, 'cid')
    expect(clickId).toMatch(/^[a-f0-9]{32}$/)
    expect(response.headers.get('location')).toBe(
      `https://casino.example.com/join?ref=7&cid=${clickId}`,
    )

    const clicks = await clicksOf('placeholder')
    expect(clicks).toHaveLength(1)
    expect(clicks[0]).toMatchObject({
      click_id: clickId,
      brand_name: slug('placeholder'),
      click_path: 'redirect',
      card_position: 3,
      ip,
      user_agent: CHROME,
      referrer: 'https://site.example/ca',
      browser: 'Chrome',
      device_type: 'desktop',
      language: 'fr-CA',
      is_linked: false,
    })
    // Computed by the trigger from what the request said (a referrer: no 'no_referrer').
    expect(clicks[0]!.traffic_quality_score).toBe(100)
    expect(clicks[0]!.quality_flags).toEqual([])
  })

  test("places the click id in the brand's sub-id parameter; a missing referrer counts", async () => {
    const response = await go(slug('subid'))
    expect(response.status).toBe(302)
    const clickId = clickIdIn(response, 'sub1')
    expect(new URL(response.headers.get('location')!).searchParams.get('aff')).toBe('3')
    const [click] = await clicksOf('subid')
    expect(click).toMatchObject({ click_id: clickId, card_position: null, click_path: 'redirect' })
    expect(click!.quality_flags).toEqual(['no_referrer'])
    expect(click!.traffic_quality_score).toBe(95)
  })

  test('says no-store and noindex', async () => {
    for (const response of [await go(slug('subid')), await go(slug('nothing'))]) {
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
    }
  })

  test('a bot user agent records nothing and is still redirected', async () => {
    const before = (await clicksOf('placeholder')).length
    for (const userAgent of [GOOGLEBOT, '']) {
      const response = await go(slug('placeholder'), { 'user-agent': userAgent })
      expect(response.status).toBe(302)
      expect(clickIdIn(response, 'cid')).toMatch(/^[a-f0-9]{32}$/)
    }
    expect(await clicksOf('placeholder')).toHaveLength(before)
  })

  test.each([
    ['an unknown brand', () => slug('nothing')],
    ['an inactive brand', () => slug('inactive')],
    ['a malformed slug', () => 'Not%20A%20Slug'],
    ['no slug', () => ''],
  ])('refuses %s with a small 404 page', async (_, path) => {
    const response = await go(path())
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('Offer not found')
    expect(response.headers.get('location')).toBeNull()
  })

  test('links the session only when uid and sid name the same visitor session', async () => {
    const [uid, sid, otherUid] = [`u1${run}`, `s1${run}`, `u2${run}`]
    await sql('insert into visitor_sessions (session_id, user_id) values ($1, $2)', [sid, uid])
    await go(`${slug('subid')}?uid=${uid}&sid=${sid}&pos=1`)
    await go(`${slug('subid')}?uid=${otherUid}&sid=${sid}`)
    await go(`${slug('subid')}?uid=${uid}`)
    const [session] = await sql<{ id: string }>(
      'select id from visitor_sessions where session_id = $1',
      [sid],
    )
    const clicks = (await clicksOf('subid')).filter((click) => click.user_id.endsWith(run))
    expect(clicks.map((click) => [click.user_id, click.is_linked, click.click_in_id])).toEqual([
      [uid, true, session!.id],
      [otherUid, false, null],
    ])
  })

  test('drops parameters that fail their checks and still records the click', async () => {
    const before = (await clicksOf('placeholder')).length
    const response = await go(`${slug('placeholder')}?pos=0&uid=x&sid=${'s'.repeat(65)}`, {
      'x-forwarded-for': 'not-an-ip',
      referer: 'javascript:alert(1)',
    })
    expect(response.status).toBe(302)
    const clicks = await clicksOf('placeholder')
    expect(clicks).toHaveLength(before + 1)
    expect(clicks.at(-1)).toMatchObject({ card_position: null, referrer: null })
    expect(clicks.at(-1)!.user_id).toMatch(/^[a-f0-9]{32}$/)
  })

  test('answers only GET', async () => {
    const response = await go(slug('placeholder'), {}, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })
})
