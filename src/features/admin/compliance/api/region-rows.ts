/**
 * A market's regions with rules of their own (market_rules rows with a region_code), as
 * the regions panel lists them and their form and delete change them (sectionRows). A
 * second row for the same region of a market is refused by market_rules_market_region,
 * told as a sentence.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Tables, TablesInsert } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { isSupabaseRequestError, unwrap } from '@/lib/result'
import { sectionRows } from '../../components/form/api/section-rows'
import { regionKeys } from '../keys'
import { complianceSection } from '../section'

export type RegionRow = Tables<'market_rules'>

export const regionsView = {
  label: complianceSection.label,
  table: { name: 'market_rules', noun: 'region', audit: 'Market rules' },
} as const

export const DUPLICATE_REGION_MESSAGE =
  'This market already has rules for this region code. Edit that region instead.'

function explained(error: unknown): unknown {
  if (
    isSupabaseRequestError(error) &&
    error.code === '23505' &&
    error.message.includes('market_rules_market_region')
  ) {
    return new Error(DUPLICATE_REGION_MESSAGE)
  }
  return error
}

export const regionName = (row: Pick<RegionRow, 'region_name' | 'region_code'>) =>
  row.region_name ?? row.region_code ?? 'Region'

const rows = sectionRows(regionsView, regionKeys, { name: regionName })

/** The region rows of market `marketId`: new ones are created in it. */
export function regionRowsFor(marketId: string) {
  return {
    ...rows,
    async create(input: Omit<TablesInsert<'market_rules'>, 'country_id'>) {
      try {
        return await rows.create({ ...input, country_id: marketId })
      } catch (error) {
        throw explained(error)
      }
    },
    async update(id: string, version: string, input: Partial<TablesInsert<'market_rules'>>) {
      try {
        return await rows.update(id, version, input)
      } catch (error) {
        throw explained(error)
      }
    },
  }
}

/** The region rows as the delete needs them (any market). */
export const regionRows = rows

/** The market's regions, by name. */
export async function listRegions(marketId: string, signal?: AbortSignal): Promise<RegionRow[]> {
  let query = supabase
    .from('market_rules')
    .select('*')
    .eq('country_id', marketId)
    .not('region_code', 'is', null)
    .order('region_name')
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

export const regionListQueryOptions = (marketId: string) =>
  queryOptions({
    queryKey: [...regionKeys.lists(), marketId] as const,
    queryFn: ({ signal }) => listRegions(marketId, signal),
  })
