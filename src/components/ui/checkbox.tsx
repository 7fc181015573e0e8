import { Check } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * A native checkbox in the design system's look (shadcn's shape): it keeps the browser's
 * own semantics, keyboard handling and form behaviour, and works with `register()`.
 */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative inline-grid size-4 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        data-slot="checkbox"
        className="peer size-4 cursor-pointer appearance-none rounded-[4px] border border-input bg-background shadow-sm outline-none transition-colors checked:border-primary checked:bg-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <Check
        className="pointer-events-none absolute size-3 text-primary-foreground opacity-0 peer-checked:opacity-100"
        strokeWidth={3.5}
        aria-hidden="true"
      />
    </span>
  )
}
