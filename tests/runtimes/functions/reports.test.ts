/**
 * The reports function served by Deno, as hosted Supabase runs it: a due schedule of a saved
 * Analytics view is claimed, its figures read through supabase-js from the report functions,
 * and its email sent by nodemailer through `npm:` over SMTP to a mail catcher of this file's
 * own; the schedule moves on, so a second call sends nothing, and only the service key is
 * answered. (The figures themselves are checked against fixture clicks in
 * tests/integration/functions/reports-function.test.ts.)
 *
 * The stack's request job is switched off meanwhile, so that nothing but these calls sends.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messagesTo } from '../../../supabase/emulator/mail/client.ts'
import { startMailCatcher, type RunningMailCatcher } from '../../../supabase/emulator/mail/index.ts'
import { seedCredentials } from '../../../supabase/emulator/seed-users.ts'
import { serveOnDeno, type DenoFunction } from '../deno-function.ts'
import { runtimes, sql, tokenOf } from '../support.ts'

const tag = randomUUID().slice(0, 8)
const admin = seedCredentials.find((user) => user.role === 'admin')!
const viewName = `Deno report ${tag}`

let mail: RunningMailCatcher
let reports: DenoFunction
let viewId = ''

const setJob = (active: boolean) =>
  sql(`update cron.job set active = $1 where jobname = 'request-reports'`, [active])

async function call(token: string) {
  const response = await fetch(`${reports.url}/reports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ due: true }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  await setJob(false)
  mail = await startMailCatcher({ port: 0, smtpPort: 0 })
  const { supabaseUrl, anonKey, serviceRoleKey, dbUrl } = runtimes()
  reports = await serveOnDeno('reports', {
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SUPABASE_DB_URL: dbUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    SMTP_SECURE: 'false',
    SMTP_ADMIN_EMAIL: 'reports@casinocompass.example',
    SMTP_SENDER_NAME: 'CasinoCompass reports',
    SITE_URL: 'https://casinocompass.example',
  })
  const [view] = await sql<{ id: string }>(
    `insert into public.saved_views (owner_id, section, name, state)
     select id, 'analytics', $2, '{"params": {"period": "7d"}}' from public.admin_users where email = $1
     returning id`,
    [admin.email, viewName],
  )
  viewId = view!.id
  await sql(
    `insert into public.report_schedules (view_id, frequency, recipients, created_by)
     select $1, 'daily', array[id], id from public.admin_users where email = $2`,
    [viewId, admin.email],
  )
  await sql(
    `update public.report_schedules set next_run_at = now() - interval '1 hour' where view_id = $1`,
    [viewId],
  )
}, 120_000)

afterAll(async () => {
  await sql('delete from public.saved_views where id = $1', [viewId])
  await setJob(true)
  await reports?.stop()
  await mail?.stop()
})

describe('POST /reports on Deno', () => {
  test('answers the service key only', async () => {
    expect((await call(await tokenOf('admin'))).status).toBe(403)
    expect((await call(runtimes().anonKey)).status).toBe(403)
  })

  test('a due schedule is emailed once over SMTP, and moves on', async () => {
    const first = await call(runtimes().serviceRoleKey)
    expect(first.status).toBe(200)
    expect(first.body.failed).toBe(0)
    const mine = async () =>
      (await messagesTo(mail.url, admin.email)).filter((message) =>
        message.Subject.includes(viewName),
      )
    const emails = await mine()
    expect(emails).toHaveLength(1)
    expect(emails[0]!.Subject).toMatch(
      new RegExp(`^Daily report: ${viewName} \\(\\d{4}-\\d{2}-\\d{2}\\)$`),
    )
    expect(emails[0]!.Text).toContain(
      'Open it in the admin: https://casinocompass.example/admin/analytics?',
    )
    const [schedule] = await sql<{ next_run_at: Date; last_error: string | null }>(
      'select next_run_at, last_error from public.report_schedules where view_id = $1',
      [viewId],
    )
    expect(schedule!.last_error).toBeNull()
    expect(schedule!.next_run_at.getTime()).toBeGreaterThan(Date.now())

    const second = await call(runtimes().serviceRoleKey)
    expect(second.status).toBe(200)
    expect(await mine()).toHaveLength(1)
  })
})
