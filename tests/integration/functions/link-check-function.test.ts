/**
 * The link-check edge function (#28) against the local stack, with stand-in casinos (local
 * HTTP servers whose answer each test chooses): an editor's 'Check now' records the check
 * and who asked, an analyst is refused, a Broken check pauses the brand in a market that
 * asks for it (market_block 'link_broken', audited) and the next OK check lifts it, and the
 * scheduled call checks what is due with the service key only.
 *
 * The test stack lets the function call loopback addresses (LINK_CHECK_ALLOW_LOOPBACK, set
 * for test stacks only), where the stand-ins listen; the refusal of loopback is proven by
 * calling the same handler in this process with that variable unset, as hosted Supabase
 * runs it. The schedule's own job is switched off while these tests run, so that it never
 * checks their brands in between; the scheduled path is driven by calling its SQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import handler, { ALLOW_LOOPBACK_ENV } from '../../../supabase/functions/link-check/handler.ts'
import { signInAs, sql, stack, type Client } from '../support/clients.ts'
import { standInServer } from '../support/stand-in-server.ts'
import { withEnv } from '../support/with-env.ts'

/** The function's JSON reply: a check row, a count, or an outcome. */
type Reply = {
  check?: Record<string, unknown> & { hops: unknown[]; start_url: string }
  checked?: number
  outcome?: string
}

const casino = standInServer()
const cleanups: Array<() => Promise<unknown>> = []
let editor: Client
let analyst: Client
let userAgents: string[] = []

async function accessToken(client: Client) {
  const { data } = await client.auth.getSession()
  return data.session!.access_token
}

