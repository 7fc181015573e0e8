import { expect, test } from './fixtures.ts'

test.describe('smoke', () => {
  test('the app loads with its public layout', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/ca')
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Canada')
    expect(errors).toEqual([])
  })

  test('an unknown path shows the 404 page with its texts', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Visit Canadian Casinos' })).toHaveAttribute(
      'href',
      '/ca',
    )
    await expect(page.locator('main a[href="/"]').first()).toBeVisible()
  })
})
