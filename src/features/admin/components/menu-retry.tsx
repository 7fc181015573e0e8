/**
 * A dropdown menu's failed read (Saved views, the alerts bell): what could not be loaded, and a
 * Retry item that keeps the menu open to show what the retry brings.
 */
import { RotateCw } from 'lucide-react'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'

export function MenuRetry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <>
      <p role="alert" className="px-2 py-1.5 text-sm text-destructive">
        Could not load {what}.
      </p>
      <DropdownMenuItem
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
