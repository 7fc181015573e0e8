/**
 * Link health (#28) against the production build and a fresh local stack, on three brands
 * of the test's own, seeded through the service role: one with an OK check (United
 * Kingdom), one Broken and paused by the monitor, with an earlier check asked by the editor
 * (Germany), and one never checked (United Kingdom). The list shows their states, the
 * problems and the pause's reason; Search, the state and market filters (in the URL) and
 * the CSV export find them; a row opens the brand form's Link health tab with the history
 * and the hops. An analyst reads the list and the brand's checks in the section, without
 * 'Check now'; axe at 375, 768 and 1280 px, nothing scrolls sideways, and the list and a
 * brand are reached by keyboard. 'Check now' runs the link-check function on the brand
 * never checked: this machine reaches no casino, so its destination ends in a DNS error,
 * recorded as Broken with that reason. The brands (and their checks) are removed after.
 *
 * The seeded brands have no licence, so no market lists them and the schedule never checks
 * them (due_link_checks): their checks are the test's alone.
 */
import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'
import { expectNoAxeViolations } from './axe.ts'
import {
  adminTable,
  atEachWidth,
  expect,
  expectNoSidewaysScroll,
  listedNames,
  searchList,
  signInAs,
  test,
} from './fixtures.ts'
import { lookAt } from './look-at.ts'
import { serviceJson } from './service.ts'

const tag = Date.now().toString(36)
const OK = `LH Thames ${tag}`
const BROKEN = `LH Harbour ${tag}`
const FRESH = `LH Quiet ${tag}`
const BROKEN_HOST = `lh-harbour-${tag}.invalid`
const DNS = `DNS error: ${BROKEN_HOST} could not be resolved`
const REASON = `Link broken: ${DNS}`

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()

type Seeded = { ok: string; broken: string; fresh: string }
let seeded: Seeded
/** How the brand's history names the editor: their name, else their email. */
let editorName: string

async function countryId(slug: string): Promise<string> {
  const [country] = (await serviceJson(`/rest/v1/countries?select=id&slug=eq.${slug}`)) as {
    id: string
  }[]
  return country!.id
}

async function addBrand(name: string, country: string, destination: string): Promise<string> {
  const [brand] = (await serviceJson('/rest/v1/brands', {
    method: 'POST',
    body: JSON.stringify({
      country_id: country,
      brand_name: name,
      brand_slug: name.toLowerCase().replaceAll(' ', '-'),
      destination_url: destination,
      sort_order: 990,
    }),
  })) as { id: string }[]
  return brand!.id
}

