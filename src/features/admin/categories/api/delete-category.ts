/**
 * Before a category is deleted, the tagged brands are counted: the database refuses to
 * delete a category still tagged on brands (brand_categories_category_id_fkey), and the
 * default category at all.
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

/** How many brands are tagged with the category (staff read every tag). */
export async function countTaggedBrands(id: string): Promise<number> {
  const result = await supabase
    .from('brand_categories')
    .select('brand_id', { count: 'exact', head: true })
    .eq('category_id', id)
  unwrap(result)
  if (result.count === null) throw new Error('The tag count returned no result.')
  return result.count
}

/** The refusal, in the manner of the spec's country check. */
export function taggedBrandsMessage(name: string, brands: number): string {
  return `Cannot delete ${name}: ${brands} brands are tagged with it.`
}

export const TAG_CHECK_FAILED =
  'Error checking the brands tagged with this category. Please try again.'
