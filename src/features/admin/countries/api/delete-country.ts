/**
 * Before a country is deleted, its dependencies are checked: its brands and pages, counted
 * by the database.
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

export type CountryDependencies = { brands: number; pages: number }

export async function getCountryDependencies(id: string): Promise<CountryDependencies> {
  const rows = unwrap(await supabase.rpc('country_dependencies', { p_country_id: id }))
  const row = rows[0]
  if (!row) throw new Error('The dependency check returned no result.')
  return { brands: row.brand_count, pages: row.page_count }
}

/** The spec's refusal, filtered by country (SPEC section 8). */
export function dependencyMessage(name: string, { brands, pages }: CountryDependencies): string {
  return `Cannot delete ${name}: ${brands} brands and ${pages} pages belong to it.`
}

export const DEPENDENCY_CHECK_FAILED = 'Error checking country dependencies. Please try again.'
