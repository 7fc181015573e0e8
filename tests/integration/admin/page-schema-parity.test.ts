/**
 * The page form's schema and the pages table agree on every boundary case: a value the
 * form accepts is one the database accepts (the route guard included), and the reverse.
 */
import { describe, expect, test } from 'vitest'
import { emptyPage, pageSchema } from '../../../src/features/admin/pages/page-schema.ts'
import { RESERVED_ROUTE_SEGMENTS } from '../../../src/config/page-slugs.ts'
import { pageBoundaryCases } from '../../components/admin/page-boundaries.ts'
import { sql } from '../support/clients.ts'
import { insertAccepted } from '../support/rolled-back.ts'

const COLUMNS = [
  'title',
  'slug',
  'content',
  'meta_title',
  'meta_description',
  'is_published',
  'show_in_footer',
  'sort_order',
]

/** Tries the insert in a transaction that is always rolled back. */
function databaseAccepts(values: Record<string, unknown>): Promise<boolean> {
  const row = {
    title: 'Valid',
    slug: `parity-${Math.random().toString(36).slice(2, 10)}`,
    content: null,
    meta_title: null,
    meta_description: null,
    is_published: false,
    show_in_footer: false,
    sort_order: 0,
    ...values,
  }
  return insertAccepted('pages', COLUMNS, row)
}

describe('page schema and pages table', () => {
  test.each(pageBoundaryCases)('$label', async ({ values, accepted }) => {
    const form = pageSchema.safeParse({ ...emptyPage, title: 'Valid', slug: 'valid', ...values })
    expect(form.success).toBe(accepted)
    expect(await databaseAccepts(values)).toBe(accepted)
  })

  test('the reserved route segments are the same in code and in the database', async () => {
    const [row] = await sql<{ segments: string[] }>(
      'select private.reserved_route_segments() as segments',
    )
    expect([...row!.segments].sort()).toEqual([...RESERVED_ROUTE_SEGMENTS].sort())
  })
})
