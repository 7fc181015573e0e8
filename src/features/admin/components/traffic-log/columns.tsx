/**
 * The columns both traffic logs show the same way, each with its CSV shape: when (opening
 * the row's detail panel), where and on what device the visitor was, where they came from,
 * and whether the visit converted; the fields a log exports without showing them; and the
 * time of the logs read at a glance (the postback and audit logs: '5 minutes ago').
 */
import { Badge } from '@/components/ui/badge'
import { Clipped, RowEditLink, type ListColumn } from '../data-table'
import { exactTime, shortTime, timeAgo } from '../time-ago'

/** A log's time: which column it is, its heading and the row's value. */
export type LogTime<Row> = { id: string; label: string; value: (row: Row) => string }

/** An instant as `format` writes it; the exact time on hover, the timestamp for machines. */
const instant = (at: string, format: (date: string) => string) => (
  <time dateTime={at} title={exactTime(at)}>
    {format(at)}
  </time>
)

/**
 * The sortable time the log leads with and a phone's card is headed by; the time links to
 * the row's detail panel (as the whole row does).
 */
export function timeColumn<Row extends { id: string }>(
  time: LogTime<Row>,
  hrefFor: (id: string) => string,
): ListColumn<Row> {
  return {
    ...time,
    title: true,
    leading: true,
    className: 'whitespace-nowrap',
    cell: (row) => (
      <RowEditLink to={hrefFor(row.id)}>{instant(time.value(row), shortTime)}</RowEditLink>
    ),
  }
}

/**
 * The log's time as how long ago it was ('5 minutes ago'), heading a phone's card; the
 * timestamp in the CSV.
 */
export function timeAgoColumn<Row>(time: LogTime<Row>): ListColumn<Row> {
  return {
    ...time,
    title: true,
    className: 'whitespace-nowrap',
    cell: (row) => instant(time.value(row), timeAgo),
  }
}

/** What a row tells of the visit, as both logs' views name it. */
type Visit = Record<
  'country' | 'city' | 'device_type' | 'browser' | 'os' | 'referrer_host',
  string | null
>

/**
 * Where the visitor was and came from: 'Country' (with the city), 'Device' (with browser and
 * OS) and 'Source' (`source`, in one word) in the table; country, city, device, browser, OS
 * and referrer host apart in the CSV.
 */
export function visitColumns<Row extends Visit>(source: (row: Row) => string): ListColumn<Row>[] {
  return [
    {
      id: 'country',
      label: 'Country',
      value: (row) => row.country,
      className: 'hidden xl:table-cell',
      cell: (row) => (
        <Clipped text={[row.country, row.city].filter(Boolean).join(', ')} width="max-w-28" />
      ),
    },
    csvOnly('city', 'City', (row) => row.city),
    {
      id: 'device_type',
      label: 'Device',
      value: (row) => row.device_type,
      className: 'hidden xl:table-cell',
      cell: (row) => (
        <Clipped
          text={[row.device_type, row.browser, row.os].filter(Boolean).join(' · ')}
          width="max-w-28"
        />
      ),
    },
    csvOnly('browser', 'Browser', (row) => row.browser),
    csvOnly('os', 'OS', (row) => row.os),
    {
      id: 'source',
      label: 'Source',
      value: source,
      className: 'hidden xl:table-cell',
      csv: false,
      cell: (row) => <Clipped text={source(row)} width="max-w-28" />,
    },
    csvOnly('referrer_host', 'Referrer host', (row) => row.referrer_host),
  ]
}

/** A field of the row the CSV has and the table has no room for. */
export function csvOnly<Row>(
  id: string,
  label: string,
  value: (row: Row) => unknown,
): ListColumn<Row> {
  return { id, label, value, table: false }
}

/** 'Converted': a badge, or No. */
export function convertedColumn<Row extends { converted: boolean }>(): ListColumn<Row> {
  return {
    id: 'converted',
    label: 'Converted',
    value: (row) => row.converted,
    role: 'figure',
    cell: (row) => (row.converted ? <Badge variant="success">Converted</Badge> : <span>No</span>),
  }
}
