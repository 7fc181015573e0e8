import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { NotBuiltYet } from '@/components/not-built-yet'
import { PageHeader } from '@/components/page-header'
import { Head } from '@/components/seo/head'
import { paths } from '@/config/paths'

/** 'royal-spin-casino' -> 'Royal Spin Casino', until the brand is read from the database. */
function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** /reviews/{brandSlug}: breadcrumb and title; the review itself comes later. */
export function ReviewPage({ brandSlug }: { brandSlug: string }) {
  const brandName = nameFromSlug(brandSlug)
  const title = `${brandName} Review`
  return (
    <>
      <Head title={title} canonicalPath={paths.review.getHref(brandSlug)} />
      <article className="container space-y-6 py-10 md:py-14">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <li className="flex items-center gap-1">
              <Link to={paths.home.getHref()} className="hover:text-foreground hover:underline">
                Home
              </Link>
              <ChevronRight className="size-4" aria-hidden="true" />
            </li>
            <li className="flex items-center gap-1">
              Reviews
              <ChevronRight className="size-4" aria-hidden="true" />
            </li>
            <li aria-current="page" className="font-medium text-foreground">
              {brandName}
            </li>
          </ol>
        </nav>
        <PageHeader title={title} />
        <NotBuiltYet />
      </article>
    </>
  )
}
