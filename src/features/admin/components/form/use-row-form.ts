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
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { listHref } from '../edit-links'
import type { ConstraintRule } from './database-errors'
import { notifySuccess } from './notify'
import { useSaveFlow } from './use-save-flow'
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard'

/** A row an edit form saves: its id, and updated_at as the version an update compares. */
export type VersionedRow = { id: string; updated_at: string }

/** The query of one row by id (the section's `…QueryOptions`), read by the loader and by Reload. */
export type RowQuery<Row, Key extends QueryKey = QueryKey> = (
  id: string,
) => UseQueryOptions<Row, Error, Row, Key> & FetchQueryOptions<Row, Error, Row, Key>

export type RowFormOptions<
  Row extends VersionedRow,
  Values extends FieldValues,
  Input,
  Key extends QueryKey,
> = {
  /** The stored row, or null for a new one. */
  row: Row | null
  canWrite: boolean
  /** zodResolver(section schema): form values in, the table's input out. */
  resolver: Resolver<Values, unknown, Input>
  /** A new row's values. */
  emptyValues: Values
  toFormValues: (row: Row) => Values
  /** The section's database constraints mapped onto its fields. */
  rules: readonly ConstraintRule<Path<Values>>[]
  /** The row's noun in messages ('Could not reload the {entity}'). */
  entity: string
  rowQuery: RowQuery<Row, Key>
  /** The section's query keys: `all` is refreshed after a save. */
  keys: { all: QueryKey }
  create: (input: Input) => Promise<Row>
  /** Updates the row only if its updated_at is still `version` (else a ConflictError). */
  update: (id: string, version: string, input: Input) => Promise<Row>
  /** The toast after a save, e.g. `Saved ${saved.name}.`; the form then goes back to the list. */
  savedMessage: (saved: Row, created: boolean) => string
  /**
   * Replaces the toast and the way back after a create: runs its own step and toast, and
   * returns where the form goes instead of the list (e.g. the new row, with router state).
   */
  afterCreate?: (created: Row) => Promise<{ to: string; state?: unknown }>
}

export function useRowForm<
  Row extends VersionedRow,
  Values extends FieldValues,
  Input,
  Key extends QueryKey,
>({
  row,
  canWrite,
  resolver,
  emptyValues,
  toFormValues,
  rules,
  entity,
  rowQuery,
  keys,
  create,
  update,
  savedMessage,
  afterCreate,
}: RowFormOptions<Row, Values, Input, Key>) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [version, setVersion] = useState(row?.updated_at ?? null)

  const form = useForm<Values, unknown, Input>({
    resolver,
    defaultValues: (row ? toFormValues(row) : emptyValues) as DefaultValues<Values>,
  })
  const { isDirty, isSubmitting } = form.formState
  const allowNavigation = useUnsavedChangesGuard(canWrite && isDirty && !isSubmitting)
  const listTo = listHref(params)

  const backToList = () => {
    allowNavigation()
    navigate(listTo, { replace: true })
  }

  const { conflict, formError, reload, save } = useSaveFlow({
    setError: form.setError,
    rules,
    entity,
    reload: row
      ? async () => {
          const fresh = await queryClient.fetchQuery(rowQuery(row.id))
          form.reset(toFormValues(fresh))
          setVersion(fresh.updated_at)
        }
      : undefined,
  })

  const onSubmit = form.handleSubmit((input) =>
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
  )

  return {
    form,
    entity,
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
