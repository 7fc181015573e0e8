/**
 * The `alerts` edge function (#28): delivers alert episodes as they open and clear, by email to
 * the rule's subscribers (_shared/mail.ts) and as Slack-compatible JSON to the rule's webhook.
 *
 *   POST /functions/v1/alerts  {"deliver": true}  the service role key (the database, by pg_net:
 *        private.request_alert_deliveries after each evaluation) → 200 {delivered: [...]}
 *
 *   403 forbidden  any other caller    400 bad_request  another body
 *
 * Each opening and each clearing is taken once (public.claim_alert_deliveries stamps it as it
 * hands it out), so a retry, a second call or a call that crashes halfway never sends it twice:
 * delivery is at most once, and what happened is recorded on the episode (email_status,
 * webhook_status, delivery). A webhook goes to public addresses only (_shared/public-target.ts,
 * redirects not followed): a private, loopback or link-local target is refused and recorded. The
 * local test stacks allow loopback, where their stand-in webhooks listen (ALERTS_ALLOW_LOOPBACK=1).
 */
import { lookup } from 'node:dns/promises'
import { optionalEnv } from '../_shared/env.ts'
import { json } from '../_shared/json.ts'
import { escapeHtml, sendMail } from '../_shared/mail.ts'
import type { HostRefusal } from '../_shared/public-address.ts'
import { checkPublicTarget } from '../_shared/public-target.ts'
import { unwrap } from '../_shared/result.ts'
import { bearerToken, isServiceKey, serviceClient as service } from '../_shared/service.ts'

export const ALLOW_LOOPBACK_ENV = 'ALERTS_ALLOW_LOOPBACK'

/** Episodes taken per claim, and claims per call (the next evaluation's call takes the rest). */
const BATCH = 20
const MAX_ROUNDS = 5
const WEBHOOK_TIMEOUT_MS = 10_000

/** One delivery as claim_alert_deliveries hands it out. */
export type AlertDelivery = {
  alert_id: string
  event: 'fired' | 'cleared'
  rule_id: string
  rule_name: string
  kind: string
  webhook_url: string | null
  recipients: string[]
  subject_label: string
  message: string
  cleared_message: string | null
  link: string | null
  fired_at: string
  cleared_at: string | null
  figure: number | null
  baseline: number | null
  threshold: number | null
}

/** '2026-11-27 21:05 UTC' */
function when(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The admin URL of the rows behind the episode: ADMIN_URL (or SITE_URL) + its path. */
function rowsUrl(link: string | null): string | null {
  if (!link) return null
  const base = optionalEnv('ADMIN_URL') ?? optionalEnv('SITE_URL')
  return base ? `${base.replace(/\/+$/, '')}${link}` : link
}

/** What a delivery says, in one place for the email and the webhook. */
export function describe(alert: AlertDelivery) {
  const cleared = alert.event === 'cleared'
  const title = `${cleared ? 'Cleared' : 'Alert'}: ${alert.rule_name} — ${alert.subject_label}`
  const lead = cleared ? (alert.cleared_message ?? 'Back within the threshold') : alert.message
  const timeline = cleared
    ? `Fired ${when(alert.fired_at)}, cleared ${alert.cleared_at ? when(alert.cleared_at) : 'now'}`
    : `Fired ${when(alert.fired_at)}`
  return {
    title,
    lead,
    /** The opening's sentence, when the lead is the clearing's. */
    firedWith: cleared ? alert.message : null,
    timeline,
    url: rowsUrl(alert.link),
  }
}

export function emailFor(alert: AlertDelivery) {
  const d = describe(alert)
  const lines = [
    d.lead,
    ...(d.firedWith ? ['', `When it fired: ${d.firedWith}`] : []),
    '',
    `Rule: ${alert.rule_name}`,
    `About: ${alert.subject_label}`,
    d.timeline,
    ...(d.url ? [`The rows behind it: ${d.url}`] : []),
    '',
    'You get this email because you subscribed to the rule in the admin (Alerts).',
  ]
  const html = [
    `<h2 style="font-size:18px">${escapeHtml(d.title)}</h2>`,
    `<p style="font-size:16px"><strong>${escapeHtml(d.lead)}</strong></p>`,
    d.firedWith ? `<p>When it fired: ${escapeHtml(d.firedWith)}</p>` : '',
    '<table cellpadding="4" style="border-collapse:collapse">',
    `<tr><th align="left">Rule</th><td>${escapeHtml(alert.rule_name)}</td></tr>`,
    `<tr><th align="left">About</th><td>${escapeHtml(alert.subject_label)}</td></tr>`,
    `<tr><th align="left">When</th><td>${escapeHtml(d.timeline)}</td></tr>`,
    '</table>',
    d.url ? `<p><a href="${escapeHtml(d.url)}">Open the rows behind it</a></p>` : '',
    '<p style="color:#555">You get this email because you subscribed to the rule in the admin (Alerts).</p>',
  ]
    .filter(Boolean)
    .join('\n')
  return { subject: d.title, text: `${lines.join('\n')}\n`, html }
}

/** Slack's mrkdwn escapes (its docs: &, < and > only). */
const mrkdwn = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Slack-compatible JSON: `text` for notifications and plain receivers, `blocks` for Slack. */
export function webhookBody(alert: AlertDelivery) {
  const d = describe(alert)
  const context = [d.timeline, ...(d.url ? [`<${d.url}|The rows behind it>`] : [])].join(' · ')
  return {
    text: `${d.title}: ${d.lead}`,
    blocks: [
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `*${mrkdwn(d.title)}*\n${mrkdwn(d.lead)}` },
      },
      ...(d.firedWith
        ? [
            {
              type: 'section',
              text: { type: 'mrkdwn', text: `When it fired: ${mrkdwn(d.firedWith)}` },
            },
          ]
        : []),
      { type: 'context', elements: [{ type: 'mrkdwn', text: context }] },
    ],
    alert: {
      id: alert.alert_id,
      event: alert.event,
      rule_id: alert.rule_id,
      kind: alert.kind,
      subject: alert.subject_label,
      figure: alert.figure,
      baseline: alert.baseline,
      threshold: alert.threshold,
      fired_at: alert.fired_at,
      cleared_at: alert.cleared_at,
      link: d.url,
    },
  }
}

