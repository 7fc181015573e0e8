// @vitest-environment node
/**
 * What the alerts function sends, and how _shared/mail.ts reads its SMTP settings: the email
 * (text first, simple HTML escaped), the Slack-compatible body (mrkdwn escaped, the rows'
 * link), an opening and a clearing; port 465 by default with implicit TLS, as hosted Edge
 * Functions need (ports 25 and 587 are blocked there).
 */
import { afterEach, describe, expect, test } from 'vitest'
import {
  emailFor,
  webhookBody,
  type AlertDelivery,
} from '../../../supabase/functions/alerts/handler.ts'
import {
  MailNotConfigured,
  sendMail,
  smtpSettings,
} from '../../../supabase/functions/_shared/mail.ts'

const SMTP_KEYS = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASS',
  'SMTP_ADMIN_EMAIL',
  'SMTP_SENDER_NAME',
  'SITE_URL',
  'ADMIN_URL',
]
const saved = Object.fromEntries(SMTP_KEYS.map((key) => [key, process.env[key]]))

function setEnv(values: Record<string, string>) {
  for (const key of SMTP_KEYS) delete process.env[key]
  Object.assign(process.env, values)
}

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

const fired: AlertDelivery = {
  alert_id: '7f1c2a9e-0000-4000-8000-000000000001',
  event: 'fired',
  rule_id: '7f1c2a9e-0000-4000-8000-000000000002',
  rule_name: 'EPC down',
  kind: 'epc_drop',
  webhook_url: 'https://hooks.example/T0',
  recipients: ['analyst@example.com'],
  subject_label: 'Maple Crown <VIP> in Canada',
  message:
    'EPC 0.42 EUR in the last 24 h, down 61 % against 1.08 EUR (same weekday hours, previous 4 weeks; threshold 50 %)',
  cleared_message: null,
  link: '/admin/click-log?brand=maple-crown&from=2026-11-26&to=2026-11-27',
  fired_at: '2026-11-27T21:05:00.000Z',
  cleared_at: null,
  figure: 0.42,
  baseline: 1.08,
  threshold: 50,
}

describe('the alert email', () => {
  test('an opening: the sentence first, then the rule, the subject, the time and the rows', () => {
    setEnv({ SITE_URL: 'https://casinocompass.example/' })
    const email = emailFor(fired)
    expect(email.subject).toBe('Alert: EPC down — Maple Crown <VIP> in Canada')
    expect(email.text).toBe(
      [
        fired.message,
        '',
        'Rule: EPC down',
        'About: Maple Crown <VIP> in Canada',
        'Fired 2026-11-27 21:05 UTC',
        'The rows behind it: https://casinocompass.example/admin/click-log?brand=maple-crown&from=2026-11-26&to=2026-11-27',
        '',
        'You get this email because you subscribed to the rule in the admin (Alerts).',
        '',
      ].join('\n'),
    )
    expect(email.html).toContain('Maple Crown &lt;VIP&gt; in Canada')
    expect(email.html).toContain(
      '<a href="https://casinocompass.example/admin/click-log?brand=maple-crown&amp;from=2026-11-26&amp;to=2026-11-27">',
    )
    expect(email.html).not.toMatch(/<img|<style|src=/)
  })

  test('a clearing leads with why it cleared and keeps what fired', () => {
    setEnv({})
    const email = emailFor({
      ...fired,
      event: 'cleared',
      cleared_at: '2026-11-28T03:10:00.000Z',
      cleared_message: 'EPC 1.01 EUR in the last 24 h, down 6.5 % against 1.08 EUR (…)',
    })
    expect(email.subject).toBe('Cleared: EPC down — Maple Crown <VIP> in Canada')
    expect(email.text.split('\n').slice(0, 3)).toEqual([
      'EPC 1.01 EUR in the last 24 h, down 6.5 % against 1.08 EUR (…)',
      '',
      `When it fired: ${fired.message}`,
    ])
    expect(email.text).toContain('Fired 2026-11-27 21:05 UTC, cleared 2026-11-28 03:10 UTC')
    // Without SITE_URL or ADMIN_URL the admin path stands alone.
    expect(email.text).toContain(`The rows behind it: ${fired.link}`)
  })
})

describe('the webhook body', () => {
  test("Slack's shape: text, a section in escaped mrkdwn and a context with the rows' link", () => {
    setEnv({ ADMIN_URL: 'https://admin.casinocompass.example' })
    const body = webhookBody(fired)
    expect(body.text).toBe(`Alert: EPC down — Maple Crown <VIP> in Canada: ${fired.message}`)
    expect(body.blocks).toEqual([
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: `*Alert: EPC down — Maple Crown &lt;VIP&gt; in Canada*\n${fired.message}`,
        },
      },
      {
        type: 'context',
        elements: [
          {
            type: 'mrkdwn',
            text: `Fired 2026-11-27 21:05 UTC · <https://admin.casinocompass.example${fired.link}|The rows behind it>`,
          },
        ],
      },
    ])
    expect(body.alert).toMatchObject({
      event: 'fired',
      figure: 0.42,
      baseline: 1.08,
      threshold: 50,
    })
  })
})

describe('SMTP settings', () => {
  test('port 465 with implicit TLS by default', () => {
    setEnv({ SMTP_HOST: 'smtp.example.com', SMTP_ADMIN_EMAIL: 'alerts@example.com' })
    expect(smtpSettings()).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      user: undefined,
      pass: undefined,
      from: { name: '', address: 'alerts@example.com' },
    })
  })

  test('another port without SMTP_SECURE uses STARTTLS when offered; SMTP_SECURE decides', () => {
    setEnv({ SMTP_HOST: 'h', SMTP_PORT: '2525', SMTP_ADMIN_EMAIL: 'a@example.com' })
    expect(smtpSettings()?.secure).toBe(false)
    setEnv({ SMTP_HOST: 'h', SMTP_PORT: '2465', SMTP_SECURE: 'true', SMTP_ADMIN_EMAIL: 'a@x.io' })
    expect(smtpSettings()).toMatchObject({ port: 2465, secure: true })
  })

  test('no host: not configured, and sending says so; a bad port or no sender is an error', async () => {
    setEnv({})
    expect(smtpSettings()).toBeNull()
    await expect(sendMail({ to: ['a@example.com'], subject: 's', text: 't' })).rejects.toThrow(
      MailNotConfigured,
    )
    setEnv({ SMTP_HOST: 'h', SMTP_PORT: '99999', SMTP_ADMIN_EMAIL: 'a@example.com' })
    expect(() => smtpSettings()).toThrow('SMTP_PORT must be a port number, not 99999')
    setEnv({ SMTP_HOST: 'h' })
    expect(() => smtpSettings()).toThrow('SMTP_ADMIN_EMAIL (the sender address) is not set')
  })
})
