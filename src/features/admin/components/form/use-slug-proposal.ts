/**
 * A new row's slug follows another field (its name or title) until someone types in
 * 'Slug': the slug is replaced only while it still equals the last one proposed, or is
 * empty (emptying it resumes the proposal). A saved row's slug is its URL: never proposed.
 */
import { useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { slugify } from './schema-rules'

export type SlugProposal<Values extends FieldValues> = {
  /** The field the slug is made from ('name'). */
  from: Path<Values>
  /** The slug field ('slug', 'brand_slug'). */
  slug: Path<Values>
  enabled: boolean
}

export function useSlugProposal<Values extends FieldValues, Input>(
  form: UseFormReturn<Values, unknown, Input>,
  { from, slug, enabled }: SlugProposal<Values>,
) {
  useEffect(() => {
    if (!enabled) return
    let proposed = form.getValues(slug)
    const subscription = form.watch((_values, { name }) => {
      const current = form.getValues(slug)
      if (name !== from || (current !== proposed && current !== '')) return
      proposed = slugify(String(form.getValues(from) ?? '')) as PathValue<Values, Path<Values>>
      form.setValue(slug, proposed, {
        shouldDirty: true,
        // After a refused submit, fields re-validate as they change: so does the proposal.
        shouldValidate: form.formState.isSubmitted,
      })
    })
    return () => subscription.unsubscribe()
  }, [form, from, slug, enabled])
}
