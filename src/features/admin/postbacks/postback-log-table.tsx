/**
 * The postback log: every request the postback function received, newest first, with its
 * outcome and reason, event, payout, transaction and click ids, brand, source, time and IP;
 * filters on each, 'Export CSV', and the row (or its 'Details') opening the raw request beside
 * the list. Long ids are shortened (whole on hover, with a copy button) so every column fits.
 */
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useCallback, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import {
  Clipped,
  ListTable,
  numberColumn,
  ShortId,
  type ListColumn,
} from '../components/data-table'
import { exactTime } from '../components/time-ago'
import { csvOnly, timeAgoColumn } from '../components/traffic-log/columns'
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

/** Currencies offered even before a rate is set for them. */
const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'AUD']

const columns: ListColumn<PostbackLogRow>[] = [
  {
    ...timeAgoColumn({ id: 'received_at', label: 'Time', value: (row) => row.received_at }),
    csv: { header: 'Received' },
  },
  {
    id: 'status',
    label: 'Status',
    value: (row) => row.status,
    role: 'figure',
    cell: (row) => (
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-1">
          <PostbackStatusBadge status={row.status} />
          {row.is_test ? <Badge variant="outline">test</Badge> : null}
        </div>
        {row.status_reason ? (
          <p
            className="line-clamp-2 max-w-40 whitespace-normal text-xs text-muted-foreground"
            title={row.status_reason}
          >
            {row.status_reason}
          </p>
        ) : null}
        {row.repeat_count > 1 ? (
          <p className="text-xs text-muted-foreground">{repeatedText(row)}</p>
        ) : null}
      </div>
    ),
  },
  csvOnly('status_reason', 'Reason', (row) => row.status_reason),
  csvOnly('repeat_count', 'Times received', (row) => row.repeat_count),
  csvOnly('last_received_at', 'Last received', (row) => row.last_received_at),
  csvOnly('event', 'Event', (row) => row.event),
  {
    id: 'event_type',
    label: 'Event',
    value: (row) => row.event_type,
    csv: { header: 'Event type' },
    // Where the sidebar leaves room: the detail panel has it too.
    className: 'hidden 2xl:table-cell',
    cell: (row) =>
      row.event_type ? (
        <span title={row.event ?? undefined}>
          {EVENT_TYPE_LABELS[row.event_type as EventType] ?? row.event_type}
        </span>
      ) : (
        '—'
      ),
  },
  csvOnly('payout', 'Payout', (row) => row.payout),
  csvOnly('currency', 'Currency', (row) => row.currency),
  {
    ...numberColumn<PostbackLogRow>(
      'payout_reporting',
      'Payout',
      (row) => row.payout_reporting,
      (row) => formatMoney(row.payout, row.currency),
    ),
    csv: { header: 'Payout (reporting)' },
    role: 'figure',
  },
  {
    id: 'transaction_id',
    label: 'Transaction id',
    value: (row) => row.transaction_id,
    role: 'id',
    className: 'hidden xl:table-cell',
  },
  {
    id: 'click_id',
    label: 'Click id',
    value: (row) => row.click_id,
    role: 'id',
    // The click it names, when it names one: the id links to it.
    cell: (row) => {
      const linked = row.brand_clicks_history?.click_id
      const id = linked ?? row.click_id
      if (!id) return '—'
      return <ShortId value={id} label="Click id" to={linked ? clickHref(linked) : undefined} />
    },
  },
  {
    id: 'brand',
    label: 'Brand',
    value: (row) => row.brand_clicks_history?.brand_name ?? null,
    role: 'figure',
    cell: (row) => <Clipped text={row.brand_clicks_history?.brand_name ?? null} width="max-w-32" />,
  },
  {
    id: 'source',
    label: 'Source',
    value: (row) => row.postback_sources?.name ?? null,
    className: 'hidden xl:table-cell',
    cell: (row) => <Clipped text={row.postback_sources?.name ?? null} width="max-w-28" />,
  },
  {
    id: 'ip',
    label: 'IP',
    value: (row) => row.ip,
    // Where the sidebar leaves room: the detail panel has it too.
    className: 'hidden 2xl:table-cell',
    cell: (row) => <code className="text-xs">{row.ip ?? '—'}</code>,
  },
  csvOnly('is_test', 'Test', (row) => row.is_test),
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

  const detailHref = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params)
      next.set(DETAIL_PARAM, id)
      return `?${next.toString()}`
    },
    [params],
  )
  const details = useMemo(
    (): ColumnDef<PostbackLogRow>[] => [
      {
        id: 'details',
        header: () => <span className="sr-only">Details</span>,
        enableHiding: false,
        meta: { label: 'Details', role: 'actions', className: 'text-right' },
        cell: ({ row }) => (
          <Link
            to={detailHref(row.original.id)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Details of the postback received ${exactTime(row.original.received_at)}`}
          >
            Details
          </Link>
        ),
      },
    ],
    [detailHref],
  )

  return (
    <ListTable
      name="postbacks"
      label="Postback log"
      columns={columns}
      after={details}
      listOptions={postbackLogOptions}
      queryKey={postbackLogKeys.list}
      fetchPage={fetchPostbackPage}
      getRowId={(row) => row.id}
      rowHref={(row) => detailHref(row.id)}
      filterOptions={filterOptions}
      empty={{
        title: 'No postbacks yet',
        description:
          'Postbacks appear here as networks send them; Test Postback sends one for a real click.',
      }}
    />
  )
}
