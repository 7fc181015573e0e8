import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * An on/off switch (shadcn's look, WAI-ARIA's switch pattern): a button with
 * role="switch" and aria-checked, so Space and Enter flip it and a screen reader says
 * "on" or "off". No Radix package: the button already has every behaviour it needs.
 * Name it with a label (aria-label or a <label htmlFor>); the state is not part of the name.
 */
export function Switch({
  checked,
  onCheckedChange,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<'button'>, 'role' | 'type' | 'aria-checked'> & {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-slot="switch"
      data-state={checked ? 'checked' : 'unchecked'}
      className={cn(
        'peer inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-muted-foreground',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) onCheckedChange(!checked)
      }}
      {...props}
    >
      <span
        aria-hidden="true"
        data-state={checked ? 'checked' : 'unchecked'}
        className="pointer-events-none block size-4 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0"
      />
    </button>
  )
}
