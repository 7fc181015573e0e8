/**
 * The `reports` edge function (#28): emails the saved Analytics views whose schedule is due.
 *
 *   POST /functions/v1/reports  {"due": true}  the service role key (pg_cron, by pg_net:
 *        private.request_reports) → 200 {sent, failed}
 *
 *   403 forbidden  any other caller    400 bad_request  another body
 *
 * For each schedule public.claim_due_reports hands out (claimed, so that a second call does not
 * take it too), the view's figures for the period just ended against the period before and the
 * top rows of its breakdown come from the same report functions the Analytics page calls
 * (report_summary, report_breakdown, with the view's filters), and one email goes to its
 * recipients with a link that opens the view on those days. public.finish_report then moves
 * the schedule to its next send time (once), or keeps the error for the next attempt.
 */
import {
  breakdownLabel,
  breakdownOf,
  FILTER_LABELS,
  NARROWING_KEYS,
  type BreakdownOrder,
  type NarrowingKey,
} from '../_shared/analytics-view.ts'
import { optionalEnv } from '../_shared/env.ts'
import { change, formatFigure, SUMMARY_FIGURES } from '../_shared/figures.ts'
import { json } from '../_shared/json.ts'
import { escapeHtml, sendMail } from '../_shared/mail.ts'
import { unwrap } from '../_shared/result.ts'
import { bearerToken, isServiceKey, serviceClient } from '../_shared/service.ts'

/** Schedules claimed per call (the next call, 15 minutes on, takes the rest). */
const BATCH = 10
/** Rows of the breakdown in the email. */
export const TOP_ROWS = 10

/** One due schedule as claim_due_reports hands it out. */
export type ReportClaim = {
  schedule_id: string
  claimed_at: string
  view_id: string
  view_name: string
  state: { params?: Record<string, string> }
  frequency: 'daily' | 'weekly' | 'monthly'
  period_from: string
  period_to: string
  recipients: Array<{ email: string; name: string }>
}

type SummaryRow = Record<string, number | string | null> & { period: string }
type BreakdownRow = {
  value: string | null
  label: string | null
  sessions: number | null
  clicks: number
  conversions: number
  revenue: number
}

/** What one email reports: the figures of both periods and the breakdown's top rows. */
export type Report = {
  claim: ReportClaim
  current: SummaryRow
  previous: SummaryRow | null
  previousFrom: string
  previousTo: string
  breakdown: { label: string; order: BreakdownOrder; rows: BreakdownRow[] }
  currency: string | null
  url: string
}

/** The view's filters (the contract's narrowing keys), as the report functions take them. */
function filtersOf(claim: ReportClaim): Partial<Record<NarrowingKey, string>> {
  const params = claim.state.params ?? {}
  return Object.fromEntries(
    NARROWING_KEYS.flatMap((key) => (params[key] === undefined ? [] : [[key, params[key]]])),
  )
}

/** The Analytics URL of the view on the report's days: ADMIN_URL (or SITE_URL) + its path. */
export function viewUrl(claim: ReportClaim): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(claim.state.params ?? {})) {
    if (key !== 'period' && key !== 'from' && key !== 'to' && key !== 'saved')
      params.set(key, value)
  }
  params.set('from', claim.period_from)
  params.set('to', claim.period_to)
  params.set('saved', claim.view_id)
  const base = (optionalEnv('ADMIN_URL') ?? optionalEnv('SITE_URL') ?? '').replace(/\/+$/, '')
  return `${base}/admin/analytics?${params.toString()}`
}

