/**
 * A native select of `options`, each a value and its label, after an optional `blank`
 * option that has no value ('All', 'Choose a country'): the lists' filters and page sizes,
 * the forms' select fields and the dialogs' choices.
 */
import type { ComponentProps } from 'react'
import { NativeSelect } from '@/components/ui/native-select'

export type SelectOption = { value: string | number; label: string }

export function OptionsSelect({
  options,
  blank,
  ...select
}: Omit<ComponentProps<typeof NativeSelect>, 'children'> & {
  options: readonly SelectOption[]
  blank?: string
}) {
  return (
    <NativeSelect {...select}>
      {blank === undefined ? null : <option value="">{blank}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  )
}
