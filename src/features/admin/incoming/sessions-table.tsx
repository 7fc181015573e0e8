/**
 * Incoming Clicks: the visitor sessions, newest first, filtered by the URL (period, country,
 * device, UTM, clicks, bots, conversion and the rest of Analytics' contract that applies to
 * a session); a row's time opens its detail panel (`?session=<id>`).
 */
import { Badge } from '@/components/ui/badge'
import { numberColumn, type ListColumn } from '../components/data-table'
import { convertedColumn, visitColumns } from '../components/traffic-log/columns'
import { TrafficLogTable, type TrafficLog } from '../components/traffic-log/log-table'
import { fetchSessionPage } from './api/fetch-session-page'
import { sessionListOptions, type SessionListRow } from './api/list-sessions'
import { sessionKeys } from './keys'
import { SessionDetailSheet } from './session-detail'

/** Where the visit came from: UTM source, else the referring host, else direct. */
function sessionSource(row: SessionListRow): string {
  return row.utm_source ?? row.referrer_host ?? 'Direct'
}

const columns: ListColumn<SessionListRow>[] = [
  { id: 'session_id', label: 'Session id', value: (row) => row.session_id, table: false },
  { id: 'user_id', label: 'Visitor id', value: (row) => row.user_id, table: false },
  ...visitColumns<SessionListRow>(sessionSource),
  { id: 'utm_source', label: 'UTM source', value: (row) => row.utm_source, table: false },
  { id: 'utm_medium', label: 'UTM medium', value: (row) => row.utm_medium, table: false },
  {
    id: 'utm_campaign',
    label: 'Campaign',
    value: (row) => row.utm_campaign,
    blank: '—',
    className: 'hidden xl:table-cell',
    csv: { header: 'UTM campaign' },
  },
  // Second in the table, after the time; in its place among the visit's fields in the CSV.
  {
    id: 'entry_page',
    label: 'Landing page',
    value: (row) => row.entry_page,
    blank: '—',
    leading: true,
  },
  {
    id: 'time_on_site_sec',
    label: 'Time on site (s)',
    value: (row) => row.time_on_site_sec,
    table: false,
  },
  numberColumn('click_count', 'Clicks', (row) => row.click_count),
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
