import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '@/lib/utils'
import { slotComponent } from './slot'

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(theme(spacing.4))_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        destructive:
          // The dark theme's destructive red is a button fill: as text on a card it reads lighter.
          'border-destructive/50 bg-card text-destructive *:data-[slot=alert-description]:text-destructive/90 dark:text-red-400 dark:*:data-[slot=alert-description]:text-red-300 [&>svg]:text-current',
        warning: 'border-warning/60 bg-warning/10 text-foreground [&>svg]:text-warning',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

function Alert({
  className,
  variant,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role="alert"
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  )
}

const AlertTitle = slotComponent(
  'div',
  'alert-title',
  'col-start-2 line-clamp-1 min-h-4 font-medium tracking-tight',
)
const AlertDescription = slotComponent(
  'div',
  'alert-description',
  'col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed',
)

export { Alert, AlertTitle, AlertDescription, alertVariants }
