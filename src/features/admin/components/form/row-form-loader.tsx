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

export type RowFormLoaderProps<Row extends { id: string }, Key extends QueryKey> = {
  /** The `?edit=` value: a row's id or NEW_ROW. */
  id: string
  /**
   * The section's rows: the row's query, and the section's sidebar label (the way back to
   * its list) and row noun ('The country' could not be loaded, 'Loading the country').
   */
  rows: { section: { label: string; table: { noun: string } }; rowQuery: RowQuery<Row, Key> }
  /** The skeleton's number of field rows. */
  loadingRows: number
  /** The form's body, for the stored row or null for a new one. */
  children: (row: Row | null) => ReactNode
}

export function RowFormLoader<Row extends { id: string }, Key extends QueryKey>({
  id,
  rows: { section, rowQuery },
  loadingRows,
  children,
}: RowFormLoaderProps<Row, Key>) {
  const isNew = id === NEW_ROW
  const query = useQuery({ ...rowQuery(id), enabled: !isNew })
  const [params] = useSearchParams()

  if (isNew) return children(null)
  if (query.data) return <Fragment key={query.data.id}>{children(query.data)}</Fragment>
  if (query.isPending) {
    return <FormLoading label={`Loading the ${section.table.noun}`} rows={loadingRows} />
  }
  return (
    <FormLoadError
      what={`The ${section.table.noun}`}
      sectionLabel={section.label}
      listTo={listHref(params)}
      error={query.error}
      retry={() => void query.refetch()}
    />
  )
}
