/**
 * The chrome every section's edit form shares, so staff (and tests) meet the same words
 * and roles everywhere: the header (Back to <Section>, the title, Delete), the alerts a
 * failed save leaves, the Save/Cancel footer, and the loading and load-error states.
 */
import { AlertCircle, ArrowLeft, RotateCw, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { describeError } from './database-errors'

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

/**
 * The form's place while its row (or its options) failed to load: what failed, 'Retry'
 * and 'Back to <Section>'.
 */
export function FormLoadError({
  what,
  sectionLabel,
  listTo,
  error,
  retry,
}: {
  /** 'The country', as in 'The country could not be loaded'. */
  what: string
  sectionLabel: string
  listTo: string
  error: unknown
  retry: () => void
}) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>{what} could not be loaded</AlertTitle>
      <AlertDescription>
        <p>{describeError(error)}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={retry}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
          <Link to={listTo} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            Back to {sectionLabel}
          </Link>
        </div>
      </AlertDescription>
    </Alert>
  )
}

/** The form's place while its row loads: `rows` field-sized skeletons, named `label`. */
export function FormLoading({ label, rows }: { label: string; rows: number }) {
  return (
    <div className="space-y-4" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full max-w-xl" />
      ))}
    </div>
  )
}
