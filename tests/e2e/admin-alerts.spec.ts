/**
 * Alerts (#28) against the production build and a fresh local stack. An alert is made the
 * way production makes one: a 'link broken' rule of the test's own is scoped to a seeded brand
 * listed in Canada, a broken link check is recorded for it (through the service role), and the
 * alerts job (pg_cron's evaluation, run by the spec itself rather than waited for) opens the
 * rule's episode. The admin's page, already open, sees it arrive in the top bar's bell with
 * the unread count (Realtime, or the polling behind it); the bell's menu shows its message,
 * and it and the list's 'View rows' land on its rows in Link health. The rules list switches a
 * rule off and back on and mutes and unmutes it (stored), the rule dialog refuses a threshold
 * out of range, and an analyst, who changes no rule, subscribes to a rule's emails. No sideways
 * scroll on the Alerts page (both views) and with the bell's menu open (by keyboard) at 375, 768
 * and 1280 px; axe on each view's cards (375 px) and table (1280 px), and on the open menu.
 * The rule (with its episode) and the check are removed after.
 *
 * A rule of its own, because the stack's own monitor checks the seeded brands too (and finds
 * every link broken: no network here), so the seeded rule may already have an episode open for
 * the brand. The brand's public listing is untouched (only record_link_check pauses a brand);
 * other specs see one more alert in their bell at most.
 */
import type { Page } from '@playwright/test'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import { runAlertsJob } from './database.ts'
import {
  adminTable,
  atEachWidth,
  expect,
  expectNoSidewaysScroll,
  signInAs,
  test,
} from './fixtures.ts'
import { lookAt } from './look-at.ts'
import { serviceJson } from './service.ts'

type Brand = { id: string; brand_slug: string; brand_name: string }
type Rule = { id: string; name: string; enabled: boolean; muted_until: string | null }

const tag = Date.now().toString(36)
const DNS = `DNS error: alerts-${tag}.invalid could not be resolved`

let brand: Brand
let checkId: string | undefined
let ruleId: string | undefined
const RULE = `E2E link of one brand ${tag}`

const bell = (page: Page) => page.getByTestId('alert-bell')

async function rule(kind: string): Promise<Rule> {
  const [found] = (await serviceJson(
    `/rest/v1/alert_rules?select=id,name,enabled,muted_until&kind=eq.${kind}&country_id=is.null&brand_id=is.null&limit=1`,
  )) as Rule[]
  return found!
}

async function staffId(role: 'admin' | 'analyst'): Promise<string> {
  const email = seedCredentials.find((user) => user.role === role)!.email
  const [row] = (await serviceJson(
    `/rest/v1/admin_users?select=id&email=eq.${encodeURIComponent(email)}`,
  )) as { id: string }[]
  return row!.id
}

/** The episode the job opened for the test's rule, if any yet. */
async function brandEpisode(): Promise<{ id: string; message: string } | undefined> {
  const rows = (await serviceJson(
    `/rest/v1/alerts?select=id,message&rule_id=eq.${ruleId}&subject_key=eq.brand:${brand.id}&cleared_at=is.null`,
  )) as { id: string; message: string }[]
  return rows[0]
}

/** How many alerts `userId` has not read, as alert_unread_count() counts them for them. */
async function unreadFor(userId: string): Promise<number> {
  const alerts = (await serviceJson('/rest/v1/alerts?select=id')) as { id: string }[]
  const reads = (await serviceJson(
    `/rest/v1/alert_reads?select=alert_id&user_id=eq.${userId}`,
  )) as { alert_id: string }[]
  const read = new Set(reads.map((row) => row.alert_id))
  return alerts.filter((alert) => !read.has(alert.id)).length
}

test.beforeAll(async () => {
  // A brand its market lists (Canada asks for no licence): the job watches listed brands only.
  const brands = (await serviceJson(
    '/rest/v1/brands?select=id,brand_slug,brand_name,market_block,countries!inner(slug)&is_active=eq.true&countries.slug=eq.ca&order=brand_slug.desc',
  )) as (Brand & { market_block: string | null })[]
  brand = brands.find((candidate) => candidate.market_block === null)!
  expect(brand, 'a listed brand in Canada').toBeTruthy()
})

