/**
 * Read the site's pages (/about, /slots, any page created in the admin): one published
 * page by slug, and the published pages linked from the footer. Unpublished rows are not
 * the visitors' (RLS shows them to staff only; the filter keeps a signed-in editor's
 * browser showing what visitors see). Fresh 10 minutes, kept 30, as the countries.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { getPostgrest } from '@/lib/postgrest'
import { countriesCacheSettings } from '@/lib/query-client'
import { unwrap } from '@/lib/result'
import { siteKeys } from './keys'

export async function getPage(slug: string, signal?: AbortSignal) {
  let query = (await getPostgrest())
    .from('pages')
    .select('slug, title, content, meta_title, meta_description, updated_at')
    .eq('slug', slug)
    .eq('is_published', true)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query.maybeSingle())
}

export type PublicPage = NonNullable<Awaited<ReturnType<typeof getPage>>>

export const pageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: siteKeys.page(slug),
    queryFn: ({ signal }) => getPage(slug, signal),
    ...countriesCacheSettings,
  })

/** The page at /{slug}: its row, null when there is no published page there. */
export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug))
}

export function prefetchPage(queryClient: QueryClient, slug: string) {
  return queryClient.prefetchQuery(pageQueryOptions(slug))
}

/** The slugs of the published pages: the prerender builds them and lists them in the sitemap. */
export async function listPublishedPageSlugs(): Promise<string[]> {
  const rows = unwrap(
    await (
      await getPostgrest()
    )
      .from('pages')
      .select('slug')
      .eq('is_published', true)
      .order('sort_order'),
  )
  return rows.map((row) => row.slug)
}

export async function getFooterPages(signal?: AbortSignal) {
  let query = (await getPostgrest())
    .from('pages')
    .select('slug, title')
    .eq('is_published', true)
    .eq('show_in_footer', true)
    .order('sort_order', { ascending: true })
    .order('title', { ascending: true })
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

export const footerPagesQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.footerPages(),
    queryFn: ({ signal }) => getFooterPages(signal),
    ...countriesCacheSettings,
  })

export function useFooterPages() {
  return useQuery(footerPagesQueryOptions())
}

/** Fills the cache for a server render: every public page has the footer. */
export function prefetchFooterPages(queryClient: QueryClient) {
  return queryClient.prefetchQuery(footerPagesQueryOptions())
}
