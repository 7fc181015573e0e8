import type * as React from 'react'
import { Head } from '@/components/seo/head'

/** Frame of an admin page: its title (tab and heading) and content, kept out of search. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string
  description?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <>
      <Head title={`${title} · Admin`} noIndex />
      <div className="space-y-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? (
            <p className="max-w-3xl text-sm text-muted-foreground">{description}</p>
          ) : null}
        </div>
        {children}
      </div>
    </>
  )
}
