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
  type ConstraintRule,
} from '../components/form'
import { countryQueryOptions, type CountryRow } from './api/get-country'
import { createCountry, updateCountry } from './api/save-country'
import { countrySchema, emptyCountry, slugify, type CountryFormValues } from './country-schema'
import { countryKeys } from './keys'
import { RecordHistory } from '../components/history'
import { useDeleteCountry } from './use-delete-country'

/** Which constraint of the countries table belongs to which field. */
const CONSTRAINT_RULES: ConstraintRule<keyof CountryFormValues>[] = [
  { constraint: 'countries_slug_key', field: 'slug', message: 'This slug is already used' },
  { constraint: 'countries_slug_format', field: 'slug', message: 'This slug is not valid.' },
  { constraint: 'countries_slug_length', field: 'slug', message: 'This slug is too long.' },
  // A page already answers at /{slug} (the route guard names it).
  { constraint: 'countries_slug_page', field: 'slug', message: (database) => database },
  { constraint: 'countries_name_length', field: 'name', message: 'This name is too long.' },
  {
    constraint: 'countries_flag_icon_length',
    field: 'flag_icon',
    message: 'This flag is too long.',
  },
  {
    constraint: 'countries_language_format',
    field: 'language',
    message: 'This language tag is not valid.',
  },
  {
    constraint: 'countries_description_length',
    field: 'description',
    message: 'This description is too long.',
  },
]

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
      sectionLabel="Countries"
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
    rules: CONSTRAINT_RULES,
    entity: 'country',
    rowQuery: countryQueryOptions,
    keys: countryKeys,
    create: createCountry,
    update: updateCountry,
    savedMessage: (saved, created) => `${created ? 'Created' : 'Saved'} ${saved.name}.`,
  })
  const { form, readOnly, backToList } = rowForm
  const { requestDelete, checking, dialog } = useDeleteCountry({ onDeleted: backToList })

  return (
    <RowFormFrame
      rowForm={rowForm}
      sectionLabel="Countries"
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
        onBlur={(event) => {
          if (!row && form.getValues('slug') === '') {
            form.setValue('slug', slugify(event.target.value), { shouldDirty: true })
          }
        }}
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
