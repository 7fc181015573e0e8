/**
 * The edit form the shared row fields (row-fields.tsx) sit in, provided by RowFormFrame:
 * they take the form, whether it is read-only, and whether the row is new from here
 * rather than from each section's props.
 */
import { createContext, useContext } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

export type RowFormContextValue = {
  form: UseFormReturn<FieldValues, unknown, FieldValues>
  readOnly: boolean
  /** A row not saved yet (its slug is proposed from its name). */
  isNew: boolean
}

export const RowFormContext = createContext<RowFormContextValue | null>(null)

export function useRowFormContext(): RowFormContextValue {
  const context = useContext(RowFormContext)
  if (!context) throw new Error('A row field is rendered outside RowFormFrame.')
  return context
}
