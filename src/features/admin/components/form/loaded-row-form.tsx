/** A section's edit form as one component: its body behind the row loader. */
import type { QueryKey } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { RowFormLoader, type RowFormLoaderProps } from './row-form-loader'

/** What a section's page renders for `?edit=`: the row's id (or NEW_ROW), and whether the user may write. */
export type RowFormProps = { id: string; canWrite: boolean }

/**
 * A section's edit form: its body behind the loader, given the stored row (null for a new
 * one) and whether the user may write.
 *
 * @example
 * export const CountryForm = loadedRowForm({ rows: countryRows, loadingRows: 5 }, CountryFormBody)
 */
export function loadedRowForm<Row extends { id: string }, Key extends QueryKey>(
  loader: Omit<RowFormLoaderProps<Row, Key>, 'id' | 'children'>,
  Body: ComponentType<{ row: Row | null; canWrite: boolean }>,
) {
  return function LoadedRowForm({ id, canWrite }: RowFormProps) {
    return (
      <RowFormLoader id={id} {...loader}>
        {(row) => <Body row={row} canWrite={canWrite} />}
      </RowFormLoader>
    )
  }
}
