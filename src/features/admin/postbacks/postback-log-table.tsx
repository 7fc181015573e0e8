/**
 * The postback log: every request the postback function received, newest first, with its
 * outcome and reason, event, payout, transaction and click ids, brand, source, time and IP;
 * filters on each, 'Export CSV', and 'Details' opening the raw request beside the list.
 */
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { DataTable, DataTableColumnHeader, type CsvColumn } from '../components/data-table'
import { exactTime, timeAgo } from '../components/time-ago'
import { sourceChoicesQueryOptions } from './api/sources'
import {
  fetchPostbackPage,
  logFilterChoicesQueryOptions,
  postbackLogOptions,
  type PostbackLogRow,
} from './api/postback-log'
import { postbackLogKeys } from './keys'
import { clickHref, DETAIL_PARAM } from './links'
import { EVENT_TYPE_LABELS, type EventType } from './postback-fields'
import { formatMoney } from '../components/reporting/format'
import { repeatedText } from './postback-format'
import { PostbackStatusBadge } from './postback-status'

const column = createColumnHelper<PostbackLogRow>()

/** Currencies offered even before a rate is set for them. */
const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'AUD']

const csvColumns: CsvColumn<PostbackLogRow>[] = [
  { header: 'Received', value: (row) => row.received_at },
  { header: 'Status', value: (row) => row.status },
  { header: 'Reason', value: (row) => row.status_reason },
  { header: 'Times received', value: (row) => row.repeat_count },
  { header: 'Last received', value: (row) => row.last_received_at },
  { header: 'Event', value: (row) => row.event },
  { header: 'Event type', value: (row) => row.event_type },
  { header: 'Payout', value: (row) => row.payout },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Payout (reporting)', value: (row) => row.payout_reporting },
  { header: 'Transaction id', value: (row) => row.transaction_id },
  { header: 'Click id', value: (row) => row.click_id },
  { header: 'Brand', value: (row) => row.brand_clicks_history?.brand_name ?? null },
  { header: 'Source', value: (row) => row.postback_sources?.name ?? null },
  { header: 'IP', value: (row) => row.ip },
  { header: 'Test', value: (row) => (row.is_test ? 'yes' : 'no') },
]

export function PostbackLogTable() {
  const [params] = useSearchParams()
  const sources = useQuery(sourceChoicesQueryOptions())
  const choices = useQuery(logFilterChoicesQueryOptions())
  const filterOptions = useMemo(
    () => ({
      source: (sources.data ?? []).map((s) => ({ value: s.id, label: s.name })),
      brand: (choices.data?.brands ?? []).map((b) => ({ value: b.id, label: b.brand_name })),
      currency: [...new Set([...COMMON_CURRENCIES, ...(choices.data?.currencies ?? [])])]
        .sort()
        .map((code) => ({ value: code, label: code })),
    }),
    [sources.data, choices.data],
  )

  const columns = useMemo(() => {
    const detailHref = (id: string) => {
      const next = new URLSearchParams(params)
      next.set(DETAIL_PARAM, id)
      return `?${next.toString()}`
    }
    return [
      column.accessor('received_at', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Time" />,
        enableHiding: false,
        meta: { label: 'Time' },
        cell: (info) => (
          <time dateTime={info.getValue()} title={exactTime(info.getValue())}>
            {timeAgo(info.getValue())}
          </time>
        ),
      }),
      column.accessor('status', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Status" />,
        meta: { label: 'Status' },
        cell: (info) => (
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-1">
              <PostbackStatusBadge status={info.getValue()} />
              {info.row.original.is_test ? <Badge variant="outline">test</Badge> : null}
            </div>
            {info.row.original.status_reason ? (
              <p className="max-w-56 text-xs text-muted-foreground">
                {info.row.original.status_reason}
              </p>
            ) : null}
            {info.row.original.repeat_count > 1 ? (
              <p className="text-xs text-muted-foreground">{repeatedText(info.row.original)}</p>
            ) : null}
          </div>
        ),
      }),
      column.accessor('event_type', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Event" />,
        meta: { label: 'Event' },
        cell: (info) =>
          info.getValue() ? (
            <span title={info.row.original.event ?? undefined}>
              {EVENT_TYPE_LABELS[info.getValue() as EventType] ?? info.getValue()}
            </span>
          ) : (
            '—'
          ),
      }),
      column.accessor('payout_reporting', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Payout" />,
        meta: { label: 'Payout', className: 'text-right tabular-nums' },
        cell: (info) => formatMoney(info.row.original.payout, info.row.original.currency),
      }),
      column.accessor('transaction_id', {
        header: 'Transaction id',
        enableSorting: false,
        meta: { label: 'Transaction id' },
        cell: (info) => <code className="break-all text-xs">{info.getValue() ?? '—'}</code>,
      }),
      column.accessor('click_id', {
        header: 'Click id',
        enableSorting: false,
        meta: { label: 'Click id' },
        cell: (info) => {
          const linked = info.row.original.brand_clicks_history?.click_id
          return linked ? (
            <Link to={clickHref(linked)} className="break-all text-xs text-primary underline">
              {linked}
            </Link>
          ) : (
            <code className="break-all text-xs">{info.getValue() ?? '—'}</code>
          )
        },
      }),
      column.display({
        id: 'brand',
        header: 'Brand',
        meta: { label: 'Brand' },
        cell: (info) => info.row.original.brand_clicks_history?.brand_name ?? '—',
      }),
      column.display({
        id: 'source',
        header: 'Source',
        meta: { label: 'Source' },
        cell: (info) => info.row.original.postback_sources?.name ?? '—',
      }),
      column.accessor('ip', {
        header: 'IP',
        enableSorting: false,
        meta: { label: 'IP' },
        cell: (info) => <code className="break-all text-xs">{info.getValue() ?? '—'}</code>,
      }),
      column.display({
        id: 'details',
        header: () => <span className="sr-only">Details</span>,
        enableHiding: false,
        meta: { label: 'Details' },
        cell: (info) => (
          <Link
            to={detailHref(info.row.original.id)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Details of the postback received ${exactTime(info.row.original.received_at)}`}
          >
            Details
          </Link>
        ),
      }),
    ]
  }, [params])

  return (
    <DataTable
      name="postbacks"
      label="Postback log"
      columns={columns}
      listOptions={postbackLogOptions}
      queryKey={postbackLogKeys.list}
      fetchPage={fetchPostbackPage}
      getRowId={(row) => row.id}
      countMode="estimated"
      csv={{ columns: csvColumns }}
      filterOptions={filterOptions}
      empty={{
        title: 'No postbacks yet',
        description:
          'Postbacks appear here as networks send them; Test Postback sends one for a real click.',
      }}
    />
  )
}
