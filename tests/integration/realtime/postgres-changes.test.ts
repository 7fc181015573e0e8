/**
 * /realtime/v1 as the unmodified supabase-js uses it: postgres_changes on
 * brand_clicks_history reach an analyst within a second of the insert, with RLS applied per
 * subscriber (anon and an editor receive nothing), a `brand_id=eq.X` filter is honoured, a
 * channel whose token expires is closed, and the handshake refuses an unknown API key.
 */
import { randomUUID } from 'node:crypto'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { signJwt } from '../../../supabase/emulator/keys.ts'
import { anonClient, makeClient, signInAs, sql, stack, type Client } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36'
const channels: RealtimeChannel[] = []
let brandA: string
let brandB: string

type Received = { brand_id: string; user_id: string; at: number }

/**
 * Subscribes to click inserts (optionally filtered) and collects what arrives. Rejects if
 * not subscribed within 8 s, or, with `errorIsFinal`, at the first CHANNEL_ERROR (a
 * refused join: no need to sit out the 8 s while the client retries it).
 */
async function listen(client: Client, filter?: string, { errorIsFinal = false } = {}) {
  const received: Received[] = []
  const statuses: string[] = []
  const channel = client.channel(`clicks-${randomUUID()}`).on(
    'postgres_changes',
    {
      event: 'INSERT',
      schema: 'public',
      table: 'brand_clicks_history',
      ...(filter ? { filter } : {}),
    },
    (payload) => {
      const row = payload.new as { brand_id: string; user_id: string }
      received.push({ brand_id: row.brand_id, user_id: row.user_id, at: Date.now() })
    },
  )
  channels.push(channel)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not subscribed: ${statuses.join(', ')}`)),
      8000,
    )
    channel.subscribe((status) => {
      statuses.push(status)
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer)
        resolve()
      } else if (errorIsFinal && status === 'CHANNEL_ERROR') {
        clearTimeout(timer)
        reject(new Error(`not subscribed: ${statuses.join(', ')}`))
      }
    })
  })
  return { received, statuses, channel }
}

async function insertClick(brandId: string, user: string): Promise<number> {
  const at = Date.now()
  await sql(
    `insert into public.brand_clicks_history (brand_id, user_id, session_id, user_agent, referrer, click_speed_ms)
     values ($1, $2, $3, $4, 'https://example.com/', 5000)`,
    [brandId, user, `${tag}-session`, BROWSER_UA],
  )
  return at
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The file's own brands, in a market that lists a brand without a licence: the seeded brands
// tie on sort_order, and a click on a brand its market does not list is refused.
beforeAll(async () => {
  const brands = await sql<{ id: string }>(
    `insert into public.brands (country_id, brand_name, brand_slug)
     select c.id, v.name, v.slug
       from (select id from public.countries
              where is_active and casino_promotion and not licence_required
              order by slug limit 1) as c,
            (values ('RT ${tag} A', 'rt-${tag}-a', 1), ('RT ${tag} B', 'rt-${tag}-b', 2)) as v(name, slug, n)
      order by v.n
     returning id`,
  )
  brandA = brands[0]!.id
  brandB = brands[1]!.id
})

afterAll(async () => {
  await Promise.all(channels.map((channel) => channel.unsubscribe()))
  await sql('delete from public.brand_clicks_history where session_id = $1', [`${tag}-session`])
  await sql('delete from public.brands where id = any($1)', [[brandA, brandB]])
})

describe('postgres_changes with RLS per subscriber', () => {
  test('an analyst receives an inserted click within a second; anon and an editor receive nothing', async () => {
    const [analyst, editor] = await Promise.all([signInAs('analyst'), signInAs('editor')])
    const [seen, editorSeen, anonSeen] = await Promise.all([
      listen(analyst),
      listen(editor),
      listen(anonClient()),
    ])
    const user = `${tag}-rls`
    const at = await insertClick(brandA, user)
    await expect
      .poll(() => seen.received.filter((r) => r.user_id === user).length, { timeout: 1000 })
      .toBe(1)
    expect(seen.received.find((r) => r.user_id === user)!.at - at).toBeLessThan(1000)
    await pause(1000)
    expect(editorSeen.received.filter((r) => r.user_id === user)).toEqual([])
    expect(anonSeen.received.filter((r) => r.user_id === user)).toEqual([])
  })

  test('a visitor’s own click through the Data API reaches the analyst', async () => {
    const analyst = await signInAs('analyst')
    const seen = await listen(analyst)
    const user = `${tag}-visitor`
    const { error } = await anonClient({ 'user-agent': BROWSER_UA })
      .from('brand_clicks_history')
      .insert({
        brand_id: brandA,
        user_id: user,
        session_id: `${tag}-session`,
        referrer: 'https://example.com/',
        click_speed_ms: 5000,
      })
    expect(error).toBeNull()
    await expect.poll(() => seen.received.filter((r) => r.user_id === user).length).toBe(1)
  })

  test('a brand_id=eq.X filter is honoured', async () => {
    const analyst = await signInAs('analyst')
    const seen = await listen(analyst, `brand_id=eq.${brandA}`)
    const user = `${tag}-filter`
    await insertClick(brandB, user)
    await insertClick(brandA, user)
    await expect.poll(() => seen.received.filter((r) => r.user_id === user).length).toBe(1)
    await pause(500)
    expect(seen.received.filter((r) => r.user_id === user).map((r) => r.brand_id)).toEqual([brandA])
  })

  test('a channel whose token expires is closed', async () => {
    // The analyst's live session, in a token that expires in 2 s.
    const { data } = await (await signInAs('analyst')).auth.getSession()
    const { sub, session_id } = decodeJwt(data.session!.access_token)
    const soon = Math.floor(Date.now() / 1000) + 2
    const token = await signJwt(
      { sub, session_id, role: 'authenticated', aud: 'authenticated' },
      soon,
    )
    const client = makeClient(stack.anonKey)
    await client.realtime.setAuth(token)
    const seen = await listen(client)
    await expect.poll(() => seen.statuses, { timeout: 5000 }).toContain('CLOSED')
    const user = `${tag}-expired`
    await insertClick(brandA, user)
    await pause(800)
    expect(seen.received.filter((r) => r.user_id === user)).toEqual([])
  })

  test('a join with an already expired token is refused', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600
    const token = await signJwt({ sub: randomUUID(), role: 'authenticated' }, past)
    const client = makeClient(stack.anonKey)
    await client.realtime.setAuth(token)
    await expect(listen(client, undefined, { errorIsFinal: true })).rejects.toThrow(/CHANNEL_ERROR/)
  })

  test('the handshake refuses an unknown API key', async () => {
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(url)
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      socket.on('open', () => resolve(101))
    })
    expect(status).toBe(401)
  })
})
