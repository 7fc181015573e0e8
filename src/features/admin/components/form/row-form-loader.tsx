/**
 * What an edit form shows before its body: nothing to load for `?edit=new`, the skeleton
 * while the row loads, 'could not load' with Retry, then the body, keyed by the row's id
 * so that another row starts a fresh form. The data wins over a failed background
 * refetch, which must not replace a form being edited.
 */
import { useQuery, type QueryKey } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { listHref, NEW_ROW } from '../edit-links'
import { FormLoadError, FormLoading } from './edit-form-chrome'
import type { RowQuery } from './use-row-form'

type RowFormLoaderProps<Row extends { id: string }, Key extends QueryKey> = {
  /** The `?edit=` value: a row's id or NEW_ROW. */
  id: string
  rowQuery: RowQuery<Row, Key>
  /** 'The country': what could not be loaded. */
  what: string
  /** The section's sidebar label (the way back to its list). */
  sectionLabel: string
  /** The skeleton's accessible label and its number of field rows. */
  loadingLabel: string
  loadingRows: number
  /** The form's body, for the stored row or null for a new one. */
  children: (row: Row | null) => ReactNode
}

export function RowFormLoader<Row extends { id: string }, Key extends QueryKey>({
  id,
  rowQuery,
  what,
  sectionLabel,
  loadingLabel,
  loadingRows,
  children,
}: RowFormLoaderProps<Row, Key>) {
  const isNew = id === NEW_ROW
  const query = useQuery({ ...rowQuery(id), enabled: !isNew })
  const [params] = useSearchParams()

  if (isNew) return children(null)
  if (query.data) return <Fragment key={query.data.id}>{children(query.data)}</Fragment>
  if (query.isPending) return <FormLoading label={loadingLabel} rows={loadingRows} />
  return (
    <FormLoadError
      what={what}
      sectionLabel={sectionLabel}
      listTo={listHref(params)}
      error={query.error}
      retry={() => void query.refetch()}
    />
  )
}
