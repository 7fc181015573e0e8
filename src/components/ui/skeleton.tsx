import type * as React from 'react'
import { clsx } from 'clsx'

/** A grey placeholder block; `circle` for an avatar or a score bubble. */
function Skeleton({
  className,
  circle = false,
  ...props
}: React.ComponentProps<'div'> & { circle?: boolean }) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={clsx('animate-pulse bg-muted', circle ? 'rounded-full' : 'rounded-md', className)}
      {...props}
    />
  )
}

export { Skeleton }
