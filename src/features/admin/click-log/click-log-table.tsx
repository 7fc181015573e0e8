/**
 * Outgoing Clicks: the brand clicks, newest first, filtered by the URL (period, brand,
 * country, device, quality band, suspicious, bot-filtered, session link, conversion and the
 * rest of Analytics' contract); a row opens its detail panel (`?click=<id>`). On a phone a
 * click's card shows its brand, quality and conversion.
 */
import { Radio } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Clipped, type ListColumn } from '../components/data-table'
import { convertedColumn, csvOnly, visitColumns } from '../components/traffic-log/columns'
import { TrafficLogTable, type TrafficLog } from '../components/traffic-log/log-table'
import { QualityBadge } from '../components/traffic-log/quality-badge'
import type { ClickListRow } from '../components/traffic-log/click-row'
import { clickListOptions } from './api/list-clicks'
import { fetchClickCount, fetchClickPage } from './api/fetch-click-page'
import { ClickDetailSheet } from './click-detail'
import { clickKeys } from './keys'
import { useLiveClicks, type LiveStatus } from './use-live-clicks'

/** Where the visitor came from, in one word: the social network, the referring host, UTM or direct. */
function clickSource(row: Pick<ClickListRow, 'social_source' | 'referrer_host' | 'source'>) {
  return row.social_source ?? row.referrer_host ?? row.source ?? 'Direct'
}

const columns: ListColumn<ClickListRow>[] = [
  csvOnly('click_id', 'Click id', (row) => row.click_id),
  {
    id: 'brand_name',
    label: 'Brand',
    value: (row) => row.brand_name,
    alwaysShown: true,
    role: 'figure',
    cell: (row) => <Clipped text={row.brand_name} width="max-w-40" />,
  },
  csvOnly('brand_slug', 'Brand slug', (row) => row.brand_slug),
  ...visitColumns<ClickListRow>(clickSource),
  csvOnly('social_source', 'Social', (row) => row.social_source),
  csvOnly('utm_source', 'UTM source', (row) => row.source),
  csvOnly('medium', 'UTM medium', (row) => row.medium),
  csvOnly('campaign', 'UTM campaign', (row) => row.campaign),
  {
    id: 'page',
    label: 'Page',
    value: (row) => row.page_path,
    blank: '—',
    // The widest optional columns show only where the sidebar leaves room for them.
    className: 'hidden 2xl:table-cell',
    csv: { value: (row) => row.page_url },
  },
  csvOnly('landing_page', 'Landing page', (row) => row.landing_page),
  {
    id: 'card_position',
    label: 'Position',
    value: (row) => row.card_position,
    blank: '—',
    className: 'hidden text-right tabular-nums 2xl:table-cell',
  },
  {
    id: 'traffic_quality_score',
    label: 'Quality',
    value: (row) => row.traffic_quality_score,
    csv: { header: 'Quality score' },
    role: 'figure',
    cell: (row) => <QualityBadge score={row.traffic_quality_score} />,
  },
  csvOnly('is_suspicious', 'Suspicious', (row) => row.is_suspicious),
  csvOnly('is_bot_filtered', 'Bot-filtered', (row) => row.is_bot_filtered),
  {
    id: 'is_linked',
    label: 'Session',
    value: (row) => row.is_linked,
    className: 'hidden 2xl:table-cell',
    csv: { header: 'Linked to session' },
    cell: (row) => (row.is_linked ? 'Linked' : 'Not linked'),
  },
  convertedColumn(),
]

const clickLog: TrafficLog<ClickListRow> = {
  name: 'click-log',
  label: 'Outgoing clicks',
  detailParam: 'click',
  time: { id: 'click_time', label: 'Time', value: (row) => row.click_time },
  columns,
  options: clickListOptions,
  keys: clickKeys,
  fetchPage: fetchClickPage,
  fetchCount: fetchClickCount,
  filterKeys: ['country', 'brand'],
  empty: {
    title: 'No clicks yet',
    description: 'Clicks on Get Bonus and the brand cards of the public site appear here.',
  },
  detail: ClickDetailSheet,
}

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
        <Radio
          aria-hidden="true"
          className={status === 'live' ? 'motion-safe:animate-pulse' : undefined}
        />
        Live
      </Button>
      <span role="status" className="text-xs text-muted-foreground">
        {LIVE_TEXT[status]}
      </span>
    </div>
  )
}

export function ClickLogTable() {
  return <TrafficLogTable log={clickLog} actions={<LiveToggle />} />
}
