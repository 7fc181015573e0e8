import { Toaster as Sonner, type ToasterProps } from 'sonner'

/** Notifications: one at a time, shown 5000 ms (SPEC.md section 9). */
export const TOAST_DURATION_MS = 5000

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      className="toaster group"
      toastOptions={{
        classNames: {
          toast: 'group toast border-border bg-popover text-popover-foreground shadow-lg',
          description: 'text-muted-foreground',
        },
      }}
      {...props}
    />
  )
}

export { Toaster }
