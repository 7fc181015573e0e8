/**
 * A page of the site rendered from its published `pages` row (/about, /privacy, /slots,
 * any page created in the admin): title, Markdown body, meta title and description, and
 * the day it was last updated. No published row at the slug: the 404 page.
 */
import { Mail, ShieldCheck } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { PageLoading } from '@/components/page-loading'
import { Head } from '@/components/seo/head'
import { COUNTRIES, DEFAULT_COUNTRY } from '@/config/countries'
import { GUIDE_CATEGORIES, paths, type GuideCategory } from '@/config/paths'
import { usePublicSettings } from '@/lib/use-public-settings'
import { usePage, type PublicPage } from '../api/get-page'
import { MarkdownHtml } from '../markdown/markdown-html'
import { NotFoundPage } from './not-found-page'
import { longDateUtc } from '@/lib/format'

function formatUpdatedAt(timestamp: string): { label: string; dateTime: string } {
  const date = new Date(timestamp)
  return { label: longDateUtc(date), dateTime: date.toISOString().slice(0, 10) }
}

function LastUpdated({ updatedAt }: { updatedAt: string }) {
  const { label, dateTime } = formatUpdatedAt(updatedAt)
  return (
    <p className="text-sm text-muted-foreground">
      Last updated: <time dateTime={dateTime}>{label}</time>
    </p>
  )
}

function isGuide(slug: string): slug is GuideCategory {
  return (GUIDE_CATEGORIES as readonly string[]).includes(slug)
}

/** Below a category guide: its ranking in every country (/uk/slots). */
function GuideCountryLinks({ category }: { category: GuideCategory }) {
  const label = paths[category].label
  return (
    <section className="mt-10 max-w-3xl">
      <h2 className="mb-3 text-xl font-bold tracking-tight md:text-2xl">
        Best {label.toLowerCase()} casinos by country
      </h2>
      <ul className="flex flex-wrap gap-2">
        {COUNTRIES.map((country) => (
          <li key={country.slug}>
            <Link
              to={paths.category.getHref(country.slug, category)}
              className="inline-block rounded-full border bg-card px-4 py-1.5 text-sm font-medium hover:border-primary"
            >
              {label} in {country.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Beside the text on wide screens, below it on phones: contact and help. */
function PageAside() {
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

/** The page itself, from its row. */
function ContentPageView({ page }: { page: PublicPage }) {
  return (
    <>
      <Head
        title={page.meta_title || page.title}
        description={page.meta_description ?? undefined}
        canonicalPath={`/${page.slug}`}
      />
      <div className="border-b bg-muted/50">
        <div className="container py-10 md:py-14">
          <PageHeader title={page.title} lead={page.meta_description}>
            <LastUpdated updatedAt={page.updated_at} />
          </PageHeader>
        </div>
      </div>
      <div className="container grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article>
          <MarkdownHtml html={page.html} />
          {isGuide(page.slug) ? <GuideCountryLinks category={page.slug} /> : null}
        </article>
        <PageAside />
      </div>
    </>
  )
}

export function ContentPage({ slug }: { slug: string }) {
  const query = usePage(slug)
  // Data first: a failed background refetch keeps the page on screen.
  if (query.data) return <ContentPageView page={query.data} />
  if (query.data === null) return <NotFoundPage />
  // A failed first read is the app's error screen (AppRoutes' boundary), not a 404.
  if (query.isError) throw query.error
  return <PageLoading />
}
