/**
 * The fields the sections' rows have in common, with their labels: 'Slug' (proposed from
 * the name until typed by hand), 'Description', 'Sort order', 'Active'. They sit in
 * RowFormFrame and take the form and its read-only state from it; each section words the
 * description under the field. The schema's rules are in schema-rules.ts.
 */
import type { ReactNode } from 'react'
import { CheckboxField, NumberField, TextareaField, TextField } from './field'
import { useRowFormContext } from './row-form-context'
import { useSlugProposal } from './use-slug-proposal'

/**
 * 'Slug' (the column `name`, 'slug' by default): on a new row someone may write, it
 * follows the field `from` until typed by hand.
 */
export function SlugField({
  name = 'slug',
  from,
  readOnly,
  description,
}: {
  name?: string
  from: string
  readOnly?: boolean
  description?: ReactNode
}) {
  const { form, readOnly: disabled, isNew } = useRowFormContext()
  useSlugProposal(form, { from, slug: name, enabled: isNew && !disabled })
  return (
    <TextField
      form={form}
      name={name}
      label="Slug"
      autoComplete="off"
      spellCheck={false}
      readOnly={readOnly}
      description={description}
    />
  )
}

/** 'Description': a few lines across both columns. */
export function DescriptionField({
  rows = 3,
  description,
}: {
  rows?: number
  description?: string
}) {
  const { form } = useRowFormContext()
  return (
    <TextareaField
      form={form}
      name="description"
      label="Description"
      rows={rows}
      className="md:col-span-2"
      description={description}
    />
  )
}

/** 'Sort order': a whole number, ascending. */
export function SortOrderField({ description }: { description: string }) {
  const { form } = useRowFormContext()
  return (
    <NumberField
      form={form}
      name="sort_order"
      label="Sort order"
      step={1}
      description={description}
    />
  )
}

/** 'Active': what an inactive row means for visitors is the description. */
export function ActiveField({ description }: { description: string }) {
  const { form } = useRowFormContext()
  return (
    <CheckboxField
      form={form}
      name="is_active"
      label="Active"
      className="self-center"
      description={description}
    />
  )
}
