/**
 * A full-page message inside the admin frame (the 403 of a section, the admin 404): an
 * icon, a status line, a heading, what to do, and the way back to the dashboard.
 */
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Head } from '@/components/seo/head'
import { buttonVariants } from '@/components/ui/button'
import { HOME_SECTION } from '../sections'

type MessageScreenProps = {
  /** The browser tab's title. */
  pageTitle: string
  icon: LucideIcon
  /** The status line above the heading ('404', '403 · Forbidden'). */
  status: string
  heading: string
  children: ReactNode
}

export function MessageScreen({
  pageTitle,
  icon: Icon,
  status,
  heading,
  children,
}: MessageScreenProps) {
  return (
    <>
      <Head title={pageTitle} noIndex />
      <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
        <span className="mb-4 grid size-11 place-items-center rounded-full bg-muted text-muted-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          {status}
        </p>
        <h1 className="mt-2 text-xl font-semibold tracking-tight">{heading}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{children}</p>
        <Link to={HOME_SECTION.path} className={buttonVariants({ className: 'mt-6' })}>
          Go to {HOME_SECTION.label}
        </Link>
      </div>
    </>
  )
}
