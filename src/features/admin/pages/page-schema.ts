/**
 * The page form's rules, mirroring the pages table's constraints
 * (supabase/migrations/20261122000400_content.sql and 20261124000700_pages.sql): a value
 * the form accepts is one the database accepts. A slug that a route of the site takes is
 * refused here as in the database; that a country row owns it only the database knows.
 */
import { z } from 'zod'
import { routeTakingPageSlug } from '@/config/page-slugs'
import {
  charLength,
  INT4_MAX,
  INT4_MIN,
  optionalText,
  SLUG_MAX,
  SLUG_PATTERN,
} from '../components/form/schema-rules'

export const TITLE_MAX = 200
export const CONTENT_MAX = 100000
/** Hard limits of the columns. */
export const META_TITLE_MAX = 200
export const META_DESCRIPTION_MAX = 400
/** What search engines show before cutting the text off: the counters recommend these. */
export const META_TITLE_RECOMMENDED = 60
export const META_DESCRIPTION_RECOMMENDED = 160

export const pageSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title.')
    .refine(
      (value) => charLength(value) <= TITLE_MAX,
      `Title must be at most ${TITLE_MAX} characters.`,
    ),
  slug: z
    .string()
    .trim()
    .min(1, 'Enter a slug.')
    .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters.`)
    .regex(
      SLUG_PATTERN,
      'Use lower-case letters, digits and single hyphens (e.g. "responsible-gambling").',
    )
    .superRefine((slug, context) => {
      const route = routeTakingPageSlug(slug)
      if (route) context.addIssue({ code: 'custom', message: `This slug is taken: ${route}.` })
    }),
  content: optionalText(CONTENT_MAX, 'Content'),
  meta_title: optionalText(META_TITLE_MAX, 'Meta title'),
  meta_description: optionalText(META_DESCRIPTION_MAX, 'Meta description'),
  is_published: z.boolean(),
  show_in_footer: z.boolean(),
  sort_order: z
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(INT4_MIN, `Sort order must be at least ${INT4_MIN}.`)
    .max(INT4_MAX, `Sort order must be at most ${INT4_MAX}.`),
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