/** The handler in this process with the stack's URL and keys; loopback allowed unless `hosted`. */
function callHere(token: string, body: unknown, { hosted = false } = {}) {
  const env = {
    [ALLOW_LOOPBACK_ENV]: hosted ? undefined : '1',
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
  }
  return withEnv(env, async () => {
    const response = await handler(
      new Request('http://localhost/link-check', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
    return { status: response.status, body: (await response.json()) as Reply }
  })
}

/** A market of the test's own, pausing broken links or not, with one listed brand. */
async function ownBrand(pause: boolean, destination = casino.url('/offer?ref=lc&cid={click_id}')) {
  const slug = `lc-${Math.random().toString(36).slice(2, 8)}`
  const [country] = await sql<{ id: string }>(
    `insert into countries (name, slug) values ('Linkland', $1) returning id`,
    [slug],
  )
  cleanups.push(() => sql('delete from countries where id = $1', [country!.id]))
  await sql(`insert into market_rules (country_id, pause_on_broken_link) values ($1, $2)`, [
    country!.id,
    pause,
  ])
  const [brand] = await sql<{ id: string }>(
    `insert into brands (country_id, brand_name, brand_slug, destination_url, bonus_text, bonus_amount, sort_order)
     values ($1, 'Link Test Casino', $2, $3, '100% up to £50', '£50', 999) returning id`,
    [country!.id, slug, destination],
  )
  cleanups.push(() => sql('delete from brands where id = $1', [brand!.id]))
  return brand!.id
}

async function brandState(id: string) {
  const [row] = await sql<{
    link_paused_at: Date | null
    link_pause_reason: string | null
    block: string | null
  }>(
    `select link_paused_at, link_pause_reason, public.market_block(b) as block from brands b where id = $1`,
    [id],
  )
  return row!
}

const setJob = (active: boolean) =>
  sql(`update cron.job set active = $1 where jobname = 'request-link-checks'`, [active])

/** Every brand but `id` checked just now: only `id` is due. */
async function onlyDue(id: string) {
  await sql(
    `insert into link_checks (brand_id, trigger, state, start_url, response_ms)
     select id, 'schedule', 'ok', 'https://example.com/', 1 from brands where id <> $1`,
    [id],
  )
  cleanups.push(() => sql(`delete from link_checks where start_url = 'https://example.com/'`))
}

beforeAll(async () => {
  await setJob(false)
  await casino.listen('127.0.0.1')
  ;[editor, analyst] = await Promise.all([signInAs('editor'), signInAs('analyst')])
})

afterEach(async () => {
  casino.reset()
  userAgents = []
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

afterAll(async () => {
  await setJob(true)
  await casino.close()
})

/** The stand-in casino: a redirect keeping the click id, then a page showing the offer. */
function answerWithOffer() {
  casino.answer((res) => {
    const req = res.req
    userAgents.push(String(req.headers['user-agent']))
    if (req.url?.startsWith('/offer')) {
      const cid = new URL(req.url, 'http://x').searchParams.get('cid')
      res.writeHead(302, { location: `/landing?cid=${cid}` }).end()
    } else res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Welcome: £50 bonus</h1>')
  })
}

describe('link-check', () => {
  test('an editor checks a brand now: the check is recorded OK with its hops, who asked, and the site’s user agent', async () => {
    answerWithOffer()
    const id = await ownBrand(false)
    const { status, body } = await callHere(await accessToken(editor), { brand_id: id })
    expect(status).toBe(200)
    expect(body.check).toMatchObject({
      brand_id: id,
      trigger: 'staff',
      state: 'ok',
      click_id_kept: true,
      offer_found: true,
      final_status: 200,
      problems: [],
    })
    expect(body.check!.hops).toHaveLength(2)
    const [asker] = await sql<{ id: string }>(`select u.id from auth.users u where u.email = $1`, [
      (await editor.auth.getUser()).data.user!.email,
    ])
    expect(body.check!.requested_by).toBe(asker!.id)
    expect(userAgents[0]).toMatch(/link monitor \(\+http/)
    // The test click id is never a click.
    const clickId = new URL(body.check!.start_url).searchParams.get('cid')
    expect(clickId).toMatch(/^lc_/)
    expect(
      await sql('select 1 from brand_clicks_history where click_id = $1', [clickId]),
    ).toHaveLength(0)
  })

  test('an analyst may not ask: 403, nothing checked', async () => {
    answerWithOffer()
    const id = await ownBrand(false)
    const { status, body } = await callHere(await accessToken(analyst), { brand_id: id })
    expect({ status, outcome: body.outcome }).toEqual({ status: 403, outcome: 'forbidden' })
    expect(casino.received).toEqual([])
    expect(await sql('select 1 from link_checks where brand_id = $1', [id])).toHaveLength(0)
  })

  test('a Broken check pauses the brand where the market asks for it, audited; the next OK check lifts it', async () => {
    casino.answer((res) => res.writeHead(404).end('gone'))
    const id = await ownBrand(true)
    const broken = await callHere(await accessToken(editor), { brand_id: id })
    expect(broken.body.check).toMatchObject({ state: 'broken', final_status: 404 })
    const paused = await brandState(id)
    expect(paused.block).toBe('link_broken')
    expect(paused.link_pause_reason).toBe('Link broken: The link ends in an error: HTTP 404')
    expect(
      await sql(
        `select 1 from audit_log where table_name = 'brands' and record_id = $1
           and new_data->>'link_paused_at' is not null`,
        [id],
      ),
    ).toHaveLength(1)

    answerWithOffer()
    const ok = await callHere(await accessToken(editor), { brand_id: id })
    expect(ok.body.check!.state).toBe('ok')
    expect(await brandState(id)).toEqual({
      link_paused_at: null,
      link_pause_reason: null,
      block: null,
    })
  })

  test('a market that does not pause keeps a brand with a Broken link listed', async () => {
    casino.answer((res) => res.writeHead(500).end())
    const id = await ownBrand(false)
    expect((await callHere(await accessToken(editor), { brand_id: id })).body.check!.state).toBe(
      'broken',
    )
    expect((await brandState(id)).block).toBeNull()
  })

  test('as on hosted Supabase, a destination on a loopback address is refused, never requested', async () => {
    const id = await ownBrand(false)
    const { status, body } = await callHere(
      await accessToken(editor),
      { brand_id: id },
      { hosted: true },
    )
    expect(status).toBe(200)
    expect(body.check!.state).toBe('broken')
    expect(body.check!.error).toMatch(/Refused: .*loopback/)
    expect(casino.stats.connections).toBe(0)
  })

  test('the scheduled call checks the brands due, with the service key only', async () => {
    answerWithOffer()
    const id = await ownBrand(false)
    await onlyDue(id)
    expect((await callHere(await accessToken(editor), { due: true })).status).toBe(403)
    const { status, body } = await callHere(stack.serviceRoleKey, { due: true })
    expect({ status, body }).toEqual({ status: 200, body: { checked: 1 } })
    const [check] = await sql<{ trigger: string; state: string }>(
      'select trigger, state from link_checks where brand_id = $1',
      [id],
    )
    expect(check).toEqual({ trigger: 'schedule', state: 'ok' })
    // Checked now: not due again until monitor.link_check_hours have passed.
    expect((await callHere(stack.serviceRoleKey, { due: true })).body).toEqual({ checked: 0 })
  })

  test('the schedule’s job asks the function by pg_net when a brand is due, and the check lands', async () => {
    answerWithOffer()
    const id = await ownBrand(false)
    await onlyDue(id)
    const [sent] = await sql<{ request_id: string | null }>(
      'select private.request_link_checks()::text as request_id',
    )
    const requestId = sent?.request_id
    expect(requestId).toBeTruthy()
    await expect
      .poll(async () => sql('select trigger, state from link_checks where brand_id = $1', [id]), {
        timeout: 15_000,
      })
      .toEqual([{ trigger: 'schedule', state: 'ok' }])
    // The function's answer, as pg_net's worker recorded it.
    await expect
      .poll(
        async () =>
          sql<{ status_code: number; content: string }>(
            'select status_code, content from net._http_response where id = $1',
            [Number(requestId)],
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ status_code: 200, content: '{"checked":1}' }])
    // Nothing due any more: no request is sent.
    expect((await sql('select private.request_link_checks() as request_id'))[0]).toEqual({
      request_id: null,
    })
  })
})
