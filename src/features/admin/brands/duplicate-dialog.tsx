/**
 * Duplicate a brand into another country: choose the country, keep or edit the proposed
 * slug, and the copy (made in one request) opens in its form.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { formHref } from '../components/edit-links'
import {
  Field,
  fieldErrorFor,
  FormDialog,
  notifyError,
  notifySuccess,
  TextField,
} from '../components/form'
import { OptionsSelect } from '../components/options-select'
import type { Choice } from './api/brand-choices'
import { duplicateBrand } from './api/duplicate-brand'
import type { BrandListRow } from './api/list-brands'
import { duplicateSchema, proposedSlug, type DuplicateValues } from './duplicate-schema'
import { brandKeys } from './keys'
import { brandsSection } from './section'

export function DuplicateDialog({
  brand,
  countries,
  onClose,
}: {
  brand: BrandListRow
  countries: Choice[]
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const targets = countries.filter((country) => country.id !== brand.country_id)
  const first = targets[0]
  const form = useForm<DuplicateValues>({
    resolver: zodResolver(duplicateSchema),
    defaultValues: {
      country_id: first?.id ?? '',
      brand_slug: first ? proposedSlug(brand.brand_slug, first.slug) : '',
    },
  })
  const countryField = form.register('country_id', {
    onChange: (event: { target: { value: string } }) => {
      const target = targets.find((country) => country.id === event.target.value)
      if (target) form.setValue('brand_slug', proposedSlug(brand.brand_slug, target.slug))
    },
  })

  const submit = form.handleSubmit(async (values) => {
    try {
      const id = await duplicateBrand({
        brandId: brand.id,
        countryId: values.country_id,
        slug: values.brand_slug,
      })
      const target = targets.find((country) => country.id === values.country_id)
      notifySuccess(`Duplicated ${brand.brand_name} into ${target?.name ?? 'the country'}.`)
      await queryClient.invalidateQueries({ queryKey: brandKeys.lists() })
      onClose()
      void navigate(formHref(params, id))
    } catch (error) {
      const fieldError = fieldErrorFor(error, {
        table: brandsSection.table.name,
        noun: brandsSection.table.noun,
        fields: ['brand_slug', 'country_id'] as const,
      })
      if (fieldError) form.setError(fieldError.field, { message: fieldError.message })
      else notifyError(error, `Could not duplicate ${brand.brand_name}`)
    }
  })

  const busy = form.formState.isSubmitting
  const countryError = form.formState.errors.country_id?.message
  return (
    <FormDialog
      title={`Duplicate ${brand.brand_name}`}
      description="The copy gets every field and category of this brand, but not its visitors' votes, and comes last in the chosen country's ranking."
      busy={busy}
      submitLabel={busy ? 'Duplicating...' : 'Duplicate'}
      submitDisabled={targets.length === 0}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      noValidate
    >
      <Field label="Country" error={countryError}>
        {(control) => (
          <OptionsSelect
            {...control}
            {...countryField}
            className="w-full"
            options={targets.map(({ id, name }) => ({ value: id, label: name }))}
          />
        )}
      </Field>
      <TextField
        form={form}
        name="brand_slug"
        label="Slug"
        description="Its review page is /reviews/{slug}; every brand needs its own."
        autoComplete="off"
      />
    </FormDialog>
  )
}
