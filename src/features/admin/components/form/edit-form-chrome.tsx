/**
 * The chrome every section's edit form shares, so staff (and tests) meet the same words
 * and roles everywhere: the header (Back to <Section>, the title, Delete), the alerts a
 * failed save leaves, and the Save/Cancel footer.
 */
import { AlertCircle, ArrowLeft, RotateCw, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

type EditFormHeaderProps = {
  /** The list URL the back link returns to (listHref(params)). */
  listTo: string
  /** The section's label, as in the sidebar: 'Back to Countries'. */
  sectionLabel: string
  /** 'Edit {name}' or 'New …'. */
  title: string
  /** A line under the title, e.g. that the form is read-only. */
  note?: ReactNode
  /** Shows the Delete button when given (an existing row the user may delete). */
  onDelete?: () => void
  /** Disables Delete, e.g. while the section's dependency check runs. */
  deleteDisabled?: boolean
}

export function EditFormHeader({
  listTo,
  sectionLabel,
  title,
  note,
  onDelete,
  deleteDisabled,
}: EditFormHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="space-y-1">
        <Link
          to={listTo}
          className={buttonVariants({ variant: 'link', size: 'inline', className: 'px-0' })}
        >
          <ArrowLeft aria-hidden="true" />
          Back to {sectionLabel}
        </Link>
        <h2 className="text-lg font-semibold">{title}</h2>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {onDelete ? (
        <Button variant="outline" size="sm" disabled={deleteDisabled} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      ) : null}
    </div>
  )
}

type SaveAlertsProps = {
  /** The row's noun: 'Not saved: this {entity} changed meanwhile'. */
  entity: string
  /** The conflict's message when someone else saved the row meanwhile. */
  conflict: string | null
  /** Any other save failure, described. */
  formError: string | null
  onReload: () => void
}

/** The alerts a failed save leaves: the conflict with 'Reload', or 'Not saved'. */
export function SaveAlerts({ entity, conflict, formError, onReload }: SaveAlertsProps) {
  return (
    <>
      {conflict ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Not saved: this {entity} changed meanwhile</AlertTitle>
          <AlertDescription>
            <p>{conflict}</p>
            <Button variant="outline" size="sm" onClick={onReload}>
              <RotateCw aria-hidden="true" />
              Reload
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Not saved</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
    </>
  )
}

/** The form's footer: Save (submits) and Cancel (back to the list). */
export function FormActions({
  saving,
  cancelTo,
  className,
}: {
  saving: boolean
  cancelTo: string
  className?: string
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
      <Link to={cancelTo} className={buttonVariants({ variant: 'outline' })}>
        Cancel
      </Link>
    </div>
  )
}
