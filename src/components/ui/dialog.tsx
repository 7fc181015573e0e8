import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/lib/utils'
import { InertOthers } from './inert-others'
import { slotComponent } from './slot'

/** A modal dialog (Radix Dialog in shadcn's shape): focus trapped, Escape closes. */
const Dialog = slotComponent(DialogPrimitive.Root, 'dialog')
const DialogTrigger = slotComponent(DialogPrimitive.Trigger, 'dialog-trigger')
const DialogClose = slotComponent(DialogPrimitive.Close, 'dialog-close')
/** The dimmed page behind a modal layer: a dialog's and a sheet's. */
const modalOverlay =
  'fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0'
const DialogOverlay = slotComponent(DialogPrimitive.Overlay, 'dialog-overlay', modalOverlay)

function DialogContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal data-slot="dialog-portal">
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg duration-200 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95',
          className,
        )}
        {...props}
      >
        <InertOthers />
        {children}
        <DialogPrimitive.Close className="absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4">
          <X aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

const DialogHeader = slotComponent(
  'div',
  'dialog-header',
  'flex flex-col gap-2 text-center sm:text-left',
)
const DialogFooter = slotComponent(
  'div',
  'dialog-footer',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
)
const DialogTitle = slotComponent(
  DialogPrimitive.Title,
  'dialog-title',
  'text-lg font-semibold leading-none',
)
const DialogDescription = slotComponent(
  DialogPrimitive.Description,
  'dialog-description',
  'text-sm text-muted-foreground',
)

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
  modalOverlay,
}
