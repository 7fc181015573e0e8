import { SearchX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Head } from '@/components/seo/head'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

export function ReviewNotFound() {
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <Head title="Brand Not Found" noIndex />
      <SearchX aria-hidden="true" className="mb-4 size-12 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight">Brand Not Found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The review page you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Link to={paths.home.getHref()} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        Return to Homepage
      </Link>
    </section>
  )
}
