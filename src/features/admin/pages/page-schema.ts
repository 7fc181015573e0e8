/**
 * The page form's rules, mirroring the pages table's constraints
 * (supabase/migrations/20261122000400_content.sql and 20261124000700_pages.sql): a value
 * the form accepts is one the database accepts. A slug that a route of the site takes is
 * refused here as in the database; that a country row owns it only the database knows.
 */
import { z } from 'zod'
import { routeTakingPageSlug } from '@/config/page-slugs'
import { optionalText, requiredText, slug, sortOrder } from '../components/form/schema-rules'

export const TITLE_MAX = 200
export const CONTENT_MAX = 100000
/** Hard limits of the columns. */
export const META_TITLE_MAX = 200
export const META_DESCRIPTION_MAX = 400
/** What search engines show before cutting the text off: the counters recommend these. */
export const META_TITLE_RECOMMENDED = 60
export const META_DESCRIPTION_RECOMMENDED = 160

export const pageSchema = z.object({
  title: requiredText(TITLE_MAX, 'Title', 'Enter a title.'),
  slug: slug({ example: '"responsible-gambling"' }).superRefine((value, context) => {
    const route = routeTakingPageSlug(value)
    if (route) context.addIssue({ code: 'custom', message: `This slug is taken: ${route}.` })
  }),
  content: optionalText(CONTENT_MAX, 'Content'),
  meta_title: optionalText(META_TITLE_MAX, 'Meta title'),
  meta_description: optionalText(META_DESCRIPTION_MAX, 'Meta description'),
  is_published: z.boolean(),
  show_in_footer: z.boolean(),
  sort_order: sortOrder(),
})

/** What the form holds (text fields as typed). */
export type PageFormValues = z.input<typeof pageSchema>
/** What is written to the database. */
export type PageInput = z.output<typeof pageSchema>

export const emptyPage: PageFormValues = {
  title: '',
  slug: '',
  content: '',
  meta_title: '',
  meta_description: '',
  is_published: false,
  show_in_footer: false,
  sort_order: 0,
}
