/**
 * A traffic log's list (Outgoing Clicks, Incoming Clicks), from its definition: newest
 * first, its time leading; a click anywhere on a row (or Enter on it) opens the row's detail
 * panel (`?click=<id>`); every column declared once with its CSV shape, the country and brand
 * filters' options read from the database, the count exact or honestly estimated
 * (count-plan.ts), and the detail panel beside the list.
 *
 * @example
 * const sessionLog: TrafficLog<SessionListRow> = {
 *   name: 'incoming', label: 'Visitor sessions', detailParam: 'session',
 *   time: { id: 'created_at', label: 'Started', value: (row) => row.created_at },
 *   columns, options: sessionListOptions, keys: sessionKeys, fetchPage: fetchSessionPage,
 *   fetchCount: fetchSessionCount,
 *   filterKeys: ['country'], empty: { title: 'No visits yet', description: '…' },
 *   detail: SessionDetailSheet,
 * }
 * <TrafficLogTable log={sessionLog} />
 */
import type { QueryKey } from '@tanstack/react-query'
import { useMemo, type ComponentType, type ReactNode } from 'react'
import {
  ListTable,
  type FetchPage,
  type ListColumn,
  type ListState,
  type ListStateOptions,
} from '../data-table'
import { useLogFilterOptions } from './api/get-log-filter-options'
import type { FetchCount } from './api/log-count'
import { timeColumn, type LogTime } from './columns'
import { useDetailParam } from './use-detail-param'

export type TrafficLog<Row extends { id: string }> = {
  /** The CSV's file name and the key of the remembered column choice. */
  name: string
  /** The table's accessible name. */
  label: string
  /** The URL parameter naming the row whose detail panel is open. */
  detailParam: string
  /** The time the log is ordered by, before every other column. */
  time: LogTime<Row>
  /** Its other columns, each with its CSV shape (module-level: its identity keeps cells mounted). */
  columns: readonly ListColumn<Row>[]
  /** Module-level constant (its identity keys the parsed state). */
  options: ListStateOptions
  keys: { list: (state: ListState) => QueryKey }
  fetchPage: FetchPage<Row>
  fetchCount: FetchCount
  /** Its filters whose options are read from the database. */
  filterKeys: readonly ('country' | 'brand')[]
  empty: { title: string; description: string }
  /** The row's detail panel. */
  detail: ComponentType<{ id: string | null; onClose: () => void }>
}

export function TrafficLogTable<Row extends { id: string }>({
  log,
  actions,
}: {
  log: TrafficLog<Row>
  /** Beside 'Export CSV' (Live). */
  actions?: ReactNode
}) {
  const detail = useDetailParam(log.detailParam)
  const { hrefFor } = detail
  const options = useLogFilterOptions()
  const filterOptions = useMemo(() => {
    const data = options.data
    return data ? Object.fromEntries(log.filterKeys.map((key) => [key, data[key]])) : undefined
  }, [options.data, log.filterKeys])
  const columns = useMemo(
    () => [timeColumn(log.time, hrefFor), ...log.columns],
    [log.time, log.columns, hrefFor],
  )
  const Detail = log.detail

  return (
    <>
      <ListTable
        name={log.name}
        label={log.label}
        columns={columns}
        listOptions={log.options}
        queryKey={log.keys.list}
        fetchPage={log.fetchPage}
        getRowId={(row) => row.id}
        fetchCount={log.fetchCount}
        rowHref={(row) => hrefFor(row.id)}
        filterOptions={filterOptions}
        actions={actions}
        empty={log.empty}
      />
      <Detail id={detail.id} onClose={detail.close} />
    </>
  )
}
