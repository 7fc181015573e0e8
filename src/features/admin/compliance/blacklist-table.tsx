/**
 * The market blacklist: each entry's brand name or domain, kind, market, source and note;
 * filtered by market and kind, searched in value, source and note.
 */
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { Clipped, SectionTable, updatedColumn, type SectionList } from '../components/data-table'
import { marketChoicesQueryOptions } from './api/choices'
import {
  BLACKLIST_KIND_LABELS,
  blacklistListOptions,
  fetchBlacklistPage,
  type BlacklistKind,
  type BlacklistListRow,
} from './api/list-blacklist'
import { blacklistKeys } from './keys'
import { useDeleteBlacklistEntry } from './use-delete-blacklist-entry'
import { blacklistView } from './views'

const kindLabel = (kind: string) => BLACKLIST_KIND_LABELS[kind as BlacklistKind] ?? kind

const blacklistList: SectionList<BlacklistListRow> = {
  section: blacklistView,
  label: 'Blacklist',
  columns: [
    {
      id: 'value',
      label: 'Brand or domain',
      value: (row) => row.value,
      title: true,
    },
    {
      id: 'kind',
      label: 'Kind',
      value: (row) => kindLabel(row.kind),
      role: 'figure',
      cell: (row) => <Badge variant="outline">{kindLabel(row.kind)}</Badge>,
    },
    { id: 'market', label: 'Market', value: (row) => row.market, blank: '—', role: 'figure' },
    {
      id: 'source',
      label: 'Source',
      value: (row) => row.source,
      role: 'figure',
      cell: (row) => <Clipped text={row.source} width="max-w-56" />,
    },
    {
      id: 'note',
      label: 'Note',
      value: (row) => row.note,
      role: 'detail',
      className: 'hidden xl:table-cell',
      cell: (row) => <Clipped text={row.note} width="max-w-48" />,
    },
    updatedColumn(),
  ],
  options: blacklistListOptions,
  keys: blacklistKeys,
  fetchPage: fetchBlacklistPage,
  editButton: true,
  empty: {
    title: 'No blacklist entries yet',
    description:
      "Add a brand or domain a market's regulator lists as unlicensed with New entry; it is kept out of that market at once.",
    readOnly: 'An editor or admin can add blacklist entries.',
  },
}

export function BlacklistTable({ canWrite }: { canWrite: boolean }) {
  const markets = useQuery(marketChoicesQueryOptions())
  const filterOptions = useMemo(
    () => ({
      market: (markets.data ?? []).map((market) => ({ value: market.id, label: market.name })),
    }),
    [markets.data],
  )
  return (
    <SectionTable
      list={blacklistList}
      canWrite={canWrite}
      remove={useDeleteBlacklistEntry()}
      filterOptions={filterOptions}
    />
  )
}
