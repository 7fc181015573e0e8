/**
 * One page of alert rules: searched by name, filtered by kind and by whether they are on,
 * with the market or brand they are limited to.
 */
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/integrations/supabase/types'
import type { FetchPage, ListStateOptions } from '../../components/data-table/query'
import { booleanFilter, listPageFetcher } from '../../components/data-table/query'
import { ALERT_KINDS, KIND_LABELS, paramsOf, type RuleParams } from '../alert-kinds'

export type AlertRule = Pick<
  Tables<'alert_rules'>,
  'id' | 'kind' | 'name' | 'enabled' | 'muted_until' | 'webhook_url' | 'updated_at'
> & {
  params: RuleParams
  /** Where it applies: a market, a brand, or null for everywhere. */
  countryName: string | null
  brandName: string | null
}

const COLUMNS =
  'id, kind, name, enabled, muted_until, params, webhook_url, updated_at, countries(name), brands(brand_name)'

export const ruleListOptions: ListStateOptions = {
  sortKeys: ['name', 'kind', 'muted_until', 'updated_at'],
  filters: [
    {
      key: 'kind',
      label: 'Kind',
      options: ALERT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
    },
    booleanFilter('enabled', 'On', 'On', 'Off', 'enabled'),
  ],
  defaultSort: { sort: 'name', order: 'asc' },
}

export const fetchRulePage: FetchPage<AlertRule> = listPageFetcher({
  select: (count, state) => {
    const query = supabase.from('alert_rules').select(COLUMNS, count)
    return state.filters.kind ? query.eq('kind', state.filters.kind) : query
  },
  list: ruleListOptions,
  search: ['name'],
  row: ({ countries, brands, params, ...rule }): AlertRule => ({
    ...rule,
    params: paramsOf(params),
    countryName: countries?.name ?? null,
    brandName: brands?.brand_name ?? null,
  }),
})
