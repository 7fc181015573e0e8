import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'
import { Check, ChevronRight, Circle } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/lib/utils'
import { InertOthers } from './inert-others'
import { slotComponent } from './slot'

const DropdownMenu = slotComponent(DropdownMenuPrimitive.Root, 'dropdown-menu')
const DropdownMenuPortal = slotComponent(DropdownMenuPrimitive.Portal, 'dropdown-menu-portal')
const DropdownMenuTrigger = slotComponent(DropdownMenuPrimitive.Trigger, 'dropdown-menu-trigger')

function DropdownMenuContent({
  className,
  sideOffset = 4,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-[8rem] origin-[var(--radix-dropdown-menu-content-transform-origin)] overflow-y-auto overflow-x-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95 data-[side=bottom]:slide-in-from-top-2 data-[side=left]:slide-in-from-right-2 data-[side=right]:slide-in-from-left-2 data-[side=top]:slide-in-from-bottom-2',
          className,
        )}
        {...props}
      >
        <InertOthers />
        {children}
      </DropdownMenuPrimitive.Content>
    </DropdownMenuPrimitive.Portal>
  )
}

const DropdownMenuGroup = slotComponent(DropdownMenuPrimitive.Group, 'dropdown-menu-group')

function DropdownMenuItem({
  className,
  inset,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item> & {
  inset?: boolean
  variant?: 'default' | 'destructive'
}) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-inset={inset}
      data-variant={variant}
      className={cn(
        "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[inset]:pl-8 data-[variant=destructive]:text-destructive data-[disabled]:opacity-50 data-[variant=destructive]:focus:bg-destructive/10 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  )
}

/**
 * A checkbox or a radio item: its indicator (a check, a dot) stands in the inset on the
 * left while the item is checked.
 */
function indicatorItem<
  T extends typeof DropdownMenuPrimitive.CheckboxItem | typeof DropdownMenuPrimitive.RadioItem,
>(item: T, slot: string, indicator: React.ReactNode) {
  const Item = slotComponent(
    item,
    slot,
    'relative flex cursor-default select-none items-center gap-2 rounded-sm py-1.5 pl-8 pr-2 text-sm outline-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
  )
  function IndicatorItem(props: React.ComponentProps<T>) {
    return (
      <Item {...props}>
        <span className="pointer-events-none absolute left-2 flex size-3.5 items-center justify-center">
          <DropdownMenuPrimitive.ItemIndicator>{indicator}</DropdownMenuPrimitive.ItemIndicator>
        </span>
        {props.children}
      </Item>
    )
  }
  IndicatorItem.displayName = Item.displayName
  return IndicatorItem
}

const DropdownMenuCheckboxItem = indicatorItem(
  DropdownMenuPrimitive.CheckboxItem,
  'dropdown-menu-checkbox-item',
  <Check className="size-4" />,
)

const DropdownMenuRadioGroup = slotComponent(
  DropdownMenuPrimitive.RadioGroup,
  'dropdown-menu-radio-group',
)

const DropdownMenuRadioItem = indicatorItem(
  DropdownMenuPrimitive.RadioItem,
  'dropdown-menu-radio-item',
  <Circle className="size-2 fill-current" />,
)

function DropdownMenuLabel({
  className,
  inset,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      data-inset={inset}
      className={cn('px-2 py-1.5 text-sm font-medium data-[inset]:pl-8', className)}
      {...props}
    />
  )
}

const DropdownMenuSeparator = slotComponent(
  DropdownMenuPrimitive.Separator,
  'dropdown-menu-separator',
  '-mx-1 my-1 h-px bg-border',
)
const DropdownMenuShortcut = slotComponent(
  'span',
  'dropdown-menu-shortcut',
  'ml-auto text-xs tracking-widest text-muted-foreground',
)
const DropdownMenuSub = slotComponent(DropdownMenuPrimitive.Sub, 'dropdown-menu-sub')

function DropdownMenuSubTrigger({
  className,
  inset,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.SubTrigger> & { inset?: boolean }) {
  return (
    <DropdownMenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      data-inset={inset}
      className={cn(
        'flex cursor-default select-none items-center rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-accent focus:text-accent-foreground data-[state=open]:bg-accent data-[inset]:pl-8 data-[state=open]:text-accent-foreground',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronRight className="ml-auto size-4" />
    </DropdownMenuPrimitive.SubTrigger>
  )
}

const DropdownMenuSubContent = slotComponent(
  DropdownMenuPrimitive.SubContent,
  'dropdown-menu-sub-content',
  'z-50 min-w-[8rem] origin-[var(--radix-dropdown-menu-content-transform-origin)] overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95',
)

export {
  DropdownMenu,
  DropdownMenuPortal,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubTrigger,
  DropdownMenuSubContent,
}
