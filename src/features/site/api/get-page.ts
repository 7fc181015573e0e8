/**
 * Read the site's pages (/about, /slots, any page created in the admin): one published
 * page by slug, and the published pages linked from the footer. Unpublished rows are not
 * the visitors' (RLS shows them to staff only; the filter keeps a signed-in editor's
 * browser showing what visitors see).
 *
 * A page's row is stale at once: a prerendered page hydrates from the build's row and then
 * reads it again, so an edit or an unpublished page shows at once, as the admin promises
 * ("visitors see it now; prerendered HTML with the next build"). Footer links follow with
 * the next build (or the app's default freshness on pages rendered in the browser).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { getPostgrest } from '@/lib/postgrest'
import { unwrap } from '@/lib/result'
import { siteKeys } from './keys'

const pageCacheSettings = { staleTime: 0, gcTime: 30 * 60_000 } as const

/**
 * The published page's row with its Markdown rendered (`html`), where the row is read: the
 * prerender puts the HTML into the page's query state, so the page hydrates without the
 * Markdown renderer. Read again with its content unchanged (the browser's read right after
 * hydrating, mostly), the row keeps the HTML it had: the renderer's code loads, and its
 * render runs (35 ms here for /about, x8 on a phone), only for content the browser has not
 * rendered yet.
 */
export async function getPage(
  slug: string,
  signal?: AbortSignal,
  previous?: { content: string | null; html: string } | null,
) {
  let query = (await getPostgrest())
    .from('pages')
    .select('slug, title, content, meta_title, meta_description, updated_at')
    .eq('slug', slug)
    .eq('is_published', true)
  if (signal) query = query.abortSignal(signal)
  const row = unwrap(await query.maybeSingle())
  if (!row) return row
  if (previous && previous.content === row.content) return { ...row, html: previous.html }
  const { renderMarkdown } = await import('../markdown/render-markdown')
  return { ...row, html: renderMarkdown(row.content ?? '') }
}

export type PublicPage = NonNullable<Awaited<ReturnType<typeof getPage>>>

export const pageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: siteKeys.page(slug),
    queryFn: ({ signal, client, queryKey }) =>
      getPage(slug, signal, client.getQueryData<PublicPage | null>(queryKey)),
    ...pageCacheSettings,
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

// The footer links keep the app's default freshness: a prerendered page does not read them
// again on load (its HTML has the build's links), a page rendered in the browser reads them.
export const footerPagesQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.footerPages(),
    queryFn: ({ signal }) => getFooterPages(signal),
  })

export function useFooterPages() {
  return useQuery(footerPagesQueryOptions())
}

/** Fills the cache for a server render: every public page has the footer. */
export function prefetchFooterPages(queryClient: QueryClient) {
  return queryClient.prefetchQuery(footerPagesQueryOptions())
}
