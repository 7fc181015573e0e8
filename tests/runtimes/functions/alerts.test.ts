/**
 * The alerts function served by Deno, as hosted Supabase runs it: nodemailer through `npm:`
 * speaks SMTP to a mail catcher of this file's own (the one the local stack runs, started
 * here on free ports), and the webhook goes out only to public addresses. Served twice: as
 * hosted (no loopback allowance: the stand-in webhook on 127.0.0.1 is refused before any
 * connection is opened), and as the local test stacks serve it (ALERTS_ALLOW_LOOPBACK=1: the
 * stand-in gets its Slack-compatible JSON).
 *
 * The episodes are inserted directly and the stack's evaluation job is switched off meanwhile,
 * so that nothing but these calls delivers them.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startMailCatcher, type RunningMailCatcher } from '../../../supabase/emulator/mail/index.ts'
import { seedCredentials } from '../../../supabase/emulator/seed-users.ts'
import { serveOnDeno, type DenoFunction } from '../deno-function.ts'
import { runtimes, sql } from '../support.ts'

const tag = randomUUID().slice(0, 8)
const admin = seedCredentials.find((user) => user.role === 'admin')!

const hook = {
  received: [] as string[],
  connections: 0,
  server: http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      hook.received.push(body)
      res.writeHead(200).end('ok')
    })
  }),
  url: () => `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/hook`,
}
hook.server.on('connection', () => hook.connections++)

let mail: RunningMailCatcher
let hosted: DenoFunction
let local: DenoFunction
let ruleId = ''

const setJob = (active: boolean) =>
  sql(`update cron.job set active = $1 where jobname = 'evaluate-alerts'`, [active])

/** An episode of this file's rule, waiting for delivery. */
async function openEpisode(label: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.alerts (rule_id, kind, subject_key, subject_label, figure, baseline, threshold, message, link)
     values ($1, 'epc_drop', $2, $3, 0.42, 1.08, 50,
             'EPC 0.42 EUR in the last 24 h, down 61 % against 1.08 EUR (same weekday hours, previous 4 weeks; threshold 50 %)',
             '/admin/click-log?brand=maple-crown') returning id`,
    [ruleId, `test:${randomUUID()}`, label],
  )
  return row!.id
}

async function deliver(fn: DenoFunction) {
  const response = await fetch(`${fn.url}/alerts`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${runtimes().serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ deliver: true }),
  })
  expect(response.status).toBe(200)
  return (
    (await response.json()) as {
      delivered: { alert_id: string; event: string; email: string; webhook: string }[]
    }
  ).delivered
}

beforeAll(async () => {
  await setJob(false)
  mail = await startMailCatcher({ port: 0, smtpPort: 0 })
  await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve))
  const { supabaseUrl, anonKey, serviceRoleKey, dbUrl } = runtimes()
  const env = {
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SUPABASE_DB_URL: dbUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    SMTP_SECURE: 'false',
    SMTP_ADMIN_EMAIL: 'alerts@casinocompass.example',
    SMTP_SENDER_NAME: 'CasinoCompass alerts',
    SITE_URL: 'https://casinocompass.example',
  }
  ;[hosted, local] = await Promise.all([
    serveOnDeno('alerts', env),
    serveOnDeno('alerts', { ...env, ALERTS_ALLOW_LOOPBACK: '1' }),
  ])
  const [rule] = await sql<{ id: string }>(
    `insert into public.alert_rules (kind, name, params, webhook_url) values ('epc_drop', $1, '{}', $2) returning id`,
    [`EPC down ${tag}`, hook.url()],
  )
  ruleId = rule!.id
  await sql(
    `insert into public.alert_subscriptions (rule_id, user_id) select $1, id from public.admin_users where email = $2`,
    [ruleId, admin.email],
  )
}, 120_000)

afterAll(async () => {
  await sql('delete from public.alert_rules where id = $1', [ruleId])
  await setJob(true)
  await Promise.all([hosted?.stop(), local?.stop()])
  await mail?.stop()
  await new Promise((resolve) => hook.server.close(resolve))
})

describe('POST /alerts on Deno', () => {
  test('as hosted: the email goes out over SMTP, a loopback webhook is refused without a connection', async () => {
    const id = await openEpisode(`Maple Crown ${tag} in Canada`)
    const delivered = await deliver(hosted)
    expect(delivered.filter((d) => d.alert_id === id)).toEqual([
      {
        alert_id: id,
        event: 'fired',
        email: 'sent to 1',
        webhook: 'refused: 127.0.0.1 is a loopback address; only public addresses are called',
      },
    ])
    expect(hook.connections).toBe(0)
    const [row] = await sql<{ webhook_status: string; notified_at: Date | null }>(
      'select webhook_status, notified_at from public.alerts where id = $1',
      [id],
    )
    expect(row!.notified_at).not.toBeNull()

    const { messages } = (await (await fetch(`${mail.url}/api/v1/messages`)).json()) as {
      messages: {
        ID: string
        Subject: string
        To: { Address: string }[]
        From: { Address: string }
      }[]
    }
    const mine = messages.filter((m) => m.Subject.includes(tag))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      Subject: `Alert: EPC down ${tag} — Maple Crown ${tag} in Canada`,
      To: [{ Address: admin.email }],
      From: { Address: 'alerts@casinocompass.example' },
    })
    const message = (await (await fetch(`${mail.url}/api/v1/message/${mine[0]!.ID}`)).json()) as {
      Text: string
    }
    expect(message.Text).toContain(
      'EPC 0.42 EUR in the last 24 h, down 61 % against 1.08 EUR (same weekday hours, previous 4 weeks; threshold 50 %)',
    )
    expect(message.Text).toContain(
      'The rows behind it: https://casinocompass.example/admin/click-log?brand=maple-crown',
    )
    // Taken once: a second call has nothing of it to send.
    expect((await deliver(hosted)).filter((d) => d.alert_id === id)).toEqual([])
  })

  test('with the local stacks’ loopback allowance the webhook gets Slack-compatible JSON', async () => {
    const id = await openEpisode(`Polar Spins ${tag} in Canada`)
    const delivered = await deliver(local)
    expect(delivered.filter((d) => d.alert_id === id)).toEqual([
      { alert_id: id, event: 'fired', email: 'sent to 1', webhook: 'HTTP 200' },
    ])
    const bodies = hook.received.map((body) => JSON.parse(body) as Record<string, unknown>)
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({
      text: `Alert: EPC down ${tag} — Polar Spins ${tag} in Canada: EPC 0.42 EUR in the last 24 h, down 61 % against 1.08 EUR (same weekday hours, previous 4 weeks; threshold 50 %)`,
      blocks: [
        { type: 'section', text: { type: 'mrkdwn' } },
        {
          type: 'context',
          elements: [
            {
              type: 'mrkdwn',
              text: expect.stringContaining(
                '<https://casinocompass.example/admin/click-log?brand=maple-crown|The rows behind it>',
              ),
            },
          ],
        },
      ],
      alert: { id, event: 'fired', figure: 0.42, baseline: 1.08, threshold: 50 },
    })
  })
})
