/**
 * A new row's slug follows another field (its name or title) until someone types in
 * 'Slug': the slug is replaced only while it still equals the last one proposed.
 */
import { useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { slugify } from './schema-rules'

export function useSlugProposal<Values extends FieldValues & { slug: string }, Input>(
  form: UseFormReturn<Values, unknown, Input>,
  /** The field the slug is made from. */
  source: Path<Values>,
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled) return
    const slug = 'slug' as Path<Values>
    let proposed = form.getValues(slug)
    const subscription = form.watch((_values, { name }) => {
      if (name !== source || form.getValues(slug) !== proposed) return
      proposed = slugify(String(form.getValues(source) ?? '')) as PathValue<Values, Path<Values>>
      form.setValue(slug, proposed, { shouldDirty: true })
    })
    return () => subscription.unsubscribe()
  }, [form, source, enabled])
}
