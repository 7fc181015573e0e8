/**
 * One truth per figure (#27), on the built pages against the seeded stack: each rating on
 * the ranking card, the compare table and the review says whose it is and out of what (the
 * players' rating out of 5 with its votes, the editor score out of 100 or as stars out of
 * 5), and every trust claim of a card is made by the compare table and the review too,
 * for Maple Crown Casino and another Canadian brand whose Trust tab leaves Mobile Friendly
 * unchecked. SCREENSHOTS=1 saves the card and the review's header at each width.
 */
import type { Locator, Page } from '@playwright/test'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { atEachWidth, expect, test } from './fixtures.ts'
import { E2E_API_PORT } from './ports.ts'

const SCREENSHOTS = process.env.SCREENSHOTS === '1'
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR ?? 'test-results/screens'

type BrandRow = {
  brand_name: string
  brand_slug: string
  user_rating: number
  user_rating_votes: number
  editor_score: number
  trust_icons: string[]
}

/** The Canadian brands as the database holds them now (the star vote spec may add votes). */
async function canadianBrands(): Promise<BrandRow[]> {
  const response = await fetch(
    `http://127.0.0.1:${E2E_API_PORT}/rest/v1/brands?select=brand_name,brand_slug,user_rating,user_rating_votes,editor_score,trust_icons,countries!inner(slug)&countries.slug=eq.ca&is_active=is.true`,
    {
      headers: {
        apikey: localApiKeys.serviceRoleKey,
        Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
      },
    },
  )
  expect(response.ok).toBe(true)
  return ((await response.json()) as BrandRow[]).map((row) => ({
    ...row,
    user_rating: Number(row.user_rating),
  }))
}

const votesText = (votes: number) => votes.toLocaleString('en-US')

async function snap(target: Locator, name: string, width: number) {
  if (SCREENSHOTS)
    await target.screenshot({ path: `${SCREENSHOTS_DIR}/one-truth-${name}-${width}.png` })
}

function card(page: Page, name: string) {
  return page.getByTestId('brand-card').filter({ has: page.getByRole('heading', { name }) })
}

/** The trust claims on `name`'s card. */
async function cardClaims(page: Page, name: string) {
  return card(page, name)
    .getByRole('list', { name: 'Why players trust it' })
    .getByRole('listitem')
    .allTextContents()
}

