import { SearchX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Head } from '@/components/seo/head'
import { buttonVariants } from '@/components/ui/button'
import { HOME_SECTION } from '../sections'

/** An /admin URL that is no section (a mistyped or outdated link), inside the admin frame. */
export function AdminNotFound() {
  return (
    <>
      <Head title="Page not found · Admin" noIndex />
      <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
        <span className="mb-4 grid size-11 place-items-center rounded-full bg-muted text-muted-foreground">
          <SearchX className="size-5" aria-hidden="true" />
        </span>
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">404</p>
        <h1 className="mt-2 text-xl font-semibold tracking-tight">Page not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          No admin page has this address. Pick a section in the menu.
        </p>
        <Link to={HOME_SECTION.path} className={buttonVariants({ className: 'mt-6' })}>
          Go to {HOME_SECTION.label}
        </Link>
      </div>
    </>
  )
}
