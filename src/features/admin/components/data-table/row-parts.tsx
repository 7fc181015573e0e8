/**
 * Parts every section's list repeats: the name linking to the row's form, the row's Edit
 * and Delete buttons, the 'New …' link and the bulk Activate/Deactivate pair (put together
 * by section-table.tsx). Section-specific cells (icons, positions, Duplicate) stay in the
 * section.
 */
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, buttonVariants } from '@/components/ui/button'
import { formHref, NEW_ROW } from '../edit-links'

/** The form of row `id` ('new': a new row) on the list's own URL. */
function useFormHref(id: string): string {
  const [params] = useSearchParams()
  return formHref(params, id)
}

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

/** The row's name as the link to its form. */
export function RowTitleLink({ id, children }: { id: string; children: ReactNode }) {
  return <RowEditLink to={useFormHref(id)}>{children}</RowEditLink>
}

/** The row's Edit icon button, named 'Edit {name}'. */
export function RowEditButton({ id, name }: { id: string; name: string }) {
  return (
    <Link
      to={useFormHref(id)}
      aria-label={`Edit ${name}`}
      className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}
    >
      <Pencil aria-hidden="true" />
    </Link>
  )
}

/** The 'New {noun}' link to the form of a new row. */
export function NewRowLink({ noun }: { noun: string }) {
  return (
    <Link to={useFormHref(NEW_ROW)} className={buttonVariants({ size: 'sm' })}>
      <Plus aria-hidden="true" />
      {`New ${noun}`}
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
