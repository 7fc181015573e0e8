/**
 * Incoming Clicks: the visitor sessions, newest first, filtered by the URL (period, country,
 * device, UTM, clicks, bots, conversion and the rest of Analytics' contract that applies to
 * a session); a row opens its detail panel (`?session=<id>`). On a phone a session's card
 * shows its landing page, clicks and conversion.
 */
import { Badge } from '@/components/ui/badge'
import { Clipped, numberColumn, type ListColumn } from '../components/data-table'
import { convertedColumn, csvOnly, visitColumns } from '../components/traffic-log/columns'
import { TrafficLogTable, type TrafficLog } from '../components/traffic-log/log-table'
import { fetchSessionCount, fetchSessionPage } from './api/fetch-session-page'
import { sessionListOptions, type SessionListRow } from './api/list-sessions'
import { sessionKeys } from './keys'
import { SessionDetailSheet } from './session-detail'

/** Where the visit came from: UTM source, else the referring host, else direct. */
function sessionSource(row: SessionListRow): string {
  return row.utm_source ?? row.referrer_host ?? 'Direct'
}

const columns: ListColumn<SessionListRow>[] = [
  csvOnly('session_id', 'Session id', (row) => row.session_id),
  csvOnly('user_id', 'Visitor id', (row) => row.user_id),
  ...visitColumns<SessionListRow>(sessionSource),
  csvOnly('utm_source', 'UTM source', (row) => row.utm_source),
  csvOnly('utm_medium', 'UTM medium', (row) => row.utm_medium),
  {
    id: 'utm_campaign',
    label: 'Campaign',
    value: (row) => row.utm_campaign,
    blank: '—',
    // The widest optional column shows only where the sidebar leaves room for it.
    className: 'hidden 2xl:table-cell',
    csv: { header: 'UTM campaign' },
  },
  // Second in the table, after the time; in its place among the visit's fields in the CSV.
  {
    id: 'entry_page',
    label: 'Landing page',
    value: (row) => row.entry_page,
    leading: true,
    role: 'figure',
    cell: (row) => <Clipped text={row.entry_page} width="max-w-40" />,
  },
  csvOnly('time_on_site_sec', 'Time on site (s)', (row) => row.time_on_site_sec),
  { ...numberColumn('click_count', 'Clicks', (row) => row.click_count), role: 'figure' },
  {
    id: 'has_bot_clicks',
    label: 'Bots',
    value: (row) => row.has_bot_clicks,
    className: 'hidden sm:table-cell',
    csv: { header: 'Bot clicks' },
    cell: (row) => (row.has_bot_clicks ? <Badge variant="destructive">Bot</Badge> : 'No'),
  },
  convertedColumn(),
]

const sessionLog: TrafficLog<SessionListRow> = {
  name: 'incoming',
  label: 'Visitor sessions',
  detailParam: 'session',
  time: { id: 'created_at', label: 'Started', value: (row) => row.created_at },
  columns,
  options: sessionListOptions,
  keys: sessionKeys,
  fetchPage: fetchSessionPage,
  fetchCount: fetchSessionCount,
  filterKeys: ['country'],
  empty: {
    title: 'No visits yet',
    description: 'Each visitor tab that opens a page of the public site appears here.',
  },
  detail: SessionDetailSheet,
}

export function SessionsTable() {
  return <TrafficLogTable log={sessionLog} />
}
