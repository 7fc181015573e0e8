/**
 * One page of the regulators, searched and sorted by the database, with how many markets
 * accept each and how many brand licences name it (embedded counts).
 */
import type { ListStateOptions, PageRowOf } from '../../components/data-table/query'
import { listPageFetcher } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

export const REGULATOR_LIST_COLUMNS =
  'id, code, name, register_url, updated_at, market_regulators(count), brand_licences(count)'

export const regulatorListOptions: ListStateOptions = {
  sortKeys: ['name', 'code', 'updated_at'],
  defaultSort: { sort: 'name', order: 'asc' },
}

export const fetchRegulatorPage = listPageFetcher({
  select: (count) => supabase.from('regulators').select(REGULATOR_LIST_COLUMNS, count),
  list: regulatorListOptions,
  search: ['name', 'code'],
  row: ({ market_regulators, brand_licences, ...row }) => ({
    ...row,
    market_count: market_regulators[0]?.count ?? 0,
    licence_count: brand_licences[0]?.count ?? 0,
  }),
})

export type RegulatorListRow = PageRowOf<typeof fetchRegulatorPage>

/** How many brand licences name the regulator (the database refuses to delete it then). */
export async function countRegulatorLicences(id: string): Promise<number> {
  const result = await supabase
    .from('brand_licences')
    .select('id', { count: 'exact', head: true })
    .eq('regulator_id', id)
  unwrap(result)
  if (result.count === null) throw new Error('The licence count returned no result.')
  return result.count
}
