/**
 * Outgoing Clicks: the brand clicks, newest first, filtered by the URL (period, brand,
 * country, device, quality band, suspicious, bot-filtered, session link, conversion and the
 * rest of Analytics' contract); a row's time opens its detail panel (`?click=<id>`).
 */
import { createColumnHelper } from '@tanstack/react-table'
import { Radio } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable, yesNo, type CsvColumn } from '../components/data-table'
import {
  deviceColumn,
  placeColumn,
  sourceColumn,
  timeColumn,
} from '../components/traffic-log/columns'
import { QualityBadge } from '../components/traffic-log/quality-badge'
import { useDetailParam } from '../components/traffic-log/use-detail-param'
import { useLogFilterOptions } from '../components/traffic-log/api/get-log-filter-options'
import { fetchClickPage } from './api/fetch-click-page'
import type { ClickListRow } from '../components/traffic-log/click-row'
import { clickListOptions } from './api/list-clicks'
import { ClickDetailSheet } from './click-detail'
import { clickKeys } from './keys'
import { useLiveClicks, type LiveStatus } from './use-live-clicks'

const column = createColumnHelper<ClickListRow>()

/** Where the visitor came from, in one word: the social network, the referring host, UTM or direct. */
function clickSource(row: Pick<ClickListRow, 'social_source' | 'referrer_host' | 'source'>) {
  return row.social_source ?? row.referrer_host ?? row.source ?? 'Direct'
}

const csvColumns: CsvColumn<ClickListRow>[] = [
  { header: 'Time', value: (row) => row.click_time },
  { header: 'Click id', value: (row) => row.click_id },
  { header: 'Brand', value: (row) => row.brand_name },
  { header: 'Brand slug', value: (row) => row.brand_slug },
  { header: 'Country', value: (row) => row.country },
  { header: 'City', value: (row) => row.city },
  { header: 'Device', value: (row) => row.device_type },
  { header: 'Browser', value: (row) => row.browser },
  { header: 'OS', value: (row) => row.os },
  { header: 'Referrer host', value: (row) => row.referrer_host },
  { header: 'Social', value: (row) => row.social_source },
  { header: 'UTM source', value: (row) => row.source },
  { header: 'UTM medium', value: (row) => row.medium },
  { header: 'UTM campaign', value: (row) => row.campaign },
  { header: 'Page', value: (row) => row.page_url },
  { header: 'Landing page', value: (row) => row.landing_page },
  { header: 'Position', value: (row) => row.card_position },
  { header: 'Quality score', value: (row) => row.traffic_quality_score },
  { header: 'Suspicious', value: (row) => yesNo(row.is_suspicious) },
  { header: 'Bot-filtered', value: (row) => yesNo(row.is_bot_filtered) },
  { header: 'Linked to session', value: (row) => yesNo(row.is_linked) },
  { header: 'Converted', value: (row) => yesNo(row.converted) },
]

const LIVE_TEXT: Record<LiveStatus, string> = {
  off: '',
  connecting: 'Connecting…',
  live: 'New clicks appear as they happen',
  error: 'Live updates are unavailable',
}

function LiveToggle() {
  const [on, setOn] = useState(false)
  const status = useLiveClicks(on)
  return (
    <div className="flex items-center gap-2">
      <Button
        variant={on ? 'default' : 'outline'}
        size="sm"
        aria-pressed={on}
        onClick={() => setOn(!on)}
      >
        <Radio aria-hidden="true" className={status === 'live' ? 'animate-pulse' : undefined} />
        Live
      </Button>
      <span role="status" className="text-xs text-muted-foreground">
        {LIVE_TEXT[status]}
      </span>
    </div>
  )
}

export function ClickLogTable() {
  const detail = useDetailParam('click')
  const { hrefFor } = detail
  const options = useLogFilterOptions()
  const filterOptions = useMemo(
    () => (options.data ? { country: options.data.country, brand: options.data.brand } : undefined),
    [options.data],
  )

  const columns = useMemo(
    () => [
      timeColumn<ClickListRow>('click_time', 'Time', (row) => row.click_time, hrefFor),
      column.accessor('brand_name', {
        header: 'Brand',
        enableSorting: false,
        enableHiding: false,
        meta: { label: 'Brand' },
        cell: (info) => info.getValue() ?? '—',
      }),
      placeColumn<ClickListRow>(),
      deviceColumn<ClickListRow>(),
      sourceColumn<ClickListRow>(clickSource),
      column.accessor('page_path', {
        id: 'page',
        header: 'Page',
        enableSorting: false,
        // The widest optional columns show only where the sidebar leaves room for them.
        meta: { label: 'Page', className: 'hidden 2xl:table-cell' },
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('card_position', {
        header: 'Position',
        enableSorting: false,
        meta: { label: 'Position', className: 'hidden text-right tabular-nums 2xl:table-cell' },
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('traffic_quality_score', {
        header: 'Quality',
        enableSorting: false,
        meta: { label: 'Quality' },
        cell: (info) => <QualityBadge score={info.getValue()} />,
      }),
      column.accessor('is_linked', {
        header: 'Session',
        enableSorting: false,
        meta: { label: 'Session', className: 'hidden 2xl:table-cell' },
        cell: (info) => (info.getValue() ? 'Linked' : 'Not linked'),
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
        name="click-log"
        label="Outgoing clicks"
        columns={columns}
        listOptions={clickListOptions}
        queryKey={clickKeys.list}
        fetchPage={fetchClickPage}
        getRowId={(row) => row.id}
        countMode="estimated"
        csv={{ columns: csvColumns }}
        filterOptions={filterOptions}
        actions={<LiveToggle />}
        empty={{
          title: 'No clicks yet',
          description: 'Clicks on Get Bonus and the brand cards of the public site appear here.',
        }}
      />
      <ClickDetailSheet id={detail.id} onClose={detail.close} />
    </>
  )
}
