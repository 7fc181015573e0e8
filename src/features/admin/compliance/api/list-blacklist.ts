/**
 * One page of the market blacklist, with each entry's market, searched (value, source,
 * note), filtered (market, kind) and sorted by the database.
 */
import type { ListStateOptions, PageRowOf } from '../../components/data-table/query'
import { listPageFetcher } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

export const BLACKLIST_KINDS = ['brand', 'domain'] as const
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number]
export const BLACKLIST_KIND_LABELS: Record<BlacklistKind, string> = {
  brand: 'Brand',
  domain: 'Domain',
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const BLACKLIST_LIST_COLUMNS =
  'id, country_id, kind, value, source, note, updated_at, countries(name)'

export const blacklistListOptions: ListStateOptions = {
  sortKeys: ['value', 'kind', 'source', 'updated_at'],
  filters: [
    // The markets are read from the database (the table's filterOptions).
    { key: 'market', label: 'Market', options: [], accepts: (value) => UUID.test(value) },
    {
      key: 'kind',
      label: 'Kind',
      options: BLACKLIST_KINDS.map((kind) => ({ value: kind, label: BLACKLIST_KIND_LABELS[kind] })),
    },
  ],
  defaultSort: { sort: 'value', order: 'asc' },
}

export const fetchBlacklistPage = listPageFetcher({
  select: (count, state) => {
    let query = supabase.from('market_blacklist').select(BLACKLIST_LIST_COLUMNS, count)
    if (state.filters.market) query = query.eq('country_id', state.filters.market)
    if (state.filters.kind) query = query.eq('kind', state.filters.kind)
    return query
  },
  list: blacklistListOptions,
  search: ['value', 'source', 'note'],
  row: ({ countries, ...row }) => ({ ...row, market: countries?.name ?? null }),
})

export type BlacklistListRow = PageRowOf<typeof fetchBlacklistPage>
