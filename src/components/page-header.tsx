import type * as React from 'react'
import { clsx } from 'clsx'

/** Title block of a content page: the page's single h1 and an optional lead. */
export function PageHeader({
  title,
  lead,
  className,
  children,
}: {
  title: string
  lead?: React.ReactNode
  className?: string
  children?: React.ReactNode
}) {
  return (
    <div className={clsx('space-y-3', className)}>
      <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {lead ? <p className="max-w-3xl text-lg text-muted-foreground">{lead}</p> : null}
      {children}
    </div>
  )
}
