/**
 * Most parts of a shadcn primitive are an element (or a Radix part) with a `data-slot` and
 * classes, nothing else. slotComponent builds such a part once: the caller's className is
 * merged over the part's with cn, and every other prop, ref included (React 19 passes it as a
 * prop), goes through. Parts with logic (variants, icons, portals, extra markup) stay written
 * out in their files. Admin only: cn brings tailwind-merge, which public pages do without.
 *
 * @example
 * const CardTitle = slotComponent('div', 'card-title', 'font-semibold leading-none')
 * const DialogTrigger = slotComponent(DialogPrimitive.Trigger, 'dialog-trigger')
 */
import type * as React from 'react'
import { cn } from '@/lib/utils'

/** 'dropdown-menu-item' -> 'DropdownMenuItem', the name React DevTools shows. */
const componentName = (slot: string) =>
  slot.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * The part `slot` of a primitive: `as` (a tag name or a component) with `data-slot={slot}` and,
 * when given, the classes a caller's className is merged over.
 */
export function slotComponent<T extends React.ElementType>(
  as: T,
  slot: string,
  classes?: string,
): React.FC<React.ComponentProps<T>> {
  const Element: React.ElementType = as
  function Part({ className, ...props }: { className?: string }) {
    return (
      <Element
        data-slot={slot}
        className={classes === undefined ? className : cn(classes, className)}
        {...props}
      />
    )
  }
  Part.displayName = componentName(slot)
  return Part as React.FC<React.ComponentProps<T>>
}
