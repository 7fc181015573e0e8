/**
 * The body every section's edit form shares: react-hook-form with the section's zod
 * resolver, started from the stored row (or the empty values of a new one); the unsaved-
 * changes guard; the save flow (a create, or an update only if nobody saved the row since
 * it was loaded, compared on updated_at; conflicts with 'Reload', database refusals on
 * their field); then the list refreshed, the toast and the way back to the list. Each form
 * keeps only its fields, its texts and its section's delete (onDeleted: backToList).
 */
import {
  useQueryClient,
  type FetchQueryOptions,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { useState } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from 'sonner'
import type { SectionOwnTable } from '../../section-definition'
import { listHref } from '../edit-links'
import type { VersionedRow } from './conflict'
import { fieldErrorFor } from './database-errors'
import { notifySuccess } from './notify'
import { useSaveFlow } from './use-save-flow'
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard'

/** The query of one row by id (the section's rows' `rowQuery`), read by the loader and by Reload. */
export type RowQuery<Row, Key extends QueryKey = QueryKey> = (
  id: string,
) => UseQueryOptions<Row, Error, Row, Key> & FetchQueryOptions<Row, Error, Row, Key>

/**
 * What an edit form reads and writes: the section's rows (sectionRows, form/api), or a
 * section's own calls of the same shape (a brand is saved with its tags by save_brand).
 */
export type FormRows<
  Row extends VersionedRow,
  Input,
  Key extends QueryKey = QueryKey,
  Saved extends VersionedRow = Row,
> = {
  /**
   * The section the form edits a row of: its label ('Back to Brands'), its table (whose
   * constraint names say which field the database refused) and the row's noun ('Could not
   * reload the brand').
   */
  section: { label: string; table: SectionOwnTable }
  /** The section's query keys: `all` is refreshed after a save. */
  keys: { all: QueryKey }
  /** The row's name: 'Edit {name}', and the toast after a save. */
  name: (row: Row | Saved) => string
  rowQuery: RowQuery<Row, Key>
  /** Creates the row; returns it as saved (which may be less than the form loads). */
  create: (input: Input) => Promise<Saved>
  /** Updates the row only if its updated_at is still `version` (else a ConflictError). */
  update: (id: string, version: string, input: Input) => Promise<Saved>
}

export type RowFormOptions<
  Row extends VersionedRow,
  Values extends FieldValues,
  Input,
  Key extends QueryKey,
  Saved extends VersionedRow = Row,
> = {
  /** The stored row, or null for a new one. */
  row: Row | null
  canWrite: boolean
  /** zodResolver(section schema): form values in, the table's input out. */
  resolver: Resolver<Values, unknown, Input>
  /** A new row's values. */
  emptyValues: Values
  /** A stored row's values; by default its columns of the same names, null as the empty value. */
  toFormValues?: (row: Row) => Values
  /** The section's rows: the form's loads and saves, and the section they belong to. */
  rows: FormRows<Row, Input, Key, Saved>
  /** Constraints over a column the form edits under another name (review_sections). */
  columns?: Readonly<Partial<Record<string, Path<Values>>>>
  /**
   * For fields that may be hidden (tabs): shows the invalid fields itself (opens their tab,
   * focuses the first) after a refused submit or a database refusal; a refused submit also
   * says so in a toast. Without it, the first invalid field is focused.
   */
  revealErrors?: (errors: FieldErrors<Values>) => void
  /**
   * The toast after a save ('Created Poker.', 'Saved Poker.' by default); the form then goes
   * back to the list.
   */
  savedMessage?: (saved: Saved, created: boolean) => string
  /**
   * Replaces the toast and the way back after a create: runs its own step and toast, and
   * returns where the form goes instead of the list (e.g. the new row, with router state).
   */
  afterCreate?: (created: Saved) => Promise<{ to: string; state?: unknown }>
  /**
   * Where Back, Cancel and a save lead, when not the list the form opened from (a row
   * edited inside another row's form: a market's region goes back to its market).
   */
  listTo?: string
}

/** The row's columns that the form has, a null column as the empty value ('' for text). */
function columnsAsFormValues<Row, Values extends FieldValues>(row: Row, emptyValues: Values) {
  const columns = row as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(emptyValues).map(([key, empty]) => [key, columns[key] ?? empty]),
  ) as Values
}

export function useRowForm<
  Row extends VersionedRow,
  Values extends FieldValues,
  Input,
  Key extends QueryKey,
  Saved extends VersionedRow = Row,
>({
  row,
  canWrite,
  resolver,
  emptyValues,
  toFormValues = (stored) => columnsAsFormValues(stored, emptyValues),
  rows: { section, keys, name, rowQuery, create, update },
  columns,
  revealErrors,
  savedMessage = (saved, created) => `${created ? 'Created' : 'Saved'} ${name(saved)}.`,
  afterCreate,
  listTo: backTo,
}: RowFormOptions<Row, Values, Input, Key, Saved>) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [version, setVersion] = useState(row?.updated_at ?? null)

  const form = useForm<Values, unknown, Input>({
    resolver,
    defaultValues: (row ? toFormValues(row) : emptyValues) as DefaultValues<Values>,
    shouldFocusError: !revealErrors,
  })
  const entity = section.table.noun
  const { isDirty, isSubmitting } = form.formState
  const allowNavigation = useUnsavedChangesGuard(canWrite && isDirty && !isSubmitting)
  const listTo = backTo ?? listHref(params)

  const backToList = () => {
    allowNavigation()
    navigate(listTo, { replace: true })
  }

  const { conflict, formError, reload, save } = useSaveFlow({
    setError: form.setError,
    fieldError: (error) =>
      fieldErrorFor(error, {
        table: section.table.name,
        noun: entity,
        fields: Object.keys(emptyValues) as Path<Values>[],
        columns,
      }),
    entity,
    reload: row
      ? async () => {
          const fresh = await queryClient.fetchQuery(rowQuery(row.id))
          form.reset(toFormValues(fresh))
          setVersion(fresh.updated_at)
        }
      : undefined,
    revealField: revealErrors
      ? (field, message) =>
          revealErrors({ [field]: { type: 'database', message } } as FieldErrors<Values>)
      : undefined,
  })

  const onInvalid = (invalid: FieldErrors<Values>) => {
    if (!revealErrors) return
    revealErrors(invalid)
    toast.error('Not saved: check the fields marked in red.')
  }

  const onSubmit = form.handleSubmit(
    (input) =>
      save(async () => {
        const saved = row && version ? await update(row.id, version, input) : await create(input)
        await queryClient.invalidateQueries({ queryKey: keys.all })
        if (!row && afterCreate) {
          const next = await afterCreate(saved)
          allowNavigation()
          navigate(next.to, { replace: true, state: next.state })
          return
        }
        notifySuccess(savedMessage(saved, !row))
        backToList()
      }),
    onInvalid,
  )

  return {
    form,
    /** The stored row, or null for a new one. */
    row,
    /** The stored row's name ('Edit {name}'). */
    rowName: row ? name(row) : undefined,
    entity,
    /** The section's table: the row's history is read from it. */
    table: section.table.name,
    sectionLabel: section.label,
    /** Read-only for staff who may read the section but not write it. */
    readOnly: !canWrite,
    saving: isSubmitting,
    listTo,
    backToList,
    conflict,
    formError,
    reload,
    onSubmit,
  }
}
