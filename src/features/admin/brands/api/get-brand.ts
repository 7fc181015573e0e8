/**
 * One brand for the form, as stored, with the ids of its categories (its updated_at is
 * the version the save compares).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { Brand } from '@/features/ranking'
import { brandKeys } from '../keys'

export type BrandRow = Brand
export type BrandWithCategories = BrandRow & { category_ids: string[] }

export async function getBrand(id: string, signal?: AbortSignal): Promise<BrandWithCategories> {
  let query = supabase.from('brands').select('*, brand_categories(category_id)').eq('id', id)
  if (signal) query = query.abortSignal(signal)
  const { brand_categories, ...row } = unwrap(await query.single())
  return { ...row, category_ids: brand_categories.map((tag) => tag.category_id) }
}

export const brandQueryOptions = (id: string) =>
  queryOptions({
    queryKey: brandKeys.detail(id),
    queryFn: ({ signal }) => getBrand(id, signal),
    // The form compares updated_at on save: always start from the stored version.
    staleTime: 0,
  })

export function useBrand(id: string | null) {
  return useQuery({ ...brandQueryOptions(id ?? ''), enabled: id !== null })
}
