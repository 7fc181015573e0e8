/**
 * A dropdown menu's failed read (Saved views, the alerts bell): what could not be loaded, and a
 * Retry item that keeps the menu open to show what the retry brings. The message is the Retry
 * item's description, not an alert of its own: a menu may own only menu items and groups
 * (axe's aria-required-children), and focus lands on the item, where it is read out.
 */
import { RotateCw } from 'lucide-react'
import { useId } from 'react'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'

export function MenuRetry({ what, onRetry }: { what: string; onRetry: () => void }) {
  const id = useId()
  return (
    <>
      <p id={id} className="px-2 py-1.5 text-sm text-destructive">
        Could not load {what}.
      </p>
      <DropdownMenuItem
        aria-describedby={id}
        onSelect={(event) => {
          event.preventDefault()
          onRetry()
        }}
      >
        <RotateCw aria-hidden="true" />
        Retry
      </DropdownMenuItem>
    </>
  )
}