/** The brands of the compare table, in its order, once it shows (it loads below the fold). */
async function comparedNames(page: Page): Promise<string[]> {
  const headers = page.getByRole('table').getByRole('columnheader')
  await expect(headers.nth(1)).toBeVisible()
  return (await headers.allTextContents()).slice(1).map((header) => header.replace(/^#\d+/, ''))
}

/** The compare table's column of `name`, from 0 for the first brand's. */
async function compareColumn(page: Page, name: string): Promise<number> {
  const column = (await comparedNames(page)).indexOf(name)
  expect(column, `${name} is in the compare table`).toBeGreaterThanOrEqual(0)
  return column
}

/** Row header → 'Yes' or 'No' of the compare table's trust rows, for the brand `name`. */
async function compareClaims(page: Page, name: string): Promise<Map<string, boolean>> {
  const table = page.getByRole('table')
  const column = await compareColumn(page, name)
  const claims = new Map<string, boolean>()
  for (const row of await table.getByRole('row').all()) {
    const cell = row.getByRole('cell').nth(column)
    if ((await cell.locator('[aria-label="Yes"], [aria-label="No"]').count()) === 0) continue
    const label = (await row.getByRole('rowheader').textContent())!
    claims.set(label, (await cell.locator('[aria-label="Yes"]').count()) === 1)
  }
  return claims
}

test.describe('one truth per figure', () => {
  let brands: BrandRow[]
  let mapleCrown: BrandRow

  test.beforeAll(async () => {
    brands = await canadianBrands()
    mapleCrown = brands.find((brand) => brand.brand_name === 'Maple Crown Casino')!
    expect(mapleCrown).toBeDefined()
  })

  test('the card, the compare table and the review label each rating with whose it is', async ({
    page,
  }) => {
    await page.goto('/ca')
    const name = mapleCrown.brand_name
    const maple = card(page, name)
    await atEachWidth(page, async (width) => {
      const players = maple.getByRole('group', { name: "Players' rating" })
      await expect(players.getByText("Players' rating")).toBeVisible()
      await expect(players).toContainText(`${mapleCrown.user_rating.toFixed(1)}/5`)
      await expect(
        players.getByText(`(${votesText(mapleCrown.user_rating_votes)} votes)`),
      ).toBeVisible()
      await expect(players).not.toContainText(String(mapleCrown.editor_score))
      const score = maple.getByRole('button', {
        name: `Editor score ${mapleCrown.editor_score}/100`,
      })
      await expect(score).toBeVisible()
      await expect(maple.getByText('Editor score', { exact: true })).toBeVisible()
      await snap(maple, 'card', width)
    })

    await page.goto('/ca/compare')
    const table = page.getByRole('table')
    const column = await compareColumn(page, name)
    const cell = (row: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
        .getByRole('cell')
        .nth(column)
    await expect(cell("Players' rating")).toHaveText(
      `★ ${mapleCrown.user_rating.toFixed(1)}/5 (${votesText(mapleCrown.user_rating_votes)} votes)`,
    )
    await expect(cell('Editor score')).toHaveText(`${mapleCrown.editor_score}/100`)

    await page.goto(`/reviews/${mapleCrown.brand_slug}`)
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
    const stars = (Math.round((mapleCrown.editor_score / 20) * 10) / 10).toFixed(1)
    await atEachWidth(page, async (width) => {
      const editorStars = page.getByRole('img', { name: `Editor score ${stars} out of 5` })
      await expect(editorStars).toBeVisible()
      const editorLine = page.locator('p').filter({ has: editorStars })
      await expect(editorLine).toHaveText(`Editor score${stars}/5`)
      // The players' count sits with the players' rating, not with the editor's stars.
      const reviews = page.getByText(`(${votesText(mapleCrown.user_rating_votes)} reviews)`, {
        exact: true,
      })
      await expect(reviews).toBeVisible()
      await expect(page.locator('p').filter({ has: reviews })).toHaveText(
        `Players' rating ${mapleCrown.user_rating.toFixed(1)}/5 (${votesText(mapleCrown.user_rating_votes)} reviews)`,
      )
      await snap(header, 'review-header', width)
    })
    const facts = page.getByRole('complementary', { name: 'Quick facts' })
    await expect(facts).toContainText(`Editor score${mapleCrown.editor_score}/100`)
  })

  test('every trust claim of a card is made by the compare table and the review', async ({
    page,
  }) => {
    await page.goto('/ca/compare')
    const compared = await comparedNames(page)
    // Another brand of the compare table's top 5, its Trust tab without Mobile Friendly.
    const other = brands.find(
      (brand) =>
        compared.includes(brand.brand_name) &&
        brand.brand_name !== mapleCrown.brand_name &&
        !brand.trust_icons.includes('mobile_friendly'),
    )
    expect(other, 'a compared brand with Mobile Friendly unchecked').toBeDefined()

    for (const brand of [mapleCrown, other!]) {
      await test.step(brand.brand_name, async () => {
        await page.goto('/ca/compare')
        const onCard = await cardClaims(page, brand.brand_name)
        // SPEC.md section 9: every card claims Mobile Friendly, whatever the Trust tab says.
        expect(onCard).toContain('Mobile Friendly')
        const inTable = await compareClaims(page, brand.brand_name)
        expect([...inTable.keys()]).toEqual(expect.arrayContaining(onCard))

        await page.goto('/ca')
        expect(await cardClaims(page, brand.brand_name)).toEqual(onCard)

        await page.goto(`/reviews/${brand.brand_slug}`)
        const inReview = await page
          .getByRole('list', { name: 'Trust badges' })
          .getByRole('listitem')
          .allTextContents()
        for (const claim of onCard) {
          expect(inTable.get(claim), `${claim} in the compare table`).toBe(true)
          expect(inReview, `${claim} in the review`).toContain(claim)
        }
        for (const [claim, yes] of inTable) {
          expect(inReview.includes(claim), `${claim}: the review as the table`).toBe(yes)
        }
      })
    }
  })
})
