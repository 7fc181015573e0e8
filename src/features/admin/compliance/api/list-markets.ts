/**
 * One page of the markets (every country) with their rules at a glance: open to casino
 * promotion, licence required, the regulators each accepts, and its rules row (the whole
 * market's) and how many regions have rules of their own.
 */
import type { ListStateOptions, PageRowOf } from '../../components/data-table/query'
import { booleanFilter, listPageFetcher } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

export const MARKET_LIST_COLUMNS =
  'id, name, slug, flag_icon, is_active, sort_order, licence_required, casino_promotion, updated_at, market_regulators(regulators(code, name)), market_rules(region_code, bonus_policy, min_age)'

export const marketListOptions: ListStateOptions = {
  sortKeys: ['sort_order', 'name', 'casino_promotion', 'licence_required'],
  filters: [
    booleanFilter('promotion', 'Casino promotion', 'Open', 'Closed', 'casino_promotion'),
    booleanFilter('licence', 'Licence', 'Required', 'Not required', 'licence_required'),
  ],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchMarketPage = listPageFetcher({
  select: (count) => supabase.from('countries').select(MARKET_LIST_COLUMNS, count),
  list: marketListOptions,
  search: ['name', 'slug'],
  row: ({ market_regulators, market_rules, ...row }) => {
    const market = market_rules.find((rules) => rules.region_code === null) ?? null
    return {
      ...row,
      regulators: market_regulators.flatMap((link) => (link.regulators ? [link.regulators] : [])),
      bonus_policy: market?.bonus_policy ?? null,
      min_age: market?.min_age ?? null,
      region_count: market_rules.filter((rules) => rules.region_code !== null).length,
    }
  },
})

export type MarketListRow = PageRowOf<typeof fetchMarketPage>
