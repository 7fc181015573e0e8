/**
 * The /go redirect served by Deno: a 302 to the brand's destination with a fresh click id,
 * the click recorded afterwards through the runtime's waitUntil with what ua-parser-js and
 * ipaddr.js (the deploy's npm: imports) read from the request; the static host's visitor
 * address counts only with the proxy secret; an unknown brand gets the 404 page.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOCAL_GO_PROXY_SECRET } from '../../../scripts/proxy-request.ts'
import { eventually, functionUrl, randomAddress, sql } from '../support.ts'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const run = randomUUID().slice(0, 8)
const slug = `deno-go-${run}`

interface Click {
  brand_name: string
  click_path: string
  card_position: number | null
  ip: string | null
  browser: string | null
  device_type: string | null
  language: string | null
}

const go = (path: string, headers: Record<string, string>) =>
  fetch(functionUrl('go', path), {
    redirect: 'manual',
    headers: { 'user-agent': CHROME, ...headers },
  })

const recorded = (clickId: string) =>
  eventually(async () => {
    const rows = await sql<Click>(
      `select brand_name, click_path, card_position, ip, browser, device_type, language
         from brand_clicks_history where click_id = $1`,
      [clickId],
    )
    return rows[0]
  })

function clickIdOf(response: Response): string {
  const location = new URL(response.headers.get('location') ?? 'about:blank')
  return location.searchParams.get('cid') ?? ''
}

beforeAll(async () => {
  await sql(
    `insert into brands (country_id, brand_name, brand_slug, destination_url, is_active)
     select country_id, $1, $1, 'https://casino.example.com/join?ref=7&cid={click_id}', true
       from brands limit 1`,
    [slug],
  )
})

afterAll(async () => {
  await sql('delete from brand_clicks_history where brand_name = $1', [slug])
  await sql('delete from brands where brand_slug = $1', [slug])
})

describe('GET /go/{brand-slug} on Deno', () => {
  test('answers 302 with a fresh click id and records the click in the background', async () => {
    const ip = randomAddress()
    const response = await go(`/${slug}?pos=2`, {
      'x-forwarded-for': ip,
      referer: 'https://site.example/ca',
      'accept-language': 'fr-CA,fr;q=0.9',
    })
    expect(response.status).toBe(302)
    const clickId = clickIdOf(response)
    expect(clickId).toMatch(/^[a-f0-9]{32}$/)
    expect(response.headers.get('location')).toBe(
      `https://casino.example.com/join?ref=7&cid=${clickId}`,
    )
    expect(await recorded(clickId)).toEqual({
      brand_name: slug,
      click_path: 'redirect',
      card_position: 2,
      ip,
      browser: 'Chrome',
      device_type: 'desktop',
      language: 'fr-CA',
    })
  })

  test("takes the static host's visitor address only with the proxy secret", async () => {
    const visitor = randomAddress()
    const gateway = randomAddress()
    const withSecret = await go(`/${slug}`, {
      'x-forwarded-for': gateway,
      'x-visitor-address': visitor,
      'x-proxy-secret': LOCAL_GO_PROXY_SECRET,
    })
    const forged = await go(`/${slug}`, {
      'x-forwarded-for': gateway,
      'x-visitor-address': visitor,
      'x-proxy-secret': `${LOCAL_GO_PROXY_SECRET}-wrong`,
    })
    expect((await recorded(clickIdOf(withSecret))).ip).toBe(visitor)
    expect((await recorded(clickIdOf(forged))).ip).toBe(gateway)
  })

  test('an unknown brand gets the 404 page, never cached', async () => {
    const response = await go(`/no-such-brand-${run}`, { 'x-forwarded-for': randomAddress() })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain('<h1>Offer not found</h1>')
  })
})
