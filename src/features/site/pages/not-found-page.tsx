import { MapPin } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Head } from '@/components/seo/head'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** Any path that is not a page of the site (SPEC.md section 2). */
export function NotFoundPage() {
  return (
    <>
      <Head
        title="Page not found"
        description="The page you're looking for doesn't exist or has moved."
        noIndex
      />
      <section className="container flex flex-col items-center py-20 text-center md:py-28">
        {/* Decoration in the page's colours, drawn by CSS: the heading says it in words. */}
        <p
          aria-hidden="true"
          data-text="404"
          className="text-7xl font-extrabold tracking-tight text-brand/15 before:content-[attr(data-text)] dark:text-white/15 md:text-8xl"
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">Page not found</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          The page you&apos;re looking for doesn&apos;t exist or has moved. Try our casino rankings
          instead.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.country.getHref('ca')} className={buttonVariants({ size: 'lg' })}>
            <MapPin aria-hidden="true" />
            Visit Canadian Casinos
          </Link>
          <Link
            to={paths.home.getHref()}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            Back to Home
          </Link>
        </div>
      </section>
    </>
  )
}
