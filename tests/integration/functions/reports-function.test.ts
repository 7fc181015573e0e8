/**
 * The reports edge function (#28) against the local stack and its mail catcher: a due schedule
 * of a saved Analytics view sends one email to its recipients with the figures of the period
 * just ended against the one before, computed from fixture clicks of a brand in a market of
 * the test's own, and the top rows of its breakdown; next_run_at moves on once, and a second
 * call sends nothing. A failed attempt keeps its error and is sent by the next call, once.
 * The schedule's pg_cron job reaches the function by pg_net, end to end.
 *
 * The job is switched off while these tests run (so it never sends their schedule in between);
 * the scheduled path is driven by calling its SQL, as pg_cron would.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messagesTo, type Message } from '../../../supabase/emulator/mail/client.ts'
import { serviceClient, signInAs, sql, stack, type Client } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
const recipient = `reports-${tag}@reports-test.example`
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36'
const ids = { user: '', market: '', brand: '', view: '', schedule: '' }
const brandSlug = `report-casino-${tag}`
const viewName = `Report casino ${tag}`
let days: { tz: string; current: string; previous: string; runAt: Date }
let analyst: Client

const setJob = (active: boolean) =>
  sql(`update cron.job set active = $1 where jobname = 'request-reports'`, [active])

/** Calls the function through the stack's gateway, as pg_net does. */
async function callReports(token: string, body: unknown = { due: true }) {
  const response = await fetch(`${stack.url}/functions/v1/reports`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** `count` clicks of the test's brand at noon of `day` in the reporting time zone. */
async function addClicks(day: string, count: number, conversions: number, revenue: number) {
  await sql(
    `insert into brand_clicks_history (user_id, session_id, brand_id, click_time, user_agent, ip,
       conversions, revenue)
     select 'reportuser' || $5 || n, 'reportsess' || $5 || n, $1,
            ($2::date + time '12:00') at time zone $6 + make_interval(secs => n),
            $7, '203.0.113.' || (n % 250 + 1),
            case when n <= $3 then 1 else 0 end, case when n <= $3 then $4 else 0 end
       from generate_series(1, $8::integer) as n`,
    [ids.brand, day, conversions, revenue, randomUUID().slice(0, 8), days.tz, BROWSER_UA, count],
  )
}

/** The schedule due at yesterday's 06:00: it reports the day before yesterday. */
async function makeDue() {
  await sql(
    `update report_schedules set next_run_at = $2, sending_since = null, last_error = null where id = $1`,
    [ids.schedule, days.runAt],
  )
}

async function schedule() {
  const [row] = await sql<{
    next_run_at: Date
    last_sent_at: Date | null
    last_error: string | null
    sending_since: Date | null
  }>(
    `select next_run_at, last_sent_at, last_error, sending_since from report_schedules where id = $1`,
    [ids.schedule],
  )
  return row!
}

/** The emails of this view that reached the recipient, waiting until `count` have arrived. */
async function reports(count: number): Promise<Message[]> {
  let found: Message[] = []
  await expect
    .poll(
      async () =>
        (found = (await messagesTo(stack.mailUrl, recipient)).filter((message) =>
          message.Subject.includes(viewName),
        )).length,
      { timeout: 15_000 },
    )
    .toBe(count)
  return found
}

beforeAll(async () => {
  await setJob(false)
  analyst = await signInAs('analyst')
  const [zone] = await sql<{ tz: string; today: string }>(
    `select private.reporting_time_zone() as tz,
            to_char((now() at time zone private.reporting_time_zone())::date, 'YYYY-MM-DD') as today`,
  )
  const today = new Date(`${zone!.today}T00:00:00Z`)
  const day = (back: number) =>
    new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10)
  const [run] = await sql<{ at: Date }>(`select ($1::date + time '06:00') at time zone $2 as at`, [
    day(1),
    zone!.tz,
  ])
  days = { tz: zone!.tz, current: day(2), previous: day(3), runAt: run!.at }

  const { data, error } = await serviceClient().auth.admin.createUser({
    email: recipient,
    password: `Reports-${tag}-2026!`,
    email_confirm: true,
  })
  if (error) throw error
  ids.user = data.user.id
  await sql(`insert into admin_users (id, email, full_name, role) values ($1, $2, $3, 'analyst')`, [
    ids.user,
    recipient,
    'Report Reader',
  ])
  const [market] = await sql<{ id: string }>(
    `insert into countries (name, slug) values ($1, $2) returning id`,
    [`Reportland ${tag}`, `reportland-${tag}`],
  )
  ids.market = market!.id
  const [brand] = await sql<{ id: string }>(
    `insert into brands (country_id, brand_name, brand_slug, destination_url, sort_order)
     values ($1, $2, $3, 'https://casino.example/', 999) returning id`,
    [ids.market, viewName, brandSlug],
  )
  ids.brand = brand!.id
  // Day before yesterday: 5 clicks, 2 of them converting at 10.00; the day before: 4 and 1.
  await addClicks(days.current, 5, 2, 10)
  await addClicks(days.previous, 4, 1, 10)

  const [view] = await sql<{ id: string }>(
    `insert into saved_views (owner_id, section, name, state, shared)
     values ($1, 'analytics', $2, $3, false) returning id`,
    [ids.user, viewName, { params: { period: '7d', brand: brandSlug, rank: 'revenue' } }],
  )
  ids.view = view!.id
  const [row] = await sql<{ id: string }>(
    `insert into report_schedules (view_id, frequency, recipients, created_by)
     values ($1, 'daily', array[$2]::uuid[], $2) returning id`,
    [ids.view, ids.user],
  )
  ids.schedule = row!.id
})

afterAll(async () => {
  await setJob(true)
  await sql(`delete from brand_clicks_history where brand_id = $1`, [ids.brand])
  await sql(`delete from brands where id = $1`, [ids.brand])
  await sql(`delete from countries where id = $1`, [ids.market])
  await sql(`delete from auth.users where id = $1`, [ids.user])
})

describe('POST /functions/v1/reports', () => {
  test('answers the service key only', async () => {
    const { data } = await analyst.auth.getSession()
    expect((await callReports(data.session!.access_token)).status).toBe(403)
    expect((await callReports(stack.anonKey)).status).toBe(403)
    expect((await callReports(stack.serviceRoleKey, { brand: 'x' })).status).toBe(400)
  })

  test('a due schedule sends one email with the figures, and moves on once', async () => {
    await makeDue()
    const reply = await callReports(stack.serviceRoleKey)
    expect((await schedule()).last_error).toBeNull()
    expect(reply).toEqual({ status: 200, body: { sent: 1, failed: 0 } })
    const [email] = await reports(1)
    expect(email!.Subject).toBe(`Daily report: ${viewName} (${days.current})`)
    const text = email!.Text
    expect(text).toContain(`${viewName}: ${days.current}, compared with ${days.previous}.`)
    expect(text).toContain(`Filters: Brand: ${brandSlug}`)
    // 5 clicks against 4: +25%; 2 conversions against 1: +100%; revenue 20 against 10.
    expect(text).toMatch(/^Clicks +5 {2}▲ 25%$/m)
    expect(text).toMatch(/^Conversions +2 {2}▲ 100%$/m)
    expect(text).toMatch(/^Revenue +\S*20\.00 {2}▲ 100%$/m)
    expect(text).toMatch(/^EPC +\S*4\.00 {2}▲ 60%$/m)
    expect(text).toContain('Top 1 by brand, ranked by revenue:')
    expect(text).toMatch(
      new RegExp(`^1\\. ${viewName}: 5 clicks, 2 conversions, \\S*20\\.00 revenue`, 'm'),
    )
    // The link opens the view on the report's days.
    const link = /^Open it in the admin: (\S+)$/m.exec(text)?.[1] ?? ''
    const url = new URL(link, 'http://admin.example')
    expect(url.pathname).toBe('/admin/analytics')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      brand: brandSlug,
      rank: 'revenue',
      from: days.current,
      to: days.current,
      saved: ids.view,
    })
    // The HTML part: tables with inline styles, no images.
    expect(email!.HTML).toContain('<table')
    expect(email!.HTML).toContain('▲ 25%')
    expect(email!.HTML).toContain(`href="${link.replaceAll('&', '&amp;')}"`)
    expect(email!.HTML).not.toMatch(/<img|<link|<style/i)

    const after = await schedule()
    expect(after.last_error).toBeNull()
    expect(after.sending_since).toBeNull()
    expect(after.last_sent_at).not.toBeNull()
    expect(after.next_run_at.getTime()).toBeGreaterThan(Date.now())
    const [expected] = await sql<{ at: Date }>(
      `select private.report_next_run('daily', now()) as at`,
    )
    expect(after.next_run_at).toEqual(expected!.at)

    // Called again (pg_net's retry, the next tick): nothing is due, nothing is sent.
    expect((await callReports(stack.serviceRoleKey)).body).toEqual({ sent: 0, failed: 0 })
    await reports(1)
    expect((await schedule()).next_run_at).toEqual(after.next_run_at)
  })

  test('a failed attempt keeps its error and its time; the next call sends it once', async () => {
    const before = (await reports(1)).length
    await makeDue()
    await sql(`update admin_users set role = 'editor' where id = $1`, [ids.user])
    expect((await callReports(stack.serviceRoleKey)).body).toEqual({ sent: 0, failed: 1 })
    const failed = await schedule()
    expect(failed.last_error).toBe('No recipient can read Analytics any more: choose others')
    expect(failed.next_run_at).toEqual(days.runAt)
    expect(failed.sending_since).toBeNull()

    await sql(`update admin_users set role = 'analyst' where id = $1`, [ids.user])
    expect((await callReports(stack.serviceRoleKey)).body).toEqual({ sent: 1, failed: 0 })
    await reports(before + 1)
    expect((await schedule()).last_error).toBeNull()
  })

  test('the schedule’s job asks the function by pg_net when a report is due, and it arrives', async () => {
    const before = (await reports(2)).length
    await makeDue()
    const [sent] = await sql<{ request_id: string | null }>(
      'select private.request_reports()::text as request_id',
    )
    expect(sent?.request_id).toBeTruthy()
    await reports(before + 1)
    await expect
      .poll(
        async () =>
          sql<{ status_code: number; content: string }>(
            'select status_code, content from net._http_response where id = $1',
            [Number(sent!.request_id)],
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ status_code: 200, content: '{"sent":1,"failed":0}' }])
    // Nothing due any more: no request is sent.
    expect((await sql('select private.request_reports()::text as request_id'))[0]).toEqual({
      request_id: null,
    })
  })
})
