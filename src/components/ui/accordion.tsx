/**
 * A disclosure list on native <details>/<summary>: it opens and closes without JavaScript
 * (prerendered pages work before hydration) and is announced as expandable by screen readers.
 */
import { ChevronDown } from 'lucide-react'
import type * as React from 'react'
import { clsx } from 'clsx'

function Accordion({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="accordion"
      className={clsx('divide-y rounded-lg border bg-card', className)}
      {...props}
    />
  )
}

function AccordionItem({ className, ...props }: React.ComponentProps<'details'>) {
  return <details data-slot="accordion-item" className={clsx('group', className)} {...props} />
}

function AccordionTrigger({ className, children, ...props }: React.ComponentProps<'summary'>) {
  return (
    <summary
      data-slot="accordion-trigger"
      className={clsx(
        'flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 text-left font-semibold outline-none transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring md:px-6 [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
      />
    </summary>
  )
}

function AccordionContent({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="accordion-content"
      className={clsx('px-4 pb-4 text-muted-foreground md:px-6', className)}
      {...props}
    />
  )
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent }
