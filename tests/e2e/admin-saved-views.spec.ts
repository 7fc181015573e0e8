/**
 * Saved views (#28) against the production build and a fresh local stack: an analyst saves an
 * Analytics view (a brand of the spec's own filtered, the Device breakdown ranked by revenue),
 * a duplicate name is refused on the field with what was typed kept, and after a reload the view
 * reopens from 'Saved views', by keyboard, with the same filters, breakdown and figures; the
 * menu and the dialog are axe clean, and looked at on a phone, a tablet and a desktop. A list's
 * view (Countries: search and sort) reopens the same way; another staff member sees a shared
 * view under Shared views with its owner's name, and not a private one.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import { atEachWidth, expect, expectNoSidewaysScroll, signInAs, test } from './fixtures.ts'
import { lookAt } from './look-at.ts'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'
import { service, serviceJson } from './service.ts'

const tag = randomUUID().slice(0, 6)

/** A market and a brand of the spec's own, with `clicks` human clicks today. */
async function ownBrand(clicks: number) {
  const [country] = (await serviceJson('/rest/v1/countries', {
    method: 'POST',
    body: JSON.stringify({ name: `Viewland ${tag}`, slug: `viewland-${tag}` }),
  })) as { id: string }[]
  const slug = `view-casino-${tag}`
  const [brand] = (await serviceJson('/rest/v1/brands', {
    method: 'POST',
    body: JSON.stringify({
      country_id: country!.id,
      brand_name: `View Casino ${tag}`,
      brand_slug: slug,
      destination_url: 'https://casino.example/',
      sort_order: 999,
    }),
  })) as { id: string }[]
  for (let n = 0; n < clicks; n += 1) {
    await serviceJson('/rest/v1/brand_clicks_history', {
      method: 'POST',
      body: JSON.stringify({
        brand_id: brand!.id,
        user_id: `e2e-sv-${randomUUID()}`,
        session_id: randomUUID(),
        device_type: 'mobile',
        page_url: 'http://127.0.0.1/ro',
        click_speed_ms: 6000,
        time_on_page_sec: 6,
        card_position: 1,
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Mobile Safari/537.36',
      }),
    })
  }
  return slug
}

/** Waits for a layer's opening animation to end (what a screenshot should show). */
async function settled(page: Page, role: 'menu' | 'dialog') {
  await page
    .getByRole(role)
    .last()
    .evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    )
}

const menuButton = (page: Page) => page.getByRole('button', { name: /Saved views/ })
const clicksTile = (page: Page) => page.locator('[data-figure="clicks"]')

/** Opens 'Saved views' and saves what the page shows as `name`. */
async function saveView(page: Page, name: string, { shared = false } = {}) {
  await menuButton(page).click()
  await page.getByRole('menuitem', { name: 'Save view…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save view' })
  await dialog.getByLabel('Name').fill(name)
  if (shared) await dialog.getByLabel('Share with other staff').check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  return dialog
}

test.describe('saved views', () => {
  test('an Analytics view is saved, refused twice under one name, and reopens by keyboard after a reload', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const slug = await ownBrand(3)
    const name = `Mobile revenue ${tag}`
    // The analyst's Analytics views of an earlier run on the same stack go: the menu starts empty.
    const analyst = seedCredentials.find((user) => user.role === 'analyst')!
    await service(`/rest/v1/saved_views?section=eq.analytics&owner_id=eq.${analyst.id}`, {
      method: 'DELETE',
    })

    await signInAs(page, 'analyst', `/admin/analytics?period=7d&brand=${slug}`)
    await expect(clicksTile(page)).toHaveText('3')
    const breakdowns = page.getByRole('region', { name: 'Breakdowns' })
    await breakdowns.getByRole('tab', { name: 'Device' }).click()
    await breakdowns.getByRole('button', { name: /^Revenue/ }).click()
    await expect(page).toHaveURL(/[?&]breakdown=device(&|$)/)
    await expect(page).toHaveURL(/[?&]rank=revenue(&|$)/)

    // The menu before anything is saved, and axe on it.
    await menuButton(page).click()
    await expect(page.getByRole('menu')).toContainText('No saved views yet')
    await expectNoAxeViolations(page, 'saved views menu, empty', { waive: MODAL_LAYER_WAIVERS })
    await page.keyboard.press('Escape')

    const dialog = await saveView(page, name)
    await expect(dialog).toBeHidden()
    await expect(page.getByText(`Saved “${name}”.`)).toBeVisible()
    // The page now shows a saved view: the menu names it.
    await expect(menuButton(page)).toHaveText(new RegExp(name))

    // The same name again (any case) is refused on the field, and what was typed stays.
    const again = await saveView(page, name.toUpperCase())
    await expect(
      again.getByText('You already have a view with this name here. Choose another.'),
    ).toBeVisible()
    await expect(again.getByLabel('Name')).toHaveValue(name.toUpperCase())
    await expect(again.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, 'save view dialog with an error', {
      waive: MODAL_LAYER_WAIVERS,
    })
    await again.getByRole('button', { name: 'Cancel' }).click()

    // Elsewhere, reloaded: the view reopens from the menu, by keyboard, as it was.
    await page.goto('/admin/analytics')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    await menuButton(page).focus()
    await page.keyboard.press('Enter')
    const item = page.getByRole('menuitem', { name })
    await expect(item).toBeVisible()
    // Enter opens the menu on 'Save view…'; down to the view (the first of My views).
    await expect(page.getByRole('menuitem', { name: 'Save view…' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(item).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]saved=/)
    const url = new URL(page.url())
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'saved'))).toEqual({
      period: '7d',
      brand: slug,
      breakdown: 'device',
      rank: 'revenue',
    })
    await expect(clicksTile(page)).toHaveText('3')
    await expect(page.getByLabel('Period')).toHaveValue('7d')
    await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue(slug)
    await expect(breakdowns.getByRole('tab', { name: 'Device', selected: true })).toBeVisible()
    await expect(
      breakdowns.getByRole('columnheader', { name: /^Revenue ?, sorted descending$/ }),
    ).toBeVisible()
    await expect(menuButton(page)).toHaveText(new RegExp(name))

    // The menu and its views at phone, tablet and desktop widths.
    await atEachWidth(page, async (width) => {
      await menuButton(page).click()
      await expect(page.getByRole('menuitem', { name })).toBeVisible()
      if (width === 375) {
        await expectNoAxeViolations(page, `saved views menu at ${width} px`, {
          waive: MODAL_LAYER_WAIVERS,
        })
      }
      await settled(page, 'menu')
      await lookAt(page, `saved-views-menu-${width}`)
      await page.keyboard.press('Escape')
    })

    // Manage: the view's schedule is set from 'Email this view…' and shown.
    await menuButton(page).click()
    await page.getByRole('menuitem', { name: 'Email this view…' }).click()
    const email = page.getByRole('dialog', { name: `Email “${name}”` })
    await email.getByLabel('Frequency').selectOption('daily')
    await email.getByRole('button', { name: 'Schedule' }).click()
    await expect(email.getByText('Choose at least one recipient.')).toBeVisible()
    await email.getByLabel(/Local Analyst/).check()
    await expectNoAxeViolations(page, 'email this view dialog', { waive: MODAL_LAYER_WAIVERS })
    await lookAt(page, 'saved-views-email-1280')
    await email.getByRole('button', { name: 'Schedule' }).click()
    await expect(email).toBeHidden()
    await menuButton(page).click()
    await page.getByRole('menuitem', { name: 'Manage my views…' }).click()
    const manage = page.getByRole('dialog', { name: 'My saved views' })
    await expect(manage).toContainText(/Emailed daily to 1 person, next/)
    await settled(page, 'dialog')
    await lookAt(page, 'saved-views-manage-1280')
    await manage.getByRole('button', { name: `Close` }).click()
    expect(errors).toEqual([])
  })

  test('a list’s view reopens its search and sort; a shared view shows its owner to others', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    await signInAs(page, 'admin', '/admin/countries')
    await page.getByRole('searchbox', { name: 'Search' }).fill('an')
    await expect(page).toHaveURL(/[?&]q=an(&|$)/)
    await page.getByRole('button', { name: /^Name/ }).first().click()
    await expect(page).toHaveURL(/[?&]sort=name/)
    const sortedUrl = new URL(page.url())
    const shared = `Countries with an ${tag}`
    await saveView(page, shared, { shared: true })
    await expect(page.getByText(`Saved “${shared}”.`)).toBeVisible()
    const hidden = `Private countries ${tag}`
    await saveView(page, hidden)
    await expect(page.getByText(`Saved “${hidden}”.`)).toBeVisible()

    await page.goto('/admin/countries')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    await menuButton(page).click()
    await page.getByRole('menuitem', { name: shared }).click()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('an')
    const reopened = new URL(page.url())
    expect(Object.fromEntries(reopened.searchParams)).toEqual(
      Object.fromEntries(sortedUrl.searchParams),
    )
    await expectNoAxeViolations(page, 'countries list with saved views')
    await atEachWidth(page, async (width) => {
      await expectNoSidewaysScroll(page, `countries list at ${width} px`)
      await lookAt(page, `saved-views-list-${width}`)
    })

    // An editor (who reads Countries) sees the shared view with its owner, not the private one.
    const context = await browser.newContext()
    const editor = await context.newPage()
    await signInAs(editor, 'editor', '/admin/countries')
    await menuButton(editor).click()
    const item = editor.getByRole('menuitem', { name: new RegExp(shared) })
    await expect(item).toContainText('by Local Admin')
    await expect(editor.getByRole('menuitem', { name: hidden })).toHaveCount(0)
    await context.close()
  })
})