test.afterAll(async () => {
  // The rule takes its episodes with it.
  if (ruleId) await serviceJson(`/rest/v1/alert_rules?id=eq.${ruleId}`, { method: 'DELETE' })
  if (checkId) await serviceJson(`/rest/v1/link_checks?id=eq.${checkId}`, { method: 'DELETE' })
})

test.describe('admin alerts', () => {
  test('an alert the job opens arrives in the bell with the unread count; its message and View rows lead to its rows', async ({
    page,
  }) => {
    // Up to 90 s for the bell below (polling behind Realtime).
    test.setTimeout(3 * 60_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'admin', '/admin/alerts')
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Fired alerts', selected: true })).toBeVisible()

    // Start from nothing unread.
    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect(
      page.getByText(/^(Marked \d+ alerts? read|Every alert was already read)\.$/),
    ).toBeVisible()
    await expect(bell(page)).toHaveAccessibleName('Alerts')

    const [own] = (await serviceJson('/rest/v1/alert_rules', {
      method: 'POST',
      body: JSON.stringify({ kind: 'link_broken', name: RULE, brand_id: brand.id, params: {} }),
    })) as { id: string }[]
    ruleId = own!.id
    const [check] = (await serviceJson('/rest/v1/link_checks', {
      method: 'POST',
      body: JSON.stringify({
        brand_id: brand.id,
        checked_at: new Date().toISOString(),
        trigger: 'schedule',
        state: 'broken',
        problems: [{ code: 'dns', message: DNS }],
        hops: [],
        start_url: `https://alerts-${tag}.invalid/?cid=lc_1`,
        final_url: `https://alerts-${tag}.invalid/?cid=lc_1`,
        final_host: `alerts-${tag}.invalid`,
        response_ms: 40,
        error: `getaddrinfo ENOTFOUND alerts-${tag}.invalid`,
      }),
    })) as { id: string }[]
    checkId = check!.id

    // The job's run, as pg_cron makes it every 5 minutes; the page stays open: the bell learns
    // of the episode by itself.
    await runAlertsJob()
    await expect.poll(brandEpisode, { timeout: 10_000 }).toBeTruthy()
    const episode = (await brandEpisode())!
    // Its latest check: the test's, or the stack's monitor's if it checked the brand since.
    expect(episode.message).toMatch(/^Link broken: DNS error: /)
    // The same run may open other episodes (the monitor's findings, for the seeded rule) at the
    // same time; moved to now, this one is the latest (the bell lists the latest 8).
    await serviceJson(`/rest/v1/alerts?id=eq.${episode.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ fired_at: new Date().toISOString() }),
    })
    const unread = await unreadFor(await staffId('admin'))
    expect(unread).toBeGreaterThanOrEqual(1)
    await expect(bell(page)).toHaveAccessibleName(`Alerts, ${unread} unread`, {
      timeout: 90_000,
    })
    await expect(bell(page).locator('span[aria-hidden="true"]')).toHaveText(String(unread))

    // The list shows it too, marked New, open.
    await page.reload()
    const subject = `${brand.brand_name} in Canada`
    const list = adminTable(page, 'Fired alerts')
    const row = list.getByRole('row').filter({ hasText: RULE }).filter({ hasText: subject })
    await expect(row.getByText('New', { exact: true })).toBeVisible()
    await expect(row.getByText('Open', { exact: true })).toBeVisible()
    await expect(row.getByText(episode.message)).toBeVisible()
    await expect(row.getByRole('cell', { name: subject, exact: true })).toBeVisible()

    // The bell's menu: the message, open; opening it marks the listed ones read.
    await bell(page).click()
    const menu = page.getByRole('menu')
    // The seeded rule may have fired for the brand in the same run, with the same words: the
    // test's episode, moved to now, comes first.
    const item = menu
      .getByRole('menuitem')
      .filter({ hasText: episode.message })
      .filter({ hasText: subject })
      .first()
    await expect(item).toBeVisible()
    await expect(item.getByText('Open', { exact: true })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'All alerts' })).toBeVisible()
    await expectNoAxeViolations(page, 'the bell menu, 1280 px', { waive: MODAL_LAYER_WAIVERS })
    await lookAt(page, 'alerts-bell-open-1280')
    await item.click()
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/admin/link-health' &&
        url.searchParams.get('q') === brand.brand_slug &&
        url.searchParams.get('market') === 'ca',
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Link health' })).toBeVisible()
    await expect(
      adminTable(page, 'Link health').getByRole('link', { name: brand.brand_name, exact: true }),
    ).toBeVisible()
    // Opening the menu read the latest 8.
    if (unread <= 8) {
      await expect.poll(async () => unreadFor(await staffId('admin'))).toBe(0)
      await expect(bell(page)).toHaveAccessibleName('Alerts')
    }

    // From the list, 'View rows' lands on the same rows.
    await page.goto('/admin/alerts')
    const listed = adminTable(page, 'Fired alerts')
      .getByRole('row')
      .filter({ hasText: RULE })
      .filter({ hasText: subject })
    await expect(listed.getByText('New', { exact: true })).toHaveCount(0)
    await listed.getByRole('link', { name: /^View rows/ }).click()
    await expect(page).toHaveURL(/\/admin\/link-health\?q=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Link health' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('an admin switches a rule off and back on, mutes and unmutes it; the rule dialog refuses a threshold out of range; axe at each width', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const bots = await rule('bot_share')
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'admin', '/admin/alerts?view=rules')
    await expect(page.getByRole('tab', { name: 'Rules', selected: true })).toBeVisible()
    const rules = adminTable(page, 'Alert rules')
    const toggle = rules.getByRole('switch', { name: `Enable ${bots.name}` })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')

    await toggle.click()
    await expect(page.getByText(`${bots.name} is off.`)).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect((await rule('bot_share')).enabled).toBe(false)
    await page.reload()
    await expect(
      adminTable(page, 'Alert rules').getByRole('switch', { name: `Enable ${bots.name}` }),
    ).toHaveAttribute('aria-checked', 'false')

    // By keyboard: Space turns it back on.
    const again = adminTable(page, 'Alert rules').getByRole('switch', {
      name: `Enable ${bots.name}`,
    })
    await again.focus()
    await page.keyboard.press('Space')
    await expect(page.getByText(`${bots.name} is on.`)).toBeVisible()
    await expect(again).toHaveAttribute('aria-checked', 'true')
    expect((await rule('bot_share')).enabled).toBe(true)

    // Muted until unmuted by its menu (stored as infinity), then unmuted.
    const botsRow = adminTable(page, 'Alert rules').getByRole('row').filter({ hasText: bots.name })
    await botsRow.getByRole('button', { name: `Mute ${bots.name}` }).click()
    await page.getByRole('menuitem', { name: 'Until unmuted' }).click()
    await expect(page.getByText(`${bots.name} is muted until unmuted.`)).toBeVisible()
    await expect(botsRow.getByText('until unmuted', { exact: true })).toBeVisible()
    expect((await rule('bot_share')).muted_until).toBe('infinity')
    await botsRow.getByRole('button', { name: `Mute ${bots.name}` }).click()
    await expect(page.getByRole('menu')).toContainText('Muted until unmuted')
    await page.getByRole('menuitem', { name: 'Unmute', exact: true }).click()
    await expect(page.getByText(`${bots.name} is unmuted.`)).toBeVisible()
    await expect(botsRow.getByText('until unmuted', { exact: true })).toHaveCount(0)
    await expect.poll(async () => (await rule('bot_share')).muted_until).toBeNull()

    // The rule dialog checks the thresholds before anything is sent.
    const epc = await rule('epc_drop')
    await adminTable(page, 'Alert rules')
      .getByRole('button', { name: `Edit ${epc.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: `Edit ${epc.name}` })
    await dialog.getByLabel('Hours').fill('500')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByText('Enter a number from 1 to 168.')).toBeVisible()
    await expect(dialog.getByLabel('Hours')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, 'the rule dialog', { waive: MODAL_LAYER_WAIVERS })
    await lookAt(page, 'alerts-rule-dialog-1280')
    await dialog.getByLabel('Hours').fill('24')
    await expect(dialog.getByText('Enter a number from 1 to 168.')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()

    // Each view loaded once and looked at across the widths (the layout follows the window).
    // axe on each layout once: the table at 1280 px and the cards at 375 px (768 px shows the
    // same cards); the rules list's are also checked by admin-lists-fit.spec.ts (1280 px dark,
    // 390 px light).
    for (const view of ['alerts', 'rules'] as const) {
      await page.goto(view === 'rules' ? '/admin/alerts?view=rules' : '/admin/alerts')
      await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible()
      await expect(page.getByTestId('skeleton-row')).toHaveCount(0)
      await atEachWidth(page, async (width) => {
        await expect(page.getByTestId('skeleton-row')).toHaveCount(0)
        await expectNoSidewaysScroll(page, `/admin/alerts (${view}) at ${width} px`)
        if (width !== 768) await expectNoAxeViolations(page, `/admin/alerts (${view}), ${width} px`)
        await lookAt(page, `alerts-${view}-${width}`, { fullPage: true })
      })
    }
    await atEachWidth(page, async (width) => {
      // The bell by keyboard: Enter opens its menu on the first entry, Escape closes it.
      await bell(page).focus()
      await page.keyboard.press('Enter')
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('menuitem').first()).toBeFocused()
      await expect(menu.getByRole('menuitem', { name: 'All alerts' })).toBeInViewport()
      await expectNoSidewaysScroll(page, `the bell menu at ${width} px`)
      // The menu at 1280 px is checked in the first test.
      if (width !== 1280) {
        await expectNoAxeViolations(page, `the bell menu, ${width} px`, {
          waive: MODAL_LAYER_WAIVERS,
        })
      }
      await lookAt(page, `alerts-bell-${width}`)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(bell(page)).toBeFocused()
    })
  })

  test('an analyst reads the rules without changing them, and subscribes to their emails', async ({
    page,
  }) => {
    const epc = await rule('epc_drop')
    const analyst = await staffId('analyst')
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'analyst', '/admin/alerts?view=rules')
    const rules = adminTable(page, 'Alert rules')
    await expect(rules.getByRole('row').filter({ hasText: epc.name })).toBeVisible()
    await expect(page.getByText('Read-only')).toBeVisible()
    await expect(rules.getByRole('switch', { name: /^Enable / })).toHaveCount(0)
    await expect(rules.getByRole('button', { name: /^(Edit|Mute) / })).toHaveCount(0)

    const email = rules.getByRole('switch', { name: `Email me about ${epc.name}` })
    await expect(email).toHaveAttribute('aria-checked', 'false')
    await email.click()
    await expect(
      page.getByText(`You will get an email when ${epc.name} fires or clears.`),
    ).toBeVisible()
    await expect(email).toHaveAttribute('aria-checked', 'true')
    const subscribed = (await serviceJson(
      `/rest/v1/alert_subscriptions?select=rule_id&user_id=eq.${analyst}&rule_id=eq.${epc.id}`,
    )) as unknown[]
    expect(subscribed).toHaveLength(1)
    await email.click()
    await expect(email).toHaveAttribute('aria-checked', 'false')
    await expect
      .poll(
        async () =>
          (
            (await serviceJson(
              `/rest/v1/alert_subscriptions?select=rule_id&user_id=eq.${analyst}&rule_id=eq.${epc.id}`,
            )) as unknown[]
          ).length,
      )
      .toBe(0)
  })
})
