import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

/**
 * Every look is a variant: a caller's className only adds (margins, widths, display at a
 * breakpoint), never overrides, so cva joins them as they are and tailwind-merge (9 KB gzip)
 * stays out of the public pages' JavaScript.
 */
const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-[invalid=true]:border-destructive [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline:
          'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        gold: 'bg-gold text-gold-foreground shadow-sm hover:bg-gold/90',
        /** The affiliate call to action: the primary button, raised. */
        cta: 'bg-primary text-primary-foreground shadow-md hover:bg-primary/90',
        /** On the brand-coloured header. */
        onBrand: 'text-brand-foreground hover:bg-white/10',
      },
      size: {
        default: 'h-10 gap-2 rounded-md px-4 py-2 text-sm has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 rounded-md px-3 text-sm has-[>svg]:px-2.5',
        lg: 'h-11 gap-2 rounded-md px-6 text-base has-[>svg]:px-4',
        icon: 'size-10 rounded-md',
        'icon-sm': 'size-9 rounded-md',
        avatar: 'size-9 rounded-full',
        /** No box: a link-styled action inside a line of text. */
        inline: 'gap-1.5 text-sm',
      },
      weight: { medium: 'font-medium', semibold: 'font-semibold', bold: 'font-bold' },
    },
    defaultVariants: { variant: 'default', size: 'default', weight: 'medium' },
  },
)

type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>

/**
 * A <button>. A link that looks like a button is a link with the same classes:
 * `<Link className={buttonVariants({ size: 'lg' })}>` (no Slot: 1 KB less on public pages).
 */
function Button({ className, variant, size, weight, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      className={buttonVariants({ variant, size, weight, className })}
      {...props}
    />
  )
}

export { Button, buttonVariants, type ButtonProps }
