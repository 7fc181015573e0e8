/**
 * The category form's rules, mirroring the categories table's constraints
 * (supabase/migrations/20261122000300_catalog.sql and 20261124000200_admin_categories.sql):
 * a value the form accepts is one the database accepts. The catalog's columns
 * (catalogRowRules), then the icon, which is stricter than its column (any text up to 100
 * characters): only a name the site can render (config/category-icons.ts).
 */
import { z } from 'zod'
import { isCategoryIconName } from '@/config/category-icons'
import { catalogRowRules, EMPTY_CATALOG_ROW } from '../components/form/schema-rules'

export const categorySchema = z.object({
  ...catalogRowRules('"slots" or "live-casino"'),
  icon: z
    .string()
    .refine((value) => value === '' || isCategoryIconName(value), 'Choose an icon from the list.')
    .transform((value) => (value === '' ? null : value)),
})

/** What the form holds (text fields as typed). */
export type CategoryFormValues = z.input<typeof categorySchema>
/** What is written to the database. */
export type CategoryInput = z.output<typeof categorySchema>

export const emptyCategory: CategoryFormValues = { ...EMPTY_CATALOG_ROW, icon: '' }
