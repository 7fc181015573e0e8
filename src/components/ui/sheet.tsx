import * as SheetPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/lib/utils'
import { modalOverlay } from './dialog'
import { InertOthers } from './inert-others'
import { slotComponent } from './slot'

const Sheet = slotComponent(SheetPrimitive.Root, 'sheet')
const SheetTrigger = slotComponent(SheetPrimitive.Trigger, 'sheet-trigger')
const SheetClose = slotComponent(SheetPrimitive.Close, 'sheet-close')
const SheetPortal = slotComponent(SheetPrimitive.Portal, 'sheet-portal')
const SheetOverlay = slotComponent(SheetPrimitive.Overlay, 'sheet-overlay', modalOverlay)

const sides = {
  right:
    'inset-y-0 right-0 h-full w-3/4 border-l data-[state=closed]:slide-out-to-right data-[state=open]:slide-in-from-right sm:max-w-sm',
  left: 'inset-y-0 left-0 h-full w-3/4 border-r data-[state=closed]:slide-out-to-left data-[state=open]:slide-in-from-left sm:max-w-sm',
  top: 'inset-x-0 top-0 h-auto border-b data-[state=closed]:slide-out-to-top data-[state=open]:slide-in-from-top',
  bottom:
    'inset-x-0 bottom-0 h-auto border-t data-[state=closed]:slide-out-to-bottom data-[state=open]:slide-in-from-bottom',
} as const

function SheetContent({
  className,
  children,
  side = 'right',
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & { side?: keyof typeof sides }) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed z-50 flex flex-col gap-4 bg-background shadow-lg transition ease-in-out data-[state=closed]:duration-300 data-[state=open]:duration-500 data-[state=open]:animate-in data-[state=closed]:animate-out',
          sides[side],
          className,
        )}
        {...props}
      >
        <InertOthers />
        {children}
        <SheetPrimitive.Close className="absolute right-4 top-4 rounded-sm opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2 disabled:pointer-events-none">
          <X className="size-4" />
          <span className="sr-only">Close</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPortal>
  )
}

const SheetHeader = slotComponent('div', 'sheet-header', 'flex flex-col gap-1.5 p-4')
const SheetFooter = slotComponent('div', 'sheet-footer', 'mt-auto flex flex-col gap-2 p-4')
const SheetTitle = slotComponent(
  SheetPrimitive.Title,
  'sheet-title',
  'font-semibold text-foreground',
)
const SheetDescription = slotComponent(
  SheetPrimitive.Description,
  'sheet-description',
  'text-sm text-muted-foreground',
)

export {
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetContent,
  SheetHeader,
  SheetFooter,
  SheetTitle,
  SheetDescription,
}
