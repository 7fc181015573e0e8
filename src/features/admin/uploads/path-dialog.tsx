/**
 * A small dialog asking for one path: a new folder's name, or a file's new name or path
 * (rename and move). Refuses empty parts and '..' before anything is sent.
 */
import { useState } from 'react'
import { Input } from '@/components/ui/input'
import { describeError, Field, FormDialog } from '../components/form'
import { cleanObjectPath } from './upload-paths'

export function PathDialog({
  title,
  description,
  label,
  initial,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string
  description: string
  label: string
  initial: string
  submitLabel: string
  /** Runs with the cleaned path; the dialog closes when it resolves, shows the error when it throws. */
  onSubmit: (path: string) => Promise<void> | void
  onClose: () => void
}) {
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <FormDialog
      title={title}
      description={description}
      busy={busy}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={async (event) => {
        event.preventDefault()
        const path = cleanObjectPath(value)
        if (!path) return setError('Use letters, digits, dots or dashes, with no empty part.')
        setBusy(true)
        setError(null)
        try {
          await onSubmit(path)
          onClose()
        } catch (submitError) {
          setError(describeError(submitError))
        } finally {
          setBusy(false)
        }
      }}
    >
      <Field label={label} error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            value={value}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  )
}