/** The report of a claimed schedule, by the functions the Analytics page calls. */
async function compute(claim: ReportClaim): Promise<Report> {
  const filters = filtersOf(claim)
  const { dimension, order } = breakdownOf(new URLSearchParams(claim.state.params ?? {}))
  const db = serviceClient()
  const [summary, rows, currency] = await Promise.all([
    db.rpc('report_summary', {
      p_from: claim.period_from,
      p_to: claim.period_to,
      p_filters: filters,
    }),
    db.rpc('report_breakdown', {
      p_dimension: dimension,
      p_from: claim.period_from,
      p_to: claim.period_to,
      p_filters: filters,
      p_limit: TOP_ROWS,
      p_order: order,
    }),
    db.rpc('reporting_currency'),
  ])
  const periods = unwrap(summary) as SummaryRow[]
  const current = periods.find((row) => row.period === 'current')
  if (!current) throw new Error('The report functions answered no figures')
  const previous = periods.find((row) => row.period === 'previous') ?? null
  return {
    claim,
    current,
    previous,
    previousFrom: String(previous?.date_from ?? ''),
    previousTo: String(previous?.date_to ?? ''),
    breakdown: { label: breakdownLabel(dimension), order, rows: unwrap(rows) as BreakdownRow[] },
    currency: (unwrap(currency) as string | null) ?? null,
    url: viewUrl(claim),
  }
}

const FREQUENCY_WORDS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const

/** '▲ 12.5%', '▼ 3%', '— no previous data', '0%'. */
function changeText(value: number | null): string {
  if (value === null) return '— no previous data'
  if (value === 0) return '0%'
  return `${value > 0 ? '▲' : '▼'} ${formatFigure(Math.abs(value), 'percent')}`
}

/** The email: a plain-text part and simple table HTML with inline styles, no images. */
export function emailFor(report: Report) {
  const { claim, current, previous, breakdown, currency } = report
  const period =
    claim.period_from === claim.period_to
      ? claim.period_from
      : `${claim.period_from} to ${claim.period_to}`
  const before =
    report.previousFrom === report.previousTo
      ? report.previousFrom
      : `${report.previousFrom} to ${report.previousTo}`
  const subject = `${FREQUENCY_WORDS[claim.frequency]} report: ${claim.view_name} (${period})`
  const filters = Object.entries(filtersOf(claim)) as [NarrowingKey, string][]
  const filterText = filters.length
    ? filters.map(([key, value]) => `${FILTER_LABELS[key]}: ${value}`).join(', ')
    : 'none'

  const figures = SUMMARY_FIGURES.map((figure) => {
    const value = current[figure.key] ?? null
    const delta = previous ? change(value, previous[figure.key] ?? null) : null
    const good = delta === null || delta === 0 ? null : 'inverse' in figure ? delta < 0 : delta > 0
    return {
      label: figure.label,
      value: formatFigure(value, figure.format, currency),
      change: changeText(delta),
      color: good === null ? '#555555' : good ? '#047857' : '#b91c1c',
    }
  })
  const money = (value: number | null) => formatFigure(value, 'money', currency)
  const withSessions = breakdown.rows.some((row) => row.sessions !== null)
  const rows = breakdown.rows.map((row) => ({
    name: row.label ?? '(not recorded)',
    sessions: formatFigure(row.sessions, 'integer'),
    clicks: formatFigure(row.clicks, 'integer'),
    conversions: formatFigure(row.conversions, 'integer'),
    revenue: money(row.revenue),
    epc: money(Number(row.clicks) ? Number(row.revenue) / Number(row.clicks) : null),
  }))
  const top = `Top ${breakdown.rows.length} by ${breakdown.label.toLowerCase()}, ranked by ${breakdown.order}`
  const footer = `You get this email because a member of staff scheduled the saved view "${claim.view_name}" for you (Analytics, Saved views).`

  const width = Math.max(...figures.map((figure) => figure.label.length))
  const text = [
    `${claim.view_name}: ${period}, compared with ${before}.`,
    `Filters: ${filterText}`,
    '',
    ...figures.map(
      (figure) => `${figure.label.padEnd(width)}  ${figure.value.padStart(12)}  ${figure.change}`,
    ),
    '',
    `${top}:`,
    ...(rows.length
      ? rows.map(
          (row, index) =>
            `${index + 1}. ${row.name}: ${withSessions ? `${row.sessions} sessions, ` : ''}${row.clicks} clicks, ${row.conversions} conversions, ${row.revenue} revenue, EPC ${row.epc}`,
        )
      : ['No traffic in this period.']),
    '',
    `Open it in the admin: ${report.url}`,
    '',
    footer,
  ].join('\n')

  const cell = 'padding:6px 10px;border-bottom:1px solid #e5e5e5;'
  const right = `${cell}text-align:right;white-space:nowrap;`
  const head = `${cell}text-align:left;color:#555555;font-weight:600;`
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111111;max-width:640px">',
    `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(claim.view_name)}</h1>`,
    `<p style="margin:0 0 4px">${escapeHtml(period)}, compared with ${escapeHtml(before)}.</p>`,
    `<p style="margin:0 0 16px;color:#555555">Filters: ${escapeHtml(filterText)}</p>`,
    '<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%">',
    ...figures.map(
      (figure) =>
        `<tr><th scope="row" style="${head}">${escapeHtml(figure.label)}</th><td style="${right}font-weight:600">${escapeHtml(figure.value)}</td><td style="${right}color:${figure.color}">${escapeHtml(figure.change)}</td></tr>`,
    ),
    '</table>',
    `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(top)}</h2>`,
    rows.length
      ? [
          '<table cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%">',
          `<tr><th style="${head}">${escapeHtml(breakdown.label)}</th>${withSessions ? `<th style="${head}text-align:right">Sessions</th>` : ''}<th style="${head}text-align:right">Clicks</th><th style="${head}text-align:right">Conversions</th><th style="${head}text-align:right">Revenue</th><th style="${head}text-align:right">EPC</th></tr>`,
          ...rows.map(
            (row) =>
              `<tr><td style="${cell}">${escapeHtml(row.name)}</td>${withSessions ? `<td style="${right}">${escapeHtml(row.sessions)}</td>` : ''}<td style="${right}">${escapeHtml(row.clicks)}</td><td style="${right}">${escapeHtml(row.conversions)}</td><td style="${right}">${escapeHtml(row.revenue)}</td><td style="${right}">${escapeHtml(row.epc)}</td></tr>`,
          ),
          '</table>',
        ].join('\n')
      : '<p>No traffic in this period.</p>',
    `<p style="margin:20px 0"><a href="${escapeHtml(report.url)}" style="color:#1d4ed8">Open it in the admin</a></p>`,
    `<p style="color:#555555;font-size:12px">${escapeHtml(footer)}</p>`,
    '</div>',
  ].join('\n')
  return { subject, text: `${text}\n`, html }
}

