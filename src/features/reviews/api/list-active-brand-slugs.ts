/** Every active brand's review slug, for the prerender and the sitemap. */
import { getPostgrest } from '@/lib/postgrest'
import { unwrap } from '@/lib/result'

export async function listActiveBrandSlugs(): Promise<string[]> {
  const rows = unwrap(
    await (
      await getPostgrest()
    )
      .from('brands')
      .select('brand_slug')
      .eq('is_active', true)
      .order('brand_slug', { ascending: true }),
  )
  return rows.map((row) => row.brand_slug)
}
