/**
 * The Link health list: every brand of every market with its link's latest check (state,
 * problems in words, final status, when), and 'Paused' with the reason while the monitor
 * keeps the brand out of its market. Searched by brand, filtered by state and market, in
 * the URL like every list. A row opens the brand's Link health tab in Brands; a role that
 * does not edit brands (an analyst) opens the brand's checks here instead.
 */
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useSectionAccess } from '../auth/use-section-access'
import { ListTable, RowEditLink, type ListColumn } from '../components/data-table'
import { formHref } from '../components/edit-links'
import { exactTime, timeAgo } from '../components/time-ago'
import { adminSections } from '../sections'
import { useMarkets } from './api/get-markets'
import {
  fetchLinkHealthPage,
  linkHealthListOptions,
  type LinkHealthRow,
} from './api/list-link-health'
import { linkHealthKeys } from './keys'
import { LINK_HEALTH_TAB, NOT_CHECKED, problemsText, STATE_LABELS } from './link-state'
import { PausedBadge, StateBadge } from './state-badge'

function LastChecked({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted-foreground">Never</span>
  return (
    <time dateTime={at} title={exactTime(at)} className="whitespace-nowrap">
      {timeAgo(at)}
    </time>
  )
}

const columns: ListColumn<LinkHealthRow>[] = [
  { id: 'brand_name', label: 'Brand', value: (row) => row.brand_name, title: true },
  {
    id: 'market_name',
    label: 'Market',
    value: (row) => row.market_name,
    role: 'figure',
  },
  {
    id: 'state',
    label: 'State',
    value: (row) => STATE_LABELS[row.state ?? NOT_CHECKED],
    role: 'figure',
    className: 'min-w-28 whitespace-normal',
    cell: (row) => (
      <div className="space-y-1">
        <span className="flex flex-wrap gap-1">
          <StateBadge state={row.state} />
          {row.link_paused_at ? <PausedBadge /> : null}
        </span>
        {row.link_pause_reason ? (
          <p className="max-w-56 text-xs text-muted-foreground">{row.link_pause_reason}</p>
        ) : null}
      </div>
    ),
  },
  {
    id: 'problems',
    label: 'Problems',
    value: (row) => problemsText(row.problems) || null,
    role: 'figure',
    className: 'min-w-40 whitespace-normal',
    cell: (row) =>
      row.problems.length === 0 ? (
        <span className="text-muted-foreground">{row.state === null ? '—' : 'None'}</span>
      ) : (
        <ul className="max-w-72 space-y-0.5">
          {row.problems.map((problem, index) => (
            <li key={index}>{problem.message}</li>
          ))}
        </ul>
      ),
  },
  {
    id: 'final_status',
    label: 'Final status',
    heading: 'Status',
    value: (row) => row.final_status,
    blank: '—',
    role: 'detail',
    className: 'text-right tabular-nums',
  },
  {
    id: 'checked_at',
    label: 'Last checked',
    value: (row) => row.checked_at,
    role: 'figure',
    cell: (row) => <LastChecked at={row.checked_at} />,
  },
  // The export's own columns: the check's facts and the pause.
  { id: 'brand_slug', label: 'Brand slug', value: (row) => row.brand_slug, table: false },
  { id: 'is_active', label: 'Active', value: (row) => row.is_active, table: false },
  { id: 'paused_at', label: 'Paused since', value: (row) => row.link_paused_at, table: false },
  {
    id: 'pause_reason',
    label: 'Pause reason',
    value: (row) => row.link_pause_reason,
    table: false,
  },
  { id: 'final_url', label: 'Final URL', value: (row) => row.final_url, table: false },
  // yes/no; blank while never judged (no check, or the chain broke off first).
  { id: 'click_id_kept', label: 'Click id kept', value: (row) => row.click_id_kept, table: false },
  { id: 'offer_found', label: 'Offer found', value: (row) => row.offer_found, table: false },
  {
    id: 'response_ms',
    label: 'Response time (ms)',
    value: (row) => row.response_ms,
    table: false,
  },
]

/** Where a row leads: the brand form's tab, or (for a role without Brands) the brand's checks here. */
function useRowTarget(): (row: LinkHealthRow) => string {
  const brands = useSectionAccess('brands')
  const [params] = useSearchParams()
  return useCallback(
    (row: LinkHealthRow) =>
      brands.canRead
        ? `${adminSections.brands.path}?edit=${row.brand_id}#${LINK_HEALTH_TAB}`
        : formHref(params, row.brand_id),
    [brands.canRead, params],
  )
}

export function LinkHealthTable() {
  const markets = useMarkets()
  const target = useRowTarget()
  const filterOptions = useMemo(
    () => ({
      market: (markets.data ?? []).map((market) => ({ value: market.slug, label: market.name })),
    }),
    [markets.data],
  )
  const titleCell = useCallback(
    (row: LinkHealthRow, name: string) => (
      <span className="inline-flex flex-wrap items-baseline gap-x-2">
        <RowEditLink to={target(row)}>{name}</RowEditLink>
        {row.is_active ? null : <span className="text-xs text-muted-foreground">Inactive</span>}
      </span>
    ),
    [target],
  )
  return (
    <ListTable
      name="link-health"
      label="Link health"
      columns={columns}
      titleCell={titleCell}
      rowHref={target}
      listOptions={linkHealthListOptions}
      queryKey={linkHealthKeys.list}
      fetchPage={fetchLinkHealthPage}
      getRowId={(row) => row.brand_id}
      filterOptions={filterOptions}
      empty={{
        title: 'No brands yet',
        description:
          "Brands are added under Brands; the monitor then checks each listed brand's link every few hours.",
      }}
    />
  )
}
