/**
 * Form fields in shadcn's markup: a label tied to its control (htmlFor), an optional
 * description, an error line under the control, and `aria-invalid` plus
 * `aria-describedby` on the control so screen readers announce both.
 */
import { useContext, useId, type ComponentProps, type FocusEvent, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { OptionsSelect, type SelectOption } from '../options-select'
import { RowFormContext } from './row-form-context'

export type ControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** The description and the error line under a control (ids for its aria-describedby). */
function FieldNotes({
  description,
  descriptionId,
  error,
  errorId,
}: {
  description?: ReactNode
  descriptionId?: string
  error?: string
  errorId?: string
}) {
  return (
    <>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** The frame of one field; `children` renders the control with the props it is given. */
export function Field({
  label,
  description,
  error,
  className,
  children,
}: {
  label: string
  description?: ReactNode
  error?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const id = useId()
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div data-slot="field" className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldNotes
        description={description}
        descriptionId={descriptionId}
        error={error}
        errorId={errorId}
      />
    </div>
  )
}

type FieldProps<T extends FieldValues, O extends FieldValues> = {
  /** The form; O is what its resolver turns the values into (zod's output). */
  form: UseFormReturn<T, unknown, O>
  name: Path<T>
  label: string
  description?: ReactNode
  className?: string
  /** In an edit form's frame (RowFormFrame), disabled by default when the form is read-only. */
  disabled?: boolean
}

/** The field's `disabled`, else the edit form's read-only state. */
function useDisabled(disabled: boolean | undefined) {
  const rowForm = useContext(RowFormContext)
  return disabled ?? rowForm?.readOnly
}

/** register()'s props with the caller's onBlur run after react-hook-form's own. */
function withBlur<R extends { onBlur: (event: FocusEvent<never>) => unknown }, E>(
  registration: R,
  onBlur: ((event: E) => void) | undefined,
): R {
  if (!onBlur) return registration
  return {
    ...registration,
    onBlur: (event: E) => {
      void registration.onBlur(event as FocusEvent<never>)
      onBlur(event)
    },
  }
}

/** The field's error message; `name` may be a nested path (`metrics.0.label`). */
function errorOf<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
) {
  return form.getFieldState(name, form.formState).error?.message
}

/**
 * One registered control in its Field: the frame from the field's props, the control from
 * `render`, given the frame's props and `disabled` (spread before register()'s).
 */
function RegisteredField<T extends FieldValues, O extends FieldValues>({
  form,
  name,
  label,
  description,
  className,
  disabled,
  render,
}: FieldProps<T, O> & {
  render: (control: ControlProps & { disabled: boolean | undefined }) => ReactNode
}) {
  const isDisabled = useDisabled(disabled)
  return (
    <Field
      label={label}
      description={description}
      error={errorOf(form, name)}
      className={className}
    >
      {(control) => render({ ...control, disabled: isDisabled })}
    </Field>
  )
}

type InputFieldProps<T extends FieldValues, O extends FieldValues> = FieldProps<T, O> &
  Omit<ComponentProps<'input'>, 'form' | 'name'>

/** A field's props split into its frame's and its control's. */
function splitField<T extends FieldValues, O extends FieldValues, R>({
  form,
  name,
  label,
  description,
  className,
  disabled,
  ...control
}: FieldProps<T, O> & R) {
  return [{ form, name, label, description, className, disabled }, control] as const
}

export function TextField<T extends FieldValues, O extends FieldValues = T>(
  props: InputFieldProps<T, O>,
) {
  const [field, { onBlur, ...input }] = splitField(props)
  return (
    <RegisteredField
      {...field}
      render={(control) => (
        <Input {...input} {...control} {...withBlur(field.form.register(field.name), onBlur)} />
      )}
    />
  )
}

/** A whole number; the empty field is `null` (the schema decides whether that is allowed). */
export function NumberField<T extends FieldValues, O extends FieldValues = T>(
  props: Omit<InputFieldProps<T, O>, 'type'>,
) {
  const [field, input] = splitField(props)
  return (
    <RegisteredField
      {...field}
      render={(control) => (
        <Input
          type="number"
          inputMode="numeric"
          {...input}
          {...control}
          {...field.form.register(field.name, {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        />
      )}
    />
  )
}

export function TextareaField<T extends FieldValues, O extends FieldValues = T>(
  props: FieldProps<T, O> & Omit<ComponentProps<'textarea'>, 'form' | 'name'>,
) {
  const [field, { onBlur, ...textarea }] = splitField(props)
  return (
    <RegisteredField
      {...field}
      render={(control) => (
        <Textarea
          {...textarea}
          {...control}
          {...withBlur(field.form.register(field.name), onBlur)}
        />
      )}
    />
  )
}

/** A choice among `options` (after `blank`, the option for none), across the field's width. */
export function SelectField<T extends FieldValues, O extends FieldValues = T>(
  props: FieldProps<T, O> &
    Omit<ComponentProps<'select'>, 'form' | 'name' | 'children'> & {
      options: readonly SelectOption[]
      blank?: string
      /** Drawn before the select, e.g. the chosen country's flag (options hold only text). */
      leading?: ReactNode
    },
) {
  const [field, { leading, ...select }] = splitField(props)
  return (
    <RegisteredField
      {...field}
      render={(control) => {
        const choice = (
          <OptionsSelect
            className="w-full"
            {...select}
            {...control}
            {...field.form.register(field.name)}
          />
        )
        return leading ? (
          <div className="flex items-center gap-2">
            {leading}
            {choice}
          </div>
        ) : (
          choice
        )
      }}
    />
  )
}

/** A checkbox with its label beside it. */
export function CheckboxField<T extends FieldValues, O extends FieldValues = T>({
  form,
  name,
  label,
  description,
  className,
  disabled,
}: FieldProps<T, O>) {
  const id = useId()
  const error = errorOf(form, name)
  const isDisabled = useDisabled(disabled)
  const descriptionId = description ? `${id}-description` : undefined
  return (
    <div data-slot="field" className={cn('space-y-1', className)}>
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          disabled={isDisabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={descriptionId}
          {...form.register(name)}
        />
        <Label htmlFor={id}>{label}</Label>
      </div>
      <FieldNotes description={description} descriptionId={descriptionId} error={error} />
    </div>
  )
}
