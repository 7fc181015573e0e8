/**
 * The information pages (/about, /disclosure, /privacy, /terms) and the guide pages
 * (/slots, /poker, /blackjack): titled, their content still to be written.
 */
import { NotBuiltYet } from '@/components/not-built-yet'
import { PageHeader } from '@/components/page-header'
import { Head } from '@/components/seo/head'
import { INFO_PAGES, type InfoPageKey } from './info-pages'

export function InfoPage({ page }: { page: InfoPageKey }) {
  const { title, path } = INFO_PAGES[page]
  return (
    <>
      <Head title={title} canonicalPath={path} />
      <article className="container space-y-6 py-10 md:py-14">
        <PageHeader title={title} />
        <NotBuiltYet />
      </article>
    </>
  )
}
