/**
 * The information pages (/about, /disclosure, /privacy, /terms) and the category guides
 * (/slots, /poker, /blackjack). Privacy and terms state today as their last-updated date.
 */
import { PageHeader } from '@/components/page-header'
import { Head } from '@/components/seo/head'
import { GUIDE_CATEGORIES, type GuideCategory } from '@/config/paths'
import { formatLongDate, useToday } from '../lib/today'
import {
  AboutContent,
  DisclosureContent,
  PrivacyContent,
  TermsContent,
} from './content/company-pages'
import { GuideContent } from './content/guide-pages'
import { Prose } from './content/prose'
import { INFO_PAGES, type InfoPageKey } from './info-pages'

function isGuide(page: InfoPageKey): page is GuideCategory {
  return (GUIDE_CATEGORIES as readonly string[]).includes(page)
}

function LastUpdated() {
  const today = useToday()
  return (
    <p className="text-sm text-muted-foreground">
      Last updated: <time dateTime={today.toLocaleDateString('en-CA')}>{formatLongDate(today)}</time>
    </p>
  )
}

function PageContent({ page }: { page: InfoPageKey }) {
  if (isGuide(page)) return <GuideContent category={page} />
  switch (page) {
    case 'about':
      return <AboutContent />
    case 'disclosure':
      return <DisclosureContent />
    case 'privacy':
      return <PrivacyContent />
    case 'terms':
      return <TermsContent />
  }
}

export function InfoPage({ page }: { page: InfoPageKey }) {
  const { title, path, lead, description } = INFO_PAGES[page]
  return (
    <>
      <Head title={title} description={description} canonicalPath={path} />
      <div className="border-b bg-muted/50">
        <div className="container py-10 md:py-14">
          <PageHeader title={title} lead={lead}>
            {page === 'privacy' || page === 'terms' ? <LastUpdated /> : null}
          </PageHeader>
        </div>
      </div>
      <article className="container py-10 md:py-14">
        <Prose>
          <PageContent page={page} />
        </Prose>
      </article>
    </>
  )
}
