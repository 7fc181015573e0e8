/**
 * The country form: 'Name', 'Slug', 'Flag', 'Language', 'Description', 'Sort order',
 * 'Active'. Validated by country-schema.ts (the table's constraints), database refusals
 * shown on their field, unsaved changes guarded, and a save over someone else's newer
 * version refused with 'Reload'.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ActiveField,
  DescriptionField,
  loadedRowForm,
  RowFormFrame,
  SlugField,
  SortOrderField,
  TextField,
  useRowForm,
} from '../components/form'
import { countryRows, type CountryRow } from './api/country-rows'
import { countrySchema, emptyCountry } from './country-schema'
import { useDeleteCountry } from './use-delete-country'

function CountryFormBody({ row, canWrite }: { row: CountryRow | null; canWrite: boolean }) {
  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(countrySchema),
    emptyValues: emptyCountry,
    rows: countryRows,
  })
  const { form, backToList } = rowForm
  const deletion = useDeleteCountry({ onDeleted: backToList })

  return (
    <RowFormFrame rowForm={rowForm} deletion={deletion} className="max-w-3xl">
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="off"
        description="As visitors see it: the ranking's title and the landing page card."
      />
      <SlugField
        from="name"
        description="The country's URL: /{slug}. Lower-case letters, digits and hyphens."
      />
      <TextField
        form={form}
        name="flag_icon"
        label="Flag"
        autoComplete="off"
        description="A flag emoji (🇨🇦) or an image URL."
      />
      <TextField
        form={form}
        name="language"
        label="Language"
        autoComplete="off"
        spellCheck={false}
        description="Language tag of the market, e.g. en-CA or de-DE."
      />
      <DescriptionField description="One or two sentences for the landing page card." />
      <SortOrderField description="Position on the landing page (ascending)." />
      <ActiveField description="Inactive countries are hidden from visitors." />
    </RowFormFrame>
  )
}

export const CountryForm = loadedRowForm({ rows: countryRows, loadingRows: 5 }, CountryFormBody)
