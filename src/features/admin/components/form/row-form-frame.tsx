/**
 * The page an edit form's fields sit in, the same in every section: the header (Back to
 * <Section>, the title, Delete), the alerts a failed save leaves, the form itself (named by
 * the title, two columns from the chosen width) ending in Save/Cancel for staff who may
 * write, then the row's history and the delete dialog. Sections add their own notes in
 * the two slots around the alerts; a form whose fields sit in tabs stacks them, and may
 * show a preview beside the form (the brand's card).
 */
import type { BaseSyntheticEvent, ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { EditFormHeader, FormActions, SaveAlerts } from './edit-form-chrome'

/** What the frame needs of useRowForm's result. */
type RowFormState = {
  /** The row's noun in the alerts ('Reload the country'). */
  entity: string
  /** The section's sidebar label: 'Back to Countries'. */
  sectionLabel: string
  readOnly: boolean
  saving: boolean
  listTo: string
  conflict: string | null
  formError: string | null
  reload: () => Promise<void>
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
}

/**
 * From which width the fields go two columns (literal classes, for Tailwind); `stacked`
 * leaves the layout to the children (tab panels) and sets Save apart.
 */
const COLUMNS = {
  md: { form: 'grid gap-5 md:grid-cols-2', actions: 'md:col-span-2' },
  lg: { form: 'grid gap-5 lg:grid-cols-2', actions: 'lg:col-span-2' },
  stacked: { form: 'min-w-0 space-y-5', actions: 'border-t pt-4' },
} as const

type RowFormFrameProps = {
  rowForm: RowFormState
  /** 'Edit {name}' or 'New …': the header and the form's accessible name. */
  title: string
  /** Under the title, e.g. that the row is read-only for this role. */
  note?: ReactNode
  /** Shows Delete (an existing row the user may delete). */
  onDelete?: () => void
  deleteDisabled?: boolean
  /** Under the header, before the save alerts: a warning or note about the row. */
  notice?: ReactNode
  /** After the save alerts, before the form: panels about the saved row. */
  aside?: ReactNode
  /** The whole form's width, e.g. 'max-w-3xl'. */
  className?: string
  columns?: keyof typeof COLUMNS
  /** The form element's id (a tabbed form finds its panels by it). */
  formId?: string
  /** Beside the form from the xl width, sticky: a preview, named by `label`. */
  beside?: { label: string; content: ReactNode }
  /** The row's history (<RecordHistory>) for a saved row. */
  history?: ReactNode
  /** The section's delete dialog. */
  dialog?: ReactNode
  /** The fields. */
  children: ReactNode
}

export function RowFormFrame({
  rowForm,
  title,
  note,
  onDelete,
  deleteDisabled,
  notice,
  aside,
  className,
  columns = 'md',
  formId,
  beside,
  history,
  dialog,
  children,
}: RowFormFrameProps) {
  const form = (
    <form
      id={formId}
      onSubmit={rowForm.onSubmit}
      noValidate
      aria-label={title}
      className={cn('rounded-lg border bg-card p-4 sm:p-6', COLUMNS[columns].form)}
    >
      {children}
      {rowForm.readOnly ? null : (
        <FormActions
          saving={rowForm.saving}
          cancelTo={rowForm.listTo}
          className={COLUMNS[columns].actions}
        />
      )}
    </form>
  )
  return (
    <div className={cn('space-y-6', className)}>
      <EditFormHeader
        listTo={rowForm.listTo}
        sectionLabel={rowForm.sectionLabel}
        title={title}
        note={note}
        deleteDisabled={deleteDisabled}
        onDelete={onDelete}
      />
      {notice}
      <SaveAlerts
        entity={rowForm.entity}
        conflict={rowForm.conflict}
        formError={rowForm.formError}
        onReload={() => void rowForm.reload()}
      />
      {aside}
      {beside ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:items-start">
          {form}
          <aside aria-label={beside.label} className="min-w-0 xl:sticky xl:top-4">
            {beside.content}
          </aside>
        </div>
      ) : (
        form
      )}
      {history}
      {dialog}
    </div>
  )
}
