import { useQueryClient } from '@tanstack/react-query'
import { memo, Suspense, useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { paths } from '@/config/paths'
import { absoluteUrl } from '@/components/seo/absolute-url'
import { HeadTags } from '@/components/seo/head-tags'
import { SessionTracker } from '@/features/tracking'
import { markTakenOver } from '@/lib/taken-over'
import { useCachedQueryData } from '@/lib/use-cached-query-data'
import type { CountryListItem } from '../api/get-countries'
import { prefetchPublicSettings } from '../api/get-public-settings'
import { siteKeys } from '../api/keys'
import { countryAlternates } from '../lib/seo'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * Frame of every public page: header (not on the landing page), content, footer, the
 * visitor session tracker, and the hreflang links between the country versions of a
 * country page (/uk/slots <-> /de/slots ...), one per active country: the country list the
 * prerender puts in their query state (a page rendered in the browser, which crawlers do
 * not get before the next build, has none). It also reads the public settings the frame
 * and pages state when the page has not got them from the prerender.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const showHeader = pathname !== paths.home.path
  const countries = useCachedQueryData<CountryListItem[]>(siteKeys.countries())
  const alternates = countries ? countryAlternates(pathname, countries) : null
  // A page rendered in the browser reads the settings now; a prerendered one has them.
  const queryClient = useQueryClient()
  useEffect(() => {
    void prefetchPublicSettings(queryClient)
  }, [queryClient])
  return (
    <div className="flex min-h-screen flex-col">
      {alternates ? (
        <HeadTags>
          {alternates.map((alternate) => (
            <link
              key={alternate.hrefLang}
              rel="alternate"
              hrefLang={alternate.hrefLang}
              href={absoluteUrl(alternate.path)}
            />
          ))}
        </HeadTags>
      ) : null}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {showHeader ? <SiteHeader /> : null}
      <main id="main" className="flex-1">
        <PageBoundary>{children}</PageBoundary>
      </main>
      <SiteFooter />
      <SessionTracker />
    </div>
  )
}

/**
 * The page's Suspense boundary. Code-split pages: during hydration React keeps their
 * prerendered HTML until their code arrives, then hydrates them in slices; on navigation
 * the previous page stays until then. Memoized: when the frame re-renders (a store update
 * of the header's data is synchronous) before the page has hydrated, an unchanged boundary
 * is left alone; a changed one would have React hydrate the whole page at once, in that
 * update's synchronous pass.
 */
const PageBoundary = memo(function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      {children}
      <TakenOver />
    </Suspense>
  )
})

/**
 * Rendered beside the page inside its Suspense boundary: its effect runs once the page's
 * part is hydrated (after the frame's first pass, main.tsx) or rendered.
 */
function TakenOver() {
  useEffect(markTakenOver, [])
  return null
}
