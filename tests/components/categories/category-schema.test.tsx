/**
 * The category form's schema on the boundaries of the categories table's constraints
 * (tests/integration/admin/category-schema-parity.test.ts runs the same cases through
 * PostgreSQL and checks that both agree), and its icon rule: only icons the site renders.
 */
import { describe, expect, test } from 'vitest'
import { CATEGORY_ICON_NAMES } from '@/config/category-icons'
import { categorySchema, emptyCategory } from '@/features/admin/categories/category-schema'
import { categoryBoundaryCases } from './category-boundaries'

const parse = (values: Record<string, unknown>) =>
  categorySchema.safeParse({ ...emptyCategory, name: 'Valid', slug: 'valid', ...values })

function messagesOf(values: Record<string, unknown>): string[] {
  const result = parse(values)
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('category form schema', () => {
  test.each(categoryBoundaryCases)('$label: accepted = $accepted', ({ values, accepted }) => {
    expect(parse(values).success).toBe(accepted)
  })

  test('empty optional texts are stored as null, texts trimmed', () => {
    expect(
      categorySchema.parse({
        ...emptyCategory,
        name: '  Live Casino ',
        slug: ' live-casino ',
        description: '  ',
        icon: '',
      }),
    ).toEqual({
      name: 'Live Casino',
      slug: 'live-casino',
      description: null,
      icon: null,
      sort_order: 0,
      is_active: true,
    })
  })

  test('every icon the site renders is accepted, any other name refused', () => {
    for (const icon of CATEGORY_ICON_NAMES) expect(parse({ icon }).success, icon).toBe(true)
    // Real lucide names the site has no component for.
    for (const icon of ['dice-5', 'rocket', 'Trophy', ' trophy']) {
      expect(messagesOf({ icon }), icon).toEqual(['icon: Choose an icon from the list.'])
    }
  })

  test('the messages say what to type', () => {
    // The form shows each field's first message.
    expect(messagesOf({ name: ' ', slug: '' }).slice(0, 2)).toEqual([
      'name: Enter a name.',
      'slug: Enter a slug.',
    ])
    expect(messagesOf({ slug: 'Live Casino' })).toEqual([
      'slug: Use lower-case letters, digits and single hyphens (e.g. "slots" or "live-casino").',
    ])
    expect(messagesOf({ name: 'n'.repeat(101) })).toEqual([
      'name: Name must be at most 100 characters.',
    ])
    expect(messagesOf({ description: 'd'.repeat(2001) })).toEqual([
      'description: Description must be at most 2000 characters.',
    ])
    expect(messagesOf({ sort_order: null })).toEqual(['sort_order: Enter a whole number.'])
  })
})
