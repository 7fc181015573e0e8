/** The review page against the seeded local stack, and its not-found state. */
import { expect, test } from './fixtures.ts'

test.describe('review page', () => {
  test('shows the seeded review with the spec texts', async ({ page }) => {
    await page.goto('/reviews/maple-crown-casino')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs).toContainText('Home')
    await expect(crumbs).toContainText('Reviews')
    await expect(crumbs).toContainText('Maple Crown Casino')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maple Crown Casino Review')
    await expect(page.getByText("Editor's Choice").first()).toBeVisible()
    await expect(page.getByText(/^\([\d,]+ reviews\)$/)).toBeVisible()
    await expect(page.getByText('Welcome Bonus', { exact: true })).toBeVisible()
    await expect(page.getByText('Slots, Live Casino')).toBeVisible()
    await expect(page.getByText('Trust Level', { exact: true })).toBeVisible()
    // Maple Crown Casino has no cta_button_text: the call to action reads Play Now.
    const cta = page.getByRole('link', { name: /^Play Now$/ }).first()
    await expect(cta).toHaveAttribute('target', '_blank')
    // It opens through the /go redirect, which records the click and sends the tab on to
    // the brand's destination_url.
    await expect(cta).toHaveAttribute('href', /^\/go\/maple-crown-casino(\?|$)/)
    const redirect = await page.request.get((await cta.getAttribute('href'))!, {
      maxRedirects: 0,
    })
    expect(redirect.status()).toBe(302)
    expect(redirect.headers()['location']).toMatch(
      /^https:\/\/example\.com\/go\/maple-crown-casino/,
    )
    for (const title of [
      'Pros',
      'Cons',
      'Overview',
      'Bonuses & Promotions',
      'Payments & Withdrawals',
      'Games & Providers',
      'Mobile Experience',
      'Security & Trust',
      'Customer Support',
      'Final Verdict',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
    }
    await expect(
      page.getByRole('link', { name: /Play Now at Maple Crown Casino/ }),
    ).toHaveAttribute('rel', 'sponsored noopener')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/reviews\/maple-crown-casino$/,
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const review = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Review')
    expect(review).toMatchObject({
      author: { '@type': 'Organization' },
      reviewRating: { bestRating: 5 },
    })
    expect(review.datePublished).toBeTruthy()
    expect(review.dateModified).toBeTruthy()
  })

  test('an unknown or inactive brand shows Brand Not Found', async ({ page }) => {
    for (const slug of ['no-such-casino', 'niagara-spin-palace']) {
      await page.goto(`/reviews/${slug}`)
      await expect(page.getByRole('heading', { name: 'Brand Not Found' })).toBeVisible()
      await expect(
        page.getByText("The review page you're looking for doesn't exist or has been removed."),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute(
        'href',
        '/',
      )
    }
  })
})
