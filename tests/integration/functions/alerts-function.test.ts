/**
 * The alerts edge function (#28) against the local stack: the evaluation job asks it by pg_net
 * to deliver what opened and cleared; the rule's subscribers get an email in the stack's mail
 * catcher with the figures, the rule's webhook (a stand-in server here) gets Slack-compatible
 * JSON; each opening and clearing is sent once however often the function is called; a webhook
 * on a private address is refused and the refusal recorded; only the service key may call it.
 *
 * Any call of the function delivers whatever waits (other files' episodes too), so the tests
 * look at their own rule's episodes, emails (subjects carry this file's tag) and stand-in
 * only. The schedule's own job is switched off while these tests run; the scheduled path is
 * driven by calling its SQL.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, seedUsers, signInAs, sql, stack } from '../support/clients.ts'
import { BROWSER_UA } from '../db/helpers.ts'

const tag = randomUUID().slice(0, 8)

/** The rule's webhook: records each request's method, path and body. */
const hook = {
  received: [] as { method: string; path: string; body: string }[],
  server: http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      hook.received.push({ method: req.method ?? '', path: req.url ?? '', body })
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
  }),
  url: () => `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/hooks/alerts`,
}

const ids = { market: '', linkBrand: '', privateBrand: '', trafficBrand: '' }
const rules = { link: '', private: '', conversions: '' }

type MailSummary = { ID: string; Subject: string; To: { Address: string }[] }
type MailMessage = { Subject: string; Text: string; HTML: string; To: { Address: string }[] }

async function mails(): Promise<MailSummary[]> {
  const reply = await fetch(`${stack.mailUrl}/api/v1/messages?limit=500`)
  const { messages } = (await reply.json()) as { messages: MailSummary[] }
  return messages.filter((m) => m.Subject.includes(tag))
}

async function mail(id: string): Promise<MailMessage> {
  return (await (await fetch(`${stack.mailUrl}/api/v1/message/${id}`)).json()) as MailMessage
}

const setJob = (active: boolean) =>
  sql(`update cron.job set active = $1 where jobname = 'evaluate-alerts'`, [active])

type Episode = {
  id: string
  cleared_at: Date | null
  notified_at: Date | null
  cleared_notified_at: Date | null
  email_status: string | null
  webhook_status: string | null
}

async function episode(ruleId: string): Promise<Episode | undefined> {
  const [row] = await sql<Episode>(
    `select id, cleared_at, notified_at, cleared_notified_at, email_status, webhook_status
       from alerts where rule_id = $1 order by fired_at desc limit 1`,
    [ruleId],
  )
  return row
}

let minutesAhead = 0
/** A check later than any the stack's own link-check job may make of these brands. */
const check = (brandId: string, state: 'ok' | 'broken') =>
  sql(
    `insert into link_checks (brand_id, trigger, state, problems, start_url, final_status, response_ms, checked_at)
     values ($1, 'schedule', $2, $3, 'https://casino.example/', $4, 80, now() + make_interval(mins => $5))`,
    [
      brandId,
      state,
      state === 'broken' ? '[{"code": "http_error", "message": "HTTP 404 Not Found"}]' : '[]',
      state === 'broken' ? 404 : 200,
      ++minutesAhead,
    ],
  )