test.beforeAll(async () => {
  const [uk, de] = await Promise.all([countryId('uk'), countryId('de')])
  const editorEmail = seedCredentials.find((user) => user.role === 'editor')!.email
  const [editor] = (await serviceJson(
    `/rest/v1/admin_users?select=id,email,full_name&email=eq.${encodeURIComponent(editorEmail)}`,
  )) as { id: string; email: string; full_name: string | null }[]
  editorName = editor!.full_name?.trim() || editor!.email
  const ok = await addBrand(OK, uk, `https://lh-thames-${tag}.invalid/?ref={click_id}`)
  const broken = await addBrand(BROKEN, de, `https://track-${tag}.invalid/go?cid={click_id}`)
  const fresh = await addBrand(FRESH, uk, `https://lh-quiet-${tag}.invalid/?ref={click_id}`)
  seeded = { ok, broken, fresh }

  const checks = [
    {
      brand_id: ok,
      checked_at: ago(2),
      trigger: 'schedule',
      state: 'ok',
      problems: [],
      hops: [
        {
          url: `https://lh-thames-${tag}.invalid/?ref=lc_1`,
          status: 200,
          ms: 640,
          location: null,
        },
      ],
      start_url: `https://lh-thames-${tag}.invalid/?ref=lc_1`,
      final_url: `https://lh-thames-${tag}.invalid/?ref=lc_1`,
      final_host: `lh-thames-${tag}.invalid`,
      final_status: 200,
      click_id_kept: true,
      offer_found: true,
      response_ms: 640,
    },
    {
      brand_id: broken,
      checked_at: ago(30),
      trigger: 'staff',
      requested_by: editor!.id,
      state: 'warning',
      problems: [{ code: 'offer_not_found', message: 'Offer not found on the landing page' }],
      hops: [{ url: `https://${BROKEN_HOST}/?cid=lc_0`, status: 200, ms: 900, location: null }],
      start_url: `https://${BROKEN_HOST}/?cid=lc_0`,
      final_url: `https://${BROKEN_HOST}/?cid=lc_0`,
      final_host: BROKEN_HOST,
      final_status: 200,
      click_id_kept: true,
      offer_found: false,
      response_ms: 900,
    },
    {
      brand_id: broken,
      checked_at: ago(1),
      trigger: 'schedule',
      state: 'broken',
      problems: [{ code: 'dns', message: DNS }],
      hops: [
        {
          url: `https://track-${tag}.invalid/go?cid=lc_2`,
          status: 302,
          ms: 120,
          location: `https://${BROKEN_HOST}/?cid=lc_2`,
        },
        { url: `https://${BROKEN_HOST}/?cid=lc_2`, status: null, ms: 35, location: null },
      ],
      start_url: `https://track-${tag}.invalid/go?cid=lc_2`,
      final_url: `https://${BROKEN_HOST}/?cid=lc_2`,
      final_host: BROKEN_HOST,
      final_status: null,
      response_ms: 155,
      error: `getaddrinfo ENOTFOUND ${BROKEN_HOST}`,
    },
  ]
  // One request each: a batch insert wants the same keys in every row.
  for (const check of checks) {
    await serviceJson('/rest/v1/link_checks', { method: 'POST', body: JSON.stringify(check) })
  }
  // As record_link_check pauses a brand whose market asks for it.
  await serviceJson(`/rest/v1/brands?id=eq.${broken}`, {
    method: 'PATCH',
    body: JSON.stringify({ link_paused_at: ago(1), link_pause_reason: REASON }),
  })
})

test.afterAll(async () => {
  if (!seeded) return
  const ids = Object.values(seeded).join(',')
  await serviceJson(`/rest/v1/brands?id=in.(${ids})`, { method: 'DELETE' })
})

/** A row of the list (or its card below 1024 px), found by the brand's name link. */
function rowOf(page: Page, name: string) {
  const list = adminTable(page, 'Link health')
  return list
    .getByRole('row')
    .or(list.getByRole('listitem'))
    .filter({ has: page.getByRole('link', { name, exact: true }) })
}

async function openList(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Link health' })).toBeVisible()
  await searchList(page, 'Link health', tag)
  await expect.poll(() => listedNames(page, 'Link health')).toEqual([FRESH, BROKEN, OK].sort())
}

