import { expect, test } from '@playwright/test'

test.describe('smoke', () => {
  test('the app loads against the local stack', async ({ page }) => {
    const apiCalls: number[] = []
    page.on('response', (response) => {
      if (response.url().includes(':54331/rest/v1/')) apiCalls.push(response.status())
    })
    await page.goto('/ca')
    await expect(page.locator('body')).not.toBeEmpty()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('an unknown path shows the 404 page with its texts', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Visit Canadian Casinos' })).toHaveAttribute('href', '/ca')
    await expect(page.locator('a[href="/"]').first()).toBeVisible()
  })
})