/** Sends one claimed schedule and ends its claim; the error, if it failed. */
async function send(claim: ReportClaim): Promise<string | null> {
  let failure: string | null = null
  try {
    if (claim.recipients.length === 0) {
      throw new Error('No recipient can read Analytics any more: choose others')
    }
    const email = emailFor(await compute(claim))
    await sendMail({ to: claim.recipients.map((recipient) => recipient.email), ...email })
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  }
  unwrap(
    await serviceClient().rpc('finish_report', {
      p_schedule_id: claim.schedule_id,
      p_claimed_at: claim.claimed_at,
      p_error: failure,
    }),
  )
  return failure
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') return json({ message: 'Use POST' }, 405)
  const body = (await req.json().catch(() => ({}))) as { due?: unknown }
  if (!isServiceKey(bearerToken(req))) return json({ outcome: 'forbidden' }, 403)
  if (body.due !== true) {
    return json({ outcome: 'bad_request', message: 'Send {"due": true}' }, 400)
  }
  try {
    const claims = unwrap(
      await serviceClient().rpc('claim_due_reports', { p_limit: BATCH }),
    ) as ReportClaim[]
    let failed = 0
    // One at a time: a handful per call, and the SMTP server sees one connection.
    for (const claim of claims) if ((await send(claim)) !== null) failed += 1
    return json({ sent: claims.length - failed, failed })
  } catch (failure) {
    return json({ message: failure instanceof Error ? failure.message : String(failure) }, 500)
  }
}
