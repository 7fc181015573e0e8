/**
 * The information pages (/about, /disclosure, /privacy, /terms) and the category guides
 * (/slots, /poker, /blackjack). Privacy and terms state today as their last-updated date.
 */
import { Mail, ShieldCheck } from 'lucide-react'
import { Suspense } from 'react'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { Head } from '@/components/seo/head'
import { DEFAULT_COUNTRY } from '@/config/countries'
import { GUIDE_CATEGORIES, paths, type GuideCategory, type InfoPageKey } from '@/config/paths'
import { usePublicSettings } from '@/lib/use-public-settings'
import { formatLongDate, useToday } from '@/lib/today'
import { GuideContent, INFO_PAGE_CONTENT } from './content'
import { Prose } from './content/prose'
import { INFO_PAGES } from './info-pages'

function isGuide(page: InfoPageKey): page is GuideCategory {
  return (GUIDE_CATEGORIES as readonly string[]).includes(page)
}

function LastUpdated() {
  const today = useToday()
  return (
    <p className="text-sm text-muted-foreground">
      Last updated:{' '}
      <time dateTime={today.toLocaleDateString('en-CA')}>{formatLongDate(today)}</time>
    </p>
  )
}

/** Beside the text on wide screens, below it on phones: contact and help. */
function InfoAside() {
  const { contactEmail, contactResponseTime, minimumAge } = usePublicSettings()
  return (
    <aside className="space-y-4 lg:sticky lg:top-6 lg:self-start">
      <div className="rounded-xl border bg-card p-5 shadow-sm">
        <h2 className="flex items-center gap-2 font-semibold">
          <Mail className="size-4 text-primary" aria-hidden="true" />
          Questions?
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Email{' '}
          <a href={`mailto:${contactEmail}`} className="font-medium text-primary underline">
            {contactEmail}
          </a>
          . We reply within {contactResponseTime}.
        </p>
      </div>
      <div className="rounded-xl border bg-card p-5 shadow-sm">
        <h2 className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
          Compare safely
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Licensed casinos only, ranked by our editors. {minimumAge}+ only.
        </p>
        <Link
          to={paths.country.getHref(DEFAULT_COUNTRY)}
          className="mt-3 inline-flex text-sm font-semibold text-primary hover:underline"
        >
          See the top casinos →
        </Link>
      </div>
    </aside>
  )
}

function PageContent({ page }: { page: InfoPageKey }) {
  if (isGuide(page)) return <GuideContent category={page} />
  const Content = INFO_PAGE_CONTENT[page]
  return <Content />
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
      <div className="container grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article>
          <Prose>
            {/* A boundary per page: moving to another page shows its heading at once. */}
            <Suspense key={page} fallback={<p className="text-muted-foreground">Loading...</p>}>
              <PageContent page={page} />
            </Suspense>
          </Prose>
        </article>
        <InfoAside />
      </div>
    </>
  )
}
