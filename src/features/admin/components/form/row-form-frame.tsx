/**
 * The page an edit form's fields sit in, the same in every section: the header (Back to
 * <Section>, 'Edit {name}' or 'New {noun}', Delete), the alerts a failed save leaves, the
 * form itself (named by the title, two columns from the chosen width) ending in
 * Save/Cancel for staff who may write, then the saved row's history and the delete
 * dialog. Sections add their own notes in the two slots around the alerts; a form whose
 * fields sit in tabs stacks them, and may show a preview beside the form (the brand's
 * card).
 */
import type { BaseSyntheticEvent, ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { cn } from '@/lib/utils'
import { RecordHistory } from '../history'
import { EditFormHeader, FormActions, SaveAlerts } from './edit-form-chrome'
import { RowFormContext, type RowFormContextValue } from './row-form-context'
import type { DeleteTarget } from './use-delete-with-undo'

/** What the frame needs of useRowForm's result. */
type RowFormState<Values extends FieldValues, Input> = {
  form: UseFormReturn<Values, unknown, Input>
  /** The stored row, or null for a new one. */
  row: { id: string } | null
  /** The stored row's name: 'Edit {name}' is the header and the form's accessible name. */
  rowName?: string
  /** The section's table, whose history of the row is shown. */
  table: string
  /** The row's noun in the alerts ('Reload the country') and the title ('New country'). */
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

type RowFormFrameProps<Values extends FieldValues, Input> = {
  rowForm: RowFormState<Values, Input>
  /** Under the title, e.g. that the row is read-only for this role. */
  note?: ReactNode
  /**
   * The section's delete (its useDelete… hook): Delete shows for a stored row when the
   * user may write and `deletable` is not false.
   */
  deletion?: {
    requestDelete: (target: DeleteTarget) => unknown
    checking?: boolean
    dialog: ReactNode
  }
  deletable?: boolean
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
  /** The fields. */
  children: ReactNode
}

export function RowFormFrame<Values extends FieldValues, Input>({
  rowForm,
  note,
  deletion,
  deletable = true,
  notice,
  aside,
  className,
  columns = 'md',
  formId,
  beside,
  children,
}: RowFormFrameProps<Values, Input>) {
  const { row, rowName } = rowForm
  const context: RowFormContextValue = {
    // The row fields name their own columns (slug, sort_order…): the values' type stays here.
    form: rowForm.form as unknown as RowFormContextValue['form'],
    readOnly: rowForm.readOnly,
    isNew: row === null,
  }
  const title = row ? `Edit ${rowName}` : `New ${rowForm.entity}`
  const onDelete =
    row && deletion && deletable && !rowForm.readOnly
      ? () => void deletion.requestDelete({ id: row.id, name: rowName ?? '' })
      : undefined
  const form = (
    <form
      id={formId}
      onSubmit={rowForm.onSubmit}
      noValidate
      aria-label={title}
      className={cn('rounded-lg border bg-card p-4 sm:p-6', COLUMNS[columns].form)}
    >
      <RowFormContext value={context}>{children}</RowFormContext>
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
        deleteDisabled={deletion?.checking}
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
      {row ? <RecordHistory table={rowForm.table} recordId={row.id} /> : null}
      {deletion?.dialog}
    </div>
  )
}
