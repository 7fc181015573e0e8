/**
 * The category form's rules, mirroring the categories table's constraints
 * (supabase/migrations/20261122000300_catalog.sql and 20261124000200_admin_categories.sql):
 * a value the form accepts is one the database accepts. The icon is stricter than its
 * column (any text up to 100 characters): only a name the site can render
 * (config/category-icons.ts).
 */
import { z } from 'zod'
import { isCategoryIconName } from '@/config/category-icons'
import { optionalText, requiredText, slug, sortOrder } from '../components/form/schema-rules'

export const NAME_MAX = 100
export const DESCRIPTION_MAX = 2000

export const categorySchema = z.object({
  name: requiredText(NAME_MAX, 'Name', 'Enter a name.'),
  slug: slug({ example: '"slots" or "live-casino"' }),
  description: optionalText(DESCRIPTION_MAX, 'Description'),
  icon: z
    .string()
    .refine((value) => value === '' || isCategoryIconName(value), 'Choose an icon from the list.')
    .transform((value) => (value === '' ? null : value)),
  sort_order: sortOrder(),
  is_active: z.boolean(),
})

/** What the form holds (text fields as typed). */
export type CategoryFormValues = z.input<typeof categorySchema>
/** What is written to the database. */
export type CategoryInput = z.output<typeof categorySchema>

export const emptyCategory: CategoryFormValues = {
  name: '',
  slug: '',
  description: '',
  icon: '',
  sort_order: 0,
  is_active: true,
}
