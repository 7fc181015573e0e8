/**
 * 'Save view…' and 'Rename…': the view's name and whether other staff see it. A name already
 * used for one of the caller's views of the section is refused by the database (its unique
 * index), said on the field, with what was typed kept.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { CheckboxField, fieldErrorFor, FormDialog, notifyError, TextField } from '../form'
import { DUPLICATE_NAME_MESSAGE, VIEW_NAME_MAX, viewSchema, type ViewValues } from './view-schema'

export function SaveViewDialog({
  initial,
  rename = false,
  onSave,
  onClose,
}: {
  initial?: ViewValues
  /** Renaming an existing view rather than saving the page's state as a new one. */
  rename?: boolean
  /** Saves; a refusal is thrown back and shown here. */
  onSave: (values: ViewValues) => Promise<void>
  onClose: () => void
}) {
  const form = useForm<ViewValues>({
    resolver: zodResolver(viewSchema),
    defaultValues: initial ?? { name: '', shared: false },
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values)
      onClose()
    } catch (error) {
      const fieldError = fieldErrorFor(error, {
        table: 'saved_views',
        noun: 'view',
        fields: ['name'] as const,
      })
      if (fieldError) {
        form.setError('name', {
          message: fieldError.message.includes('already used')
            ? DUPLICATE_NAME_MESSAGE
            : fieldError.message,
        })
      } else notifyError(error, 'Could not save the view')
    }
  })
  const busy = form.formState.isSubmitting
  return (
    <FormDialog
      title={rename ? 'Rename view' : 'Save view'}
      description={
        rename
          ? 'A new name, and who sees the view.'
          : 'Saves what this page shows now under a name, to open again from Saved views.'
      }
      busy={busy}
      submitLabel={busy ? 'Saving...' : 'Save'}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      noValidate
    >
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="off"
        maxLength={VIEW_NAME_MAX}
        autoFocus
      />
      <CheckboxField
        form={form}
        name="shared"
        label="Share with other staff"
        description="Staff who can open this page see it under Shared views."
      />
    </FormDialog>
  )
}
