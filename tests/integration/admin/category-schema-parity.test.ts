/**
 * The category form's schema and the categories table agree on every boundary case: a
 * value the form accepts is one the database accepts, and the reverse.
 */
import { describe, expect, test } from 'vitest'
import {
  categorySchema,
  emptyCategory,
} from '../../../src/features/admin/categories/category-schema.ts'
import { CATEGORY_ICON_NAMES } from '../../../src/config/category-icons.ts'
import { categoryBoundaryCases } from '../../components/categories/category-boundaries.ts'
import { insertAccepted } from '../support/rolled-back.ts'

const COLUMNS = ['name', 'slug', 'description', 'icon', 'sort_order', 'is_active']

/** Tries the insert in a transaction that is always rolled back. */
function databaseAccepts(values: Record<string, unknown>): Promise<boolean> {
  const row = {
    name: 'Valid',
    slug: `parity-${Math.random().toString(36).slice(2, 10)}`,
    description: null,
    icon: null,
    sort_order: 0,
    is_active: true,
    ...values,
  }
  return insertAccepted('categories', COLUMNS, row)
}

describe('category schema and categories table', () => {
  test.each(categoryBoundaryCases)('$label', async ({ values, accepted }) => {
    const form = categorySchema.safeParse({
      ...emptyCategory,
      name: 'Valid',
      slug: 'valid',
      ...values,
    })
    expect(form.success).toBe(accepted)
    expect(await databaseAccepts(values)).toBe(accepted)
  })

  test('every icon the form offers fits the icon column', async () => {
    for (const icon of CATEGORY_ICON_NAMES) {
      expect(await databaseAccepts({ icon }), icon).toBe(true)
    }
  })
})
