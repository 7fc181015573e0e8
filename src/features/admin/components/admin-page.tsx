import type * as React from 'react'
import { NotBuiltYet } from '@/components/not-built-yet'
import { Head } from '@/components/seo/head'

/** Frame of an admin page: its title (tab and heading) and content, kept out of search. */
export function AdminPage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <>
      <Head title={`${title} · Admin`} noIndex />
      <div className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {children ?? <NotBuiltYet />}
      </div>
    </>
  )
}