function refusalWords({ name, address, kind }: HostRefusal): string {
  return name
    ? `${name} resolves to a ${kind} address (${address})`
    : `${address} is a ${kind} address`
}

async function deliverEmail(alert: AlertDelivery): Promise<{ status: string; details: unknown }> {
  if (alert.recipients.length === 0) return { status: 'no subscribers', details: null }
  const message = emailFor(alert)
  const sent: string[] = []
  const failed: { to: string; error: string }[] = []
  // One message per person: subscribers do not see each other's addresses.
  for (const to of alert.recipients) {
    try {
      const result = await sendMail({ to: [to], ...message })
      if (result.accepted.length > 0) sent.push(to)
      else failed.push({ to, error: 'refused by the server' })
    } catch (error) {
      failed.push({ to, error: error instanceof Error ? error.message : String(error) })
    }
  }
  const status =
    failed.length === 0
      ? `sent to ${sent.length}`
      : `sent to ${sent.length}, failed for ${failed.length}: ${failed[0]!.error}`
  return { status, details: { sent, failed } }
}

async function deliverWebhook(
  alert: AlertDelivery,
  allowLoopback: boolean,
): Promise<{ status: string; details: unknown }> {
  if (!alert.webhook_url) return { status: 'none', details: null }
  let url: URL
  try {
    url = new URL(alert.webhook_url)
  } catch {
    return { status: 'refused: not a URL', details: null }
  }
  const target = await checkPublicTarget(url, {
    resolve: async (name) =>
      (await lookup(name, { all: true, verbatim: true })).map((a) => a.address),
    allowLoopback,
  })
  if (!target.ok) {
    const why = target.refusal ? refusalWords(target.refusal) : `${url.hostname} does not resolve`
    return { status: `refused: ${why}; only public addresses are called`, details: null }
  }
  try {
    const reply = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(webhookBody(alert)),
      // A redirect could lead anywhere, a private address included: not followed.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
    await reply.body?.cancel()
    return {
      status: reply.ok ? `HTTP ${reply.status}` : `failed: HTTP ${reply.status}`,
      details: { status: reply.status },
    }
  } catch (error) {
    return {
      status: `failed: ${error instanceof Error ? error.message : String(error)}`,
      details: null,
    }
  }
}

async function deliver(alert: AlertDelivery, allowLoopback: boolean) {
  const [email, webhook] = await Promise.all([
    deliverEmail(alert),
    deliverWebhook(alert, allowLoopback),
  ])
  unwrap(
    await service().rpc('record_alert_delivery', {
      p_alert_id: alert.alert_id,
      p_event: alert.event,
      p_email_status: email.status,
      p_webhook_status: webhook.status,
      p_details: { email: email.details, webhook: webhook.details },
    }),
  )
  return {
    alert_id: alert.alert_id,
    event: alert.event,
    email: email.status,
    webhook: webhook.status,
  }
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') return json({ message: 'Use POST' }, 405)
  if (!isServiceKey(bearerToken(req))) return json({ outcome: 'forbidden' }, 403)
  const body = (await req.json().catch(() => ({}))) as { deliver?: unknown }
  if (body.deliver !== true) {
    return json({ outcome: 'bad_request', message: 'Send {"deliver": true}' }, 400)
  }
  try {
    const allowLoopback = optionalEnv(ALLOW_LOOPBACK_ENV) === '1'
    const delivered = []
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const batch = unwrap(
        await service().rpc('claim_alert_deliveries', { p_limit: BATCH }),
      ) as AlertDelivery[]
      if (batch.length === 0) break
      // One at a time: a batch is small, and the SMTP server sees one connection.
      for (const alert of batch) delivered.push(await deliver(alert, allowLoopback))
    }
    return json({ delivered }, 200)
  } catch (failure) {
    return json({ message: failure instanceof Error ? failure.message : String(failure) }, 500)
  }
}
