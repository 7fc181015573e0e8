/**
 * The page an edit form's fields sit in, the same in every section: the header (Back to
 * <Section>, the title, Delete), the alerts a failed save leaves, the form itself (named by
 * the title, two columns from the chosen width) ending in Save/Cancel for staff who may
 * write, then the row's history and the delete dialog. Sections add their own notes in
 * the two slots around the alerts.
 */
import type { BaseSyntheticEvent, ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { EditFormHeader, FormActions, SaveAlerts } from './edit-form-chrome'

/** What the frame needs of useRowForm's result. */
type RowFormState = {
  /** The row's noun in the alerts ('Reload the country'). */
  entity: string
  readOnly: boolean
  saving: boolean
  listTo: string
  conflict: string | null
  formError: string | null
  reload: () => Promise<void>
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
}

/** From which width the fields go two columns (literal classes, for Tailwind). */
const COLUMNS = {
  md: { grid: 'md:grid-cols-2', wide: 'md:col-span-2' },
  lg: { grid: 'lg:grid-cols-2', wide: 'lg:col-span-2' },
} as const

type RowFormFrameProps = {
  rowForm: RowFormState
  /** The section's sidebar label: 'Back to Countries'. */
  sectionLabel: string
  /** 'Edit {name}' or 'New …': the header and the form's accessible name. */
  title: string
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
  /** The row's history (<RecordHistory>) for a saved row. */
  history?: ReactNode
  /** The section's delete dialog. */
  dialog?: ReactNode
  /** The fields. */
  children: ReactNode
}

export function RowFormFrame({
  rowForm,
  sectionLabel,
  title,
  onDelete,
  deleteDisabled,
  notice,
  aside,
  className,
  columns = 'md',
  history,
  dialog,
  children,
}: RowFormFrameProps) {
  return (
    <div className={cn('space-y-6', className)}>
      <EditFormHeader
        listTo={rowForm.listTo}
        sectionLabel={sectionLabel}
        title={title}
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
      <form
        onSubmit={rowForm.onSubmit}
        noValidate
        aria-label={title}
        className={cn('grid gap-5 rounded-lg border bg-card p-4 sm:p-6', COLUMNS[columns].grid)}
      >
        {children}
        {rowForm.readOnly ? null : (
          <FormActions
            saving={rowForm.saving}
            cancelTo={rowForm.listTo}
            className={COLUMNS[columns].wide}
          />
        )}
      </form>
      {history}
      {dialog}
    </div>
  )
}
