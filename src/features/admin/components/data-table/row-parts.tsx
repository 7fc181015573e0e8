/**
 * Cells every section's list repeats: the name linking to the row's form, the row's
 * Delete button and the bulk Activate/Deactivate pair (the columns: common-columns.tsx).
 * Section-specific cells (icons, positions, Duplicate) stay in the section.
 */
import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'

/** The row's name as the link to its form (formHref(params, id)). */
export function RowEditLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
    >
      {children}
    </Link>
  )
}

/** The row's Delete icon button, named 'Delete {name}'. */
export function RowDeleteButton({
  name,
  disabled,
  onDelete,
}: {
  name: string
  disabled?: boolean
  onDelete: () => void
}) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Delete ${name}`}
      disabled={disabled}
      onClick={onDelete}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  )
}

/** The bulk actions of a table with is_active: 'Activate' and 'Deactivate' the selection. */
export function BulkActiveButtons({ onSet }: { onSet: (active: boolean) => void }) {
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => onSet(true)}>
        Activate
      </Button>
      <Button size="sm" variant="outline" onClick={() => onSet(false)}>
        Deactivate
      </Button>
    </>
  )
}
