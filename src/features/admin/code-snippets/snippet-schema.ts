/**
 * The code snippet form's rules, mirroring code_snippets' constraints
 * (supabase/migrations/20261122000400_content.sql): name 1-120 characters, description at
 * most 1000, code at most 20000, at most 20 allowed origins, each https://host[:port].
 */
import { z } from 'zod'
import { charLength, optionalText, requiredText, sortOrder } from '../components/form/schema-rules'
import type { SnippetRow } from './api/snippet-rows'

export const SNIPPET_LOCATIONS = [
  { value: 'head', label: 'Head' },
  { value: 'body_start', label: 'Body start' },
  { value: 'body_end', label: 'Body end' },
] as const

export const ORIGIN_PATTERN = /^https:\/\/[a-z0-9.-]+(:[0-9]{1,5})?$/

const origins = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')

export const snippetSchema = z.object({
  name: requiredText(120, 'Name', 'Enter a name.'),
  description: optionalText(1000, 'Description'),
  location: z.enum(['head', 'body_start', 'body_end']),
  code: z
    .string()
    .refine((value) => value.trim() !== '', 'Enter the code.')
    .refine((value) => charLength(value) <= 20000, 'Code must be at most 20000 characters.'),
  allowed_origins: z
    .string()
    .refine((value) => origins(value).length <= 20, 'At most 20 origins.')
    .refine(
      (value) => origins(value).every((origin) => ORIGIN_PATTERN.test(origin)),
      'One origin per line, https and lower case, without a path: https://www.googletagmanager.com',
    )
    .transform(origins),
  is_active: z.boolean(),
  sort_order: sortOrder(),
})

export type SnippetFormValues = z.input<typeof snippetSchema>

export const emptySnippet: SnippetFormValues = {
  name: '',
  description: '',
  location: 'head',
  code: '',
  allowed_origins: '',
  is_active: false,
  sort_order: 0,
}

export function toFormValues(row: SnippetRow): SnippetFormValues {
  return {
    name: row.name,
    description: row.description ?? '',
    location: row.location as SnippetFormValues['location'],
    code: row.code,
    allowed_origins: row.allowed_origins.join('\n'),
    is_active: row.is_active,
    sort_order: row.sort_order,
  }
}
