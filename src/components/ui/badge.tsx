import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

/** Looks are variants; a caller's className only adds (see button.tsx). */
const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-ring [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        outline: 'text-foreground',
        gold: 'border-transparent bg-gold text-gold-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        /** On a dark or brand-coloured background. */
        onDark: 'border-transparent bg-white/15 text-white',
      },
      size: { default: 'text-xs', lg: 'text-sm' },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

function Badge({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-slot="badge" className={badgeVariants({ variant, size, className })} {...props} />
  )
}

export { Badge, badgeVariants }
