/**
 * Incoming Clicks: the visitor sessions, newest first, filtered by the URL (period, country,
 * device, UTM, clicks, bots, conversion and the rest of Analytics' contract that applies to
 * a session); a row's time opens its detail panel (`?session=<id>`).
 */
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { DataTable, yesNo, type CsvColumn } from '../components/data-table'
import {
  deviceColumn,
  placeColumn,
  sourceColumn,
  timeColumn,
} from '../components/traffic-log/columns'
import { useDetailParam } from '../components/traffic-log/use-detail-param'
import { useLogFilterOptions } from '../components/traffic-log/api/get-log-filter-options'
import { fetchSessionPage } from './api/fetch-session-page'
import { sessionListOptions, type SessionListRow } from './api/list-sessions'
import { sessionKeys } from './keys'
import { SessionDetailSheet } from './session-detail'

const column = createColumnHelper<SessionListRow>()

/** Where the visit came from: UTM source, else the referring host, else direct. */
function sessionSource(row: SessionListRow): string {
  return row.utm_source ?? row.referrer_host ?? 'Direct'
}

const csvColumns: CsvColumn<SessionListRow>[] = [
  { header: 'Started', value: (row) => row.created_at },
  { header: 'Session id', value: (row) => row.session_id },
  { header: 'Visitor id', value: (row) => row.user_id },
  { header: 'Country', value: (row) => row.country },
  { header: 'City', value: (row) => row.city },
  { header: 'Device', value: (row) => row.device_type },
  { header: 'Browser', value: (row) => row.browser },
  { header: 'OS', value: (row) => row.os },
  { header: 'Referrer host', value: (row) => row.referrer_host },
  { header: 'UTM source', value: (row) => row.utm_source },
  { header: 'UTM medium', value: (row) => row.utm_medium },
  { header: 'UTM campaign', value: (row) => row.utm_campaign },
  { header: 'Landing page', value: (row) => row.entry_page },
  { header: 'Time on site (s)', value: (row) => row.time_on_site_sec },
  { header: 'Clicks', value: (row) => row.click_count },
  { header: 'Bot clicks', value: (row) => yesNo(row.has_bot_clicks) },
  { header: 'Converted', value: (row) => yesNo(row.converted) },
]

export function SessionsTable() {
  const detail = useDetailParam('session')
  const { hrefFor } = detail
  const options = useLogFilterOptions()
  const filterOptions = useMemo(
    () => (options.data ? { country: options.data.country } : undefined),
    [options.data],
  )

  const columns = useMemo(
    () => [
      timeColumn<SessionListRow>('created_at', 'Started', (row) => row.created_at, hrefFor),
      column.accessor('entry_page', {
        header: 'Landing page',
        enableSorting: false,
        meta: { label: 'Landing page' },
        cell: (info) => info.getValue() ?? '—',
      }),
      placeColumn<SessionListRow>(),
      deviceColumn<SessionListRow>(),
      sourceColumn<SessionListRow>(sessionSource),
      column.accessor('utm_campaign', {
        header: 'Campaign',
        enableSorting: false,
        meta: { label: 'Campaign', className: 'hidden xl:table-cell' },
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('click_count', {
        header: 'Clicks',
        enableSorting: false,
        meta: { label: 'Clicks', className: 'text-right tabular-nums' },
      }),
      column.accessor('has_bot_clicks', {
        header: 'Bots',
        enableSorting: false,
        meta: { label: 'Bots', className: 'hidden sm:table-cell' },
        cell: (info) => (info.getValue() ? <Badge variant="destructive">Bot</Badge> : 'No'),
      }),
      column.accessor('converted', {
        header: 'Converted',
        enableSorting: false,
        meta: { label: 'Converted' },
        cell: (info) =>
          info.getValue() ? <Badge variant="success">Converted</Badge> : <span>No</span>,
      }),
    ],
    [hrefFor],
  )

  return (
    <>
      <DataTable
        name="incoming"
        label="Visitor sessions"
        columns={columns}
        listOptions={sessionListOptions}
        queryKey={sessionKeys.list}
        fetchPage={fetchSessionPage}
        getRowId={(row) => row.id}
        countMode="estimated"
        csv={{ columns: csvColumns }}
        filterOptions={filterOptions}
        empty={{
          title: 'No visits yet',
          description: 'Each visitor tab that opens a page of the public site appears here.',
        }}
      />
      <SessionDetailSheet id={detail.id} onClose={detail.close} />
    </>
  )
}