async function addBrand(name: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into brands (country_id, brand_name, brand_slug, destination_url)
     values ($1, $2, $3, 'https://casino.example/') returning id`,
    [ids.market, `${name} ${tag}`, `${name.toLowerCase().replace(/\s+/g, '-')}-${tag}`],
  )
  return row!.id
}

async function addClicks(brandId: string, at: Date, count: number, revenue: number) {
  await sql(
    `insert into brand_clicks_history (user_id, session_id, brand_id, click_time, user_agent, ip, conversions, revenue)
     select 'alertfnuser' || $4 || n, 'alertfnsess' || $4 || n, $1, $2::timestamptz + make_interval(secs => n),
            $5, '203.0.113.' || (n % 250 + 1), 1, $6
       from generate_series(1, $3::integer) as n`,
    [brandId, at, count, randomUUID().slice(0, 8), BROWSER_UA, revenue],
  )
}

function callFunction(key: string, body: unknown = { deliver: true }) {
  return fetch(`${stack.url}/functions/v1/alerts`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
}

beforeAll(async () => {
  await setJob(false)
  await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve))
  const [market] = await sql<{ id: string }>(
    `insert into countries (name, slug) values ($1, $2) returning id`,
    [`Hookland ${tag}`, `hookland-${tag}`],
  )
  ids.market = market!.id
  ids.linkBrand = await addBrand('Hook Casino')
  ids.privateBrand = await addBrand('Private Hook Casino')
  ids.trafficBrand = await addBrand('Figures Casino')
  const rule = async (
    kind: string,
    name: string,
    params: object,
    brandId: string,
    webhook: string | null,
  ) => {
    const [row] = await sql<{ id: string }>(
      `insert into alert_rules (kind, name, params, brand_id, webhook_url) values ($1, $2, $3, $4, $5) returning id`,
      [kind, `${name} ${tag}`, JSON.stringify(params), brandId, webhook],
    )
    return row!.id
  }
  rules.link = await rule('link_broken', 'Link down', {}, ids.linkBrand, hook.url())
  rules.conversions = await rule(
    'conversions_drop',
    'Conversions down',
    { hours: 24, percent: 50, min_clicks: 10 },
    ids.trafficBrand,
    null,
  )
  rules.private = await rule('link_broken', 'Private hook', {}, ids.privateBrand, null)
  // Saved before the check existed (or by hand): the delivery checks it again.
  await sql(
    `begin; set local session_replication_role = replica;
     update alert_rules set webhook_url = 'https://10.0.0.7/hook' where id = '${rules.private}'; commit;`,
  )
  await sql(
    `insert into alert_subscriptions (rule_id, user_id)
     select r.id, u.id from unnest($1::uuid[]) as r (id), admin_users as u where u.email = any ($2)`,
    [
      [rules.link, rules.conversions],
      [seedUsers.admin.email, seedUsers.editor.email],
    ],
  )
  // Each of the previous 4 weeks: 20 converting clicks in the same hour; now only 5.
  const [clock] = await sql<{ end: Date }>(`select date_trunc('hour', now()) as end`)
  const at = (weeks: number) =>
    new Date(clock!.end.getTime() - 2 * 3_600_000 - weeks * 7 * 86_400_000)
  for (let week = 1; week <= 4; week++) await addClicks(ids.trafficBrand, at(week), 20, 2)
  await addClicks(ids.trafficBrand, at(0), 5, 2)
})

afterAll(async () => {
  const brands = Object.values(ids).filter((id) => id && id !== ids.market)
  await sql('delete from alert_rules where id = any ($1)', [Object.values(rules)])
  await sql('delete from brand_clicks_history where brand_id = any ($1)', [brands])
  await sql('delete from link_checks where brand_id = any ($1)', [brands])
  await sql('delete from brands where id = any ($1)', [brands])
  await sql('delete from countries where id = $1', [ids.market])
  await setJob(true)
  await new Promise((resolve) => hook.server.close(resolve))
})

describe('POST /functions/v1/alerts', () => {
  test('the evaluation job asks the function by pg_net: subscribers get an email, the webhook its JSON', async () => {
    await check(ids.linkBrand, 'broken')
    await check(ids.privateBrand, 'broken')
    await sql('select private.evaluate_alerts()')

    await expect
      .poll(async () => (await episode(rules.link))?.webhook_status, { timeout: 20_000 })
      .toBe('HTTP 200')
    expect(await episode(rules.link)).toMatchObject({ email_status: 'sent to 2', cleared_at: null })

    // One POST, Slack's shape: text, and blocks with the sentence and the rows behind it.
    expect(hook.received).toHaveLength(1)
    const posted = hook.received[0]!
    expect(posted).toMatchObject({ method: 'POST', path: '/hooks/alerts' })
    const body = JSON.parse(posted.body) as {
      text: string
      blocks: { type: string; text?: { type: string; text: string } }[]
      alert: Record<string, unknown>
    }
    const subject = `Hook Casino ${tag} in Hookland ${tag}`
    expect(body.text).toMatch(
      new RegExp(
        `^Alert: Link down ${tag} — ${subject}: Link broken: HTTP 404 Not Found, checked `,
      ),
    )
    expect(body.blocks[0]).toEqual({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: expect.stringMatching(/^\*Alert: Link down .+\*\nLink broken: HTTP 404 Not Found/),
      },
    })
    expect(body.blocks.at(-1)!.type).toBe('context')
    expect(body.alert).toMatchObject({ event: 'fired', kind: 'link_broken', figure: 404, subject })

    // One email to each subscriber, with the sentence and the admin path of the rows behind it.
    const sent = (await mails()).filter((m) => m.Subject.startsWith(`Alert: Link down ${tag}`))
    expect(sent.map((m) => m.To[0]!.Address).sort()).toEqual(
      [seedUsers.admin.email, seedUsers.editor.email].sort(),
    )
    const message = await mail(sent[0]!.ID)
    expect(message.Subject).toBe(`Alert: Link down ${tag} — ${subject}`)
    expect(message.Text).toMatch(/^Link broken: HTTP 404 Not Found, checked /)
    expect(message.Text).toContain(`Rule: Link down ${tag}\nAbout: ${subject}\nFired `)
    expect(message.Text).toContain(
      `The rows behind it: /admin/link-health?q=hook-casino-${tag}&market=hookland-${tag}`,
    )
    expect(message.HTML).toContain('<strong>Link broken: HTTP 404 Not Found, checked ')
    expect(message.HTML).not.toContain('<img')
  })

  test("an email carries the figure against its baseline and the rule's threshold", async () => {
    await expect
      .poll(async () => (await episode(rules.conversions))?.email_status, { timeout: 20_000 })
      .toBe('sent to 2')
    const [summary] = (await mails()).filter((m) =>
      m.Subject.startsWith(`Alert: Conversions down ${tag}`),
    )
    const message = await mail(summary!.ID)
    expect(message.Text.split('\n')[0]).toBe(
      'Conversions 5 in the last 24 h, down 75 % against 20 (same weekday hours, previous 4 weeks; threshold 50 %)',
    )
    expect(message.Text).toMatch(
      new RegExp(`The rows behind it: /admin/click-log\\?brand=figures-casino-${tag}&from=`),
    )
  })

  test('a webhook on a private address is refused at delivery, and the refusal recorded', async () => {
    await expect
      .poll(async () => (await episode(rules.private))?.webhook_status, { timeout: 20_000 })
      .toBe('refused: 10.0.0.7 is a private address; only public addresses are called')
    expect((await episode(rules.private))?.email_status).toBe('no subscribers')
    // And it cannot be saved so.
    const admin = await signInAs('admin')
    const { error } = await admin
      .from('alert_rules')
      .update({ webhook_url: 'https://192.168.1.20/hook' })
      .eq('id', rules.private)
    expect(error).toMatchObject({
      code: '23514',
      message: 'Webhook URL "webhook_url" must point at a public address, not 192.168.1.20',
    })
  })

  test('a retry sends nothing again', async () => {
    const before = (await mails()).length
    const reply = await callFunction(stack.serviceRoleKey)
    expect(reply.status).toBe(200)
    const { delivered } = (await reply.json()) as { delivered: { alert_id: string }[] }
    const mine = await sql<{ id: string }>('select id from alerts where rule_id = any ($1)', [
      Object.values(rules),
    ])
    expect(delivered.filter((d) => mine.some((m) => m.id === d.alert_id))).toEqual([])
    expect(hook.received).toHaveLength(1)
    expect((await mails()).length).toBe(before)
  })

  test('the clearing is delivered once as well', async () => {
    await check(ids.linkBrand, 'ok')
    await sql('select private.evaluate_alerts()')
    await expect
      .poll(async () => (await episode(rules.link))?.cleared_notified_at, { timeout: 20_000 })
      .not.toBeNull()
    await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(2)
    const body = JSON.parse(hook.received[1]!.body) as { text: string; alert: { event: string } }
    expect(body.text).toMatch(
      new RegExp(`^Cleared: Link down ${tag} — .+: Link OK again, checked `),
    )
    expect(body.alert.event).toBe('cleared')
    await expect
      .poll(
        async () =>
          (await mails()).filter((m) => m.Subject.startsWith(`Cleared: Link down ${tag}`)).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(2)
    // Called again: nothing more.
    expect((await callFunction(stack.serviceRoleKey)).status).toBe(200)
    expect(hook.received).toHaveLength(2)
  })

  test('only the service key may call it, with {"deliver": true}', async () => {
    expect((await callFunction(stack.anonKey)).status).toBe(403)
    const editor = await signInAs('editor')
    const { data } = await editor.auth.getSession()
    expect((await callFunction(data.session!.access_token)).status).toBe(403)
    const bad = await callFunction(stack.serviceRoleKey, { due: true })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ outcome: 'bad_request', message: 'Send {"deliver": true}' })
    // The anon client's own function call is refused as well.
    const { error } = await anonClient().functions.invoke('alerts', { body: { deliver: true } })
    expect(error).not.toBeNull()
  })
})
