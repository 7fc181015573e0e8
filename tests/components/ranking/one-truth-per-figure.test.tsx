/**
 * One truth per figure (#27): each rating on the card, the compare table and the review says
 * whose it is and out of what, and whatever trust a card claims, the compare table and the
 * review claim for the same brand.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BrandCard } from '@/features/ranking/components/brand-card'
import { CompareTable } from '@/features/ranking/components/compare-table'
import type { Brand } from '@/features/ranking/lib/brand-rules'
import { reviewQueryOptions } from '@/features/reviews/api/get-review'
import { ReviewPage } from '@/features/reviews/pages/review-page'
import { createClient, makeBrand, renderWith } from './fixtures'

// Maple Crown Casino as seeded: the players rate it 4.9 from 3,317 votes, the editors 99/100.
const mapleCrown = makeBrand({ user_rating: 4.9, user_rating_votes: 3317, editor_score: 99 })

function renderCard(brand: Brand) {
  return renderWith(<BrandCard brand={brand} position={1} highlighted={false} />)
}

function renderReview(brand: Brand) {
  const client = createClient()
  const row = { ...brand, country: { name: 'Canada', slug: 'ca' }, licences: [] }
  client.setQueryData(reviewQueryOptions(brand.brand_slug!).queryKey, row)
  return renderWith(<ReviewPage brandSlug={brand.brand_slug!} />, client)
}

/** The compare table's cell of `row` (a row header's name) for the only brand compared. */
function compareCell(row: string) {
  return within(screen.getByRole('rowheader', { name: row }).closest('tr')!).getByRole('cell')
}

const texts = (items: HTMLElement[]) => items.map((item) => item.textContent)

describe('ratings say whose they are and out of what', () => {
  beforeEach(() => {
    // The review's read stays pending: the test fills the cache.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}))
  })
  afterEach(() => vi.restoreAllMocks())

  test("the card: the players' rating out of 5 with its votes, the editor score out of 100 apart", () => {
    renderCard(mapleCrown)
    const players = screen.getByRole('group', { name: "Players' rating" })
    expect(players).toBeVisible()
    expect(within(players).getByText("Players' rating")).toBeVisible()
    expect(players).toHaveTextContent('4.9/5')
    expect(within(players).getByText('(3,317 votes)')).toBeVisible()
    expect(players).not.toHaveTextContent(/99|100/)

    const editor = screen.getByRole('button', { name: 'Editor score 99/100' })
    expect(editor).toHaveTextContent('99/100')
    // Its caption says whose it is on screen too, and no vote count sits with it.
    expect(editor.parentElement).toHaveTextContent(/^99\/100Editor score$/)
  })

  test("the review: the editor score as stars out of 5, the players' rating and its reviews apart", () => {
    renderReview(mapleCrown)
    const stars = screen.getByRole('img', { name: 'Editor score 5.0 out of 5' })
    const editorLine = stars.closest('p')!
    expect(editorLine).toHaveTextContent(/^Editor score\s*5\.0\/5$/)
    expect(editorLine).not.toHaveTextContent(/reviews|votes|3,317/)

    const reviews = screen.getByText('(3,317 reviews)')
    const playersLine = reviews.closest('p')!
    expect(playersLine).toHaveTextContent("Players' rating 4.9/5 (3,317 reviews)")
    expect(playersLine).not.toContainElement(stars)
    // The same editor score out of 100 as on the card, in the facts.
    const facts = screen.getByRole('complementary', { name: 'Quick facts' })
    expect(within(facts).getByText('Editor score').nextSibling).toHaveTextContent('99/100')
  })

  test('the compare table labels both figures the way the card does', () => {
    renderWith(<CompareTable brands={[mapleCrown]} />)
    expect(compareCell("Players' rating")).toHaveTextContent('★ 4.9/5 (3,317 votes)')
    expect(compareCell('Editor score')).toHaveTextContent(/^99\/100$/)
  })

  test("the players' rating reads the same on the card and the review", () => {
    const brand = makeBrand({ user_rating: 4.3, user_rating_votes: 812, editor_score: 88 })
    const card = renderCard(brand)
    expect(screen.getByRole('group', { name: "Players' rating" })).toHaveTextContent('4.3/5')
    card.unmount()
    renderReview(brand)
    expect(screen.getByText('(812 reviews)').closest('p')).toHaveTextContent(
      "Players' rating 4.3/5",
    )
    expect(screen.getByRole('img', { name: 'Editor score 4.4 out of 5' })).toBeVisible()
  })
})

/** The claims a compare table row can show (its rows after the facts). */
const CLAIM_ROWS = [
  'Licensed',
  'Best Payouts',
  'SSL Encrypted',
  'Payouts in 24 Hours',
  '24/7 Support',
  'Mobile Friendly',
  'Responsible Gaming',
]

const BRANDS: [string, Brand][] = [
  [
    'a brand with Mobile Friendly unchecked',
    makeBrand({ trust_icons: ['ssl', 'licensed', 'fast_payouts', 'responsible_gaming'] }),
  ],
  [
    'a brand rated under 4 without a licensed badge',
    makeBrand({
      brand_name: 'Polar Spins',
      user_rating: 3.8,
      trust_icons: ['ssl', 'support_24_7', 'kyc', 'high_rtp', 'data_protection', 'top_rated'],
    }),
  ],
  ['a brand without trust icons of its own', makeBrand({ brand_name: 'Aurora', trust_icons: [] })],
]

describe('trust claims agree on the card, the compare table and the review', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}))
  })
  afterEach(() => vi.restoreAllMocks())

  test.each(BRANDS)('%s', (_name, brand) => {
    const card = renderCard(brand)
    const onCard = texts(
      within(screen.getByRole('list', { name: 'Why players trust it' })).getAllByRole('listitem'),
    )
    // SPEC.md section 9: Mobile Friendly on every card.
    expect(onCard).toContain('Mobile Friendly')
    card.unmount()

    const table = renderWith(<CompareTable brands={[brand]} />)
    const saysYes = CLAIM_ROWS.filter((row) => {
      const cell = compareCell(row)
      expect(within(cell).queryAllByLabelText(/^(Yes|No)$/)).toHaveLength(1)
      return within(cell).queryByLabelText('Yes') !== null
    })
    table.unmount()

    renderReview(brand)
    const security = screen.getByRole('heading', { name: 'Security & Trust' }).closest('section')!
    const inReview = texts(
      within(within(security).getByRole('list', { name: 'Trust badges' })).getAllByRole('listitem'),
    )

    for (const claim of onCard) {
      expect(saysYes).toContain(claim)
      expect(inReview).toContain(claim)
    }
    // And the table's yes and no are the review's: neither denies what the other claims.
    for (const row of CLAIM_ROWS) expect(inReview.includes(row)).toBe(saysYes.includes(row))
  })

  test('the card claims Licensed, Best Payouts and Mobile Friendly for an active brand rated 4 or more', () => {
    renderCard(BRANDS[0]![1])
    expect(
      texts(
        within(screen.getByRole('list', { name: 'Why players trust it' })).getAllByRole('listitem'),
      ),
    ).toEqual(['Licensed', 'Best Payouts', 'Mobile Friendly'])
  })
})