test.describe('admin link health', () => {
  test.describe.configure({ timeout: 120_000 })

  test("an editor finds brands by state, market and search, exports them, and opens a brand's Link health tab", async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'editor')
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Link health' })
      .click()
    await openList(page)

    const ok = rowOf(page, OK)
    await expect(ok.getByText('OK', { exact: true })).toBeVisible()
    await expect(ok.getByText('United Kingdom', { exact: true })).toBeVisible()
    await expect(ok.getByText('None', { exact: true })).toBeVisible()
    await expect(ok.getByRole('cell', { name: '200', exact: true })).toBeVisible()
    const checked = ok.getByText('2 hours ago')
    await expect(checked).toHaveAttribute('title', /\d{2}:\d{2}:\d{2}$/)
    const broken = rowOf(page, BROKEN)
    await expect(broken.getByText('Broken', { exact: true })).toBeVisible()
    await expect(broken.getByText('Paused', { exact: true })).toBeVisible()
    await expect(broken.getByText(REASON, { exact: true })).toBeVisible()
    await expect(broken.getByText(DNS, { exact: true })).toBeVisible()
    await expect(broken.getByText('Germany', { exact: true })).toBeVisible()
    const fresh = rowOf(page, FRESH)
    await expect(fresh.getByText('Not checked', { exact: true })).toBeVisible()
    await expect(fresh.getByText('Never', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'link health list, 1280 px')
    await lookAt(page, 'link-health-list-1280', { fullPage: true })

    // The state filter, in the URL: a reload shows the same view.
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Broken' })
    await expect(page).toHaveURL(/[?&]state=broken(&|$)/)
    await expect.poll(() => listedNames(page, 'Link health')).toEqual([BROKEN])
    await page.reload()
    await expect.poll(() => listedNames(page, 'Link health')).toEqual([BROKEN])
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Not checked' })
    await expect.poll(() => listedNames(page, 'Link health')).toEqual([FRESH])
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'All' })

    // The market filter.
    await page.getByLabel('Market', { exact: true }).selectOption({ label: 'United Kingdom' })
    await expect(page).toHaveURL(/[?&]market=uk(&|$)/)
    await expect.poll(() => listedNames(page, 'Link health')).toEqual([FRESH, OK].sort())
    await page.getByLabel('Market', { exact: true }).selectOption({ label: 'Germany' })
    await expect.poll(() => listedNames(page, 'Link health')).toEqual([BROKEN])

    // The export: every column of the filtered rows.
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^link-health-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Brand,Market,State,Problems,Final status,Last checked,Brand slug,Active,Paused since,Pause reason,Final URL,Click id kept,Offer found,Response time (ms)',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${BROKEN},Germany,Broken,${DNS},,`)
    expect(lines[1]).toContain(`,${REASON},https://${BROKEN_HOST}/?cid=lc_2,,,155`)

    // The row opens the brand form on its Link health tab.
    await adminTable(page, 'Link health').getByRole('link', { name: BROKEN, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/brands\\?edit=${seeded.broken}#link-health$`))
    await expect(page.getByRole('heading', { name: `Edit ${BROKEN}` })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Link health' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByText(/^Paused in Germany since/)).toBeVisible()
    const latest = page.getByRole('region', { name: 'Latest check' })
    await expect(latest.getByText('Broken', { exact: true })).toBeVisible()
    await expect(latest.getByText('· Scheduled check')).toBeVisible()
    await expect(latest.getByText(DNS, { exact: true })).toBeVisible()
    const hops = latest.getByRole('list', { name: 'Hops (2)' }).getByRole('listitem')
    await expect(hops).toHaveCount(2)
    await expect(hops.first()).toContainText('Status 302')
    await expect(hops.first()).toContainText('120 ms')
    await expect(hops.first()).toContainText(`Sent on to https://${BROKEN_HOST}/?cid=lc_2`)
    await expect(hops.nth(1)).toContainText('No answer')
    const history = page.getByRole('region', { name: 'Check history' })
    const entries = history.getByRole('list', { name: 'Check history' }).locator('xpath=./li')
    await expect(entries).toHaveCount(2)
    await expect(entries.nth(1)).toContainText('Warning')
    await expect(entries.nth(1)).toContainText(`Asked by ${editorName}`)
    await expect(entries.nth(1)).toContainText('Offer not found on the landing page')
    await expect(page.getByRole('button', { name: 'Check now' })).toBeVisible()
    await expectNoAxeViolations(page, 'brand form, Link health, 1280 px')
    await atEachWidth(page, async (width) => {
      await expect(latest).toBeVisible()
      await expectNoSidewaysScroll(page, `the Link health tab at ${width} px`)
      await lookAt(page, `link-health-tab-${width}`, { fullPage: true })
    })
    expect(errors).toEqual([])
  })

  test("an analyst reads the list and a brand's checks, without Check now; by keyboard, at every width", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'analyst', '/admin/link-health')
    await openList(page)
    await expect(page.getByRole('button', { name: 'Check now' })).toHaveCount(0)
    await atEachWidth(page, async (width) => {
      await expect(rowOf(page, BROKEN).getByText(REASON, { exact: true })).toBeVisible()
      await expectNoSidewaysScroll(page, `the list at ${width} px`)
      await expectNoAxeViolations(page, `link health list, analyst, ${width} px`)
      await lookAt(page, `link-health-list-${width}`, { fullPage: true })
    })

    // By keyboard: from the search box to the brand's link, and Enter opens it.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('searchbox', { name: 'Search' }).focus()
    const link = adminTable(page, 'Link health').getByRole('link', { name: BROKEN, exact: true })
    for (let step = 0; step < 40; step++) {
      if (await link.evaluate((element) => element === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(link).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/admin/link-health\\?q=${tag}&edit=${seeded.broken}$`))

    await expect(page.getByRole('heading', { name: BROKEN })).toBeVisible()
    await expect(page.getByText('Germany', { exact: true })).toBeVisible()
    const latest = page.getByRole('region', { name: 'Latest check' })
    await expect(latest.getByText(DNS, { exact: true })).toBeVisible()
    await expect(latest.getByRole('list', { name: 'Hops (2)' }).getByRole('listitem')).toHaveCount(
      2,
    )
    const entries = page
      .getByRole('region', { name: 'Check history' })
      .getByRole('list', { name: 'Check history' })
      .locator('xpath=./li')
    await expect(entries).toHaveCount(2)
    // The database names other staff to admins only.
    await expect(entries.nth(1)).toContainText('Asked by a member of staff')
    await expect(page.getByRole('button', { name: 'Check now' })).toHaveCount(0)
    // An earlier check's hops open by keyboard.
    await entries.nth(1).getByText('Hops of this check').focus()
    await page.keyboard.press('Enter')
    await expect(entries.nth(1).getByText(`https://${BROKEN_HOST}/?cid=lc_0`)).toBeVisible()
    await atEachWidth(page, async (width) => {
      await expect(latest).toBeVisible()
      await expectNoSidewaysScroll(page, `the brand's checks at ${width} px`)
      await expectNoAxeViolations(page, `brand's checks, analyst, ${width} px`)
      await lookAt(page, `link-health-brand-${width}`, { fullPage: true })
    })

    // Back keeps the list's search.
    await page.getByRole('link', { name: 'Back to Link health' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/link-health\\?q=${tag}$`))
    await expect.poll(() => listedNames(page, 'Link health')).toEqual([FRESH, BROKEN, OK].sort())
  })

  test('Check now follows the link at once: the DNS error is recorded as Broken with its reason', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'editor')
    await page.goto(`/admin/brands?edit=${seeded.fresh}#link-health`)
    await expect(page.getByRole('heading', { name: `Edit ${FRESH}` })).toBeVisible()
    const latest = page.getByRole('region', { name: 'Latest check' })
    await expect(latest.getByText(/^Not checked yet\./)).toBeVisible()

    await page.getByRole('button', { name: 'Check now' }).click()
    const host = `lh-quiet-${tag}.invalid`
    const dns = `DNS error: ${host} could not be resolved`
    await expect(page.getByText(`Checked ${FRESH}: Broken (${dns}).`)).toBeVisible({
      timeout: 60_000,
    })
    await expect(latest.getByText('Broken', { exact: true })).toBeVisible()
    await expect(latest.getByText(dns, { exact: true })).toBeVisible()
    await expect(latest.getByText(`· Asked by ${editorName}`)).toBeVisible()
    await expect(latest.getByRole('list', { name: /^Hops/ }).getByRole('listitem')).toContainText([
      host,
    ])
    await expect(
      page
        .getByRole('region', { name: 'Check history' })
        .getByRole('list', { name: 'Check history' })
        .locator('xpath=./li'),
    ).toHaveCount(1)
    await expectNoAxeViolations(page, 'brand form, Link health after Check now')
    await lookAt(page, 'link-health-checked-1280', { fullPage: true })

    // Stored, and the list says so too.
    const [stored] = (await serviceJson(
      `/rest/v1/link_checks?brand_id=eq.${seeded.fresh}&select=state,trigger,problems`,
    )) as { state: string; trigger: string; problems: { code: string }[] }[]
    expect(stored).toMatchObject({ state: 'broken', trigger: 'staff', problems: [{ code: 'dns' }] })
    await page.goto(`/admin/link-health?q=${tag}&state=broken`)
    await expect.poll(() => listedNames(page, 'Link health')).toEqual([BROKEN, FRESH].sort())
  })
})
