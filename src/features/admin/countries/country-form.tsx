/**
 * The country form: 'Name', 'Slug', 'Flag', 'Language', 'Description', 'Sort order',
 * 'Active'. Validated by country-schema.ts (the table's constraints), database refusals
 * shown on their field, unsaved changes guarded, and a save over someone else's newer
 * version refused with 'Reload'.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import {
  CheckboxField,
  NumberField,
  RowFormFrame,
  RowFormLoader,
  TextareaField,
  TextField,
  useRowForm,
  useSlugProposal,
} from '../components/form'
import { countryQueryOptions, type CountryRow } from './api/get-country'
import { createCountry, updateCountry } from './api/save-country'
import { countrySchema, emptyCountry, type CountryFormValues } from './country-schema'
import { countryKeys } from './keys'
import { RecordHistory } from '../components/history'
import { useDeleteCountry } from './use-delete-country'
import { countriesSection } from './section'

function toFormValues(row: CountryRow): CountryFormValues {
  return {
    name: row.name,
    slug: row.slug,
    flag_icon: row.flag_icon ?? '',
    language: row.language ?? '',
    description: row.description ?? '',
    sort_order: row.sort_order,
    is_active: row.is_active,
  }
}

export function CountryForm({ id, canWrite }: { id: string; canWrite: boolean }) {
  return (
    <RowFormLoader
      id={id}
      rowQuery={countryQueryOptions}
      what="The country"
      sectionLabel={countriesSection.label}
      loadingLabel="Loading the country"
      loadingRows={5}
    >
      {(row) => <CountryFormBody row={row} canWrite={canWrite} />}
    </RowFormLoader>
  )
}

function CountryFormBody({ row, canWrite }: { row: CountryRow | null; canWrite: boolean }) {
  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(countrySchema),
    emptyValues: emptyCountry,
    toFormValues,
    section: countriesSection,
    rowQuery: countryQueryOptions,
    keys: countryKeys,
    create: createCountry,
    update: updateCountry,
    savedMessage: (saved, created) => `${created ? 'Created' : 'Saved'} ${saved.name}.`,
  })
  const { form, readOnly, backToList } = rowForm
  useSlugProposal(form, { from: 'name', slug: 'slug', enabled: canWrite && !row })
  const { requestDelete, checking, dialog } = useDeleteCountry({ onDeleted: backToList })

  return (
    <RowFormFrame
      rowForm={rowForm}
      title={row ? `Edit ${row.name}` : 'New country'}
      onDelete={
        row && canWrite ? () => void requestDelete({ id: row.id, name: row.name }) : undefined
      }
      deleteDisabled={checking}
      className="max-w-3xl"
      history={row ? <RecordHistory table="countries" recordId={row.id} /> : null}
      dialog={dialog}
    >
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="off"
        disabled={readOnly}
        description="As visitors see it: the ranking's title and the landing page card."
      />
      <TextField
        form={form}
        name="slug"
        label="Slug"
        autoComplete="off"
        spellCheck={false}
        disabled={readOnly}
        description="The country's URL: /{slug}. Lower-case letters, digits and hyphens."
      />
      <TextField
        form={form}
        name="flag_icon"
        label="Flag"
        autoComplete="off"
        disabled={readOnly}
        description="A flag emoji (🇨🇦) or an image URL."
      />
      <TextField
        form={form}
        name="language"
        label="Language"
        autoComplete="off"
        spellCheck={false}
        disabled={readOnly}
        description="Language tag of the market, e.g. en-CA or de-DE."
      />
      <TextareaField
        form={form}
        name="description"
        label="Description"
        rows={3}
        disabled={readOnly}
        className="md:col-span-2"
        description="One or two sentences for the landing page card."
      />
      <NumberField
        form={form}
        name="sort_order"
        label="Sort order"
        step={1}
        disabled={readOnly}
        description="Position on the landing page (ascending)."
      />
      <CheckboxField
        form={form}
        name="is_active"
        label="Active"
        disabled={readOnly}
        className="self-center"
        description="Inactive countries are hidden from visitors."
      />
    </RowFormFrame>
  )
}
