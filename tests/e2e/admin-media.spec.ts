/**
 * The media library and uploads as an editor, against the production build and a fresh
 * local stack: upload two images and one refused file at once (progress, results, the
 * reason), set alt text, copy the URLs, pick the image as a brand's logo through the
 * brand form's library picker (the public card then shows it as WebP through the render
 * endpoint), and meet the "Used by" warning when deleting it; then the uploads file manager:
 * create a folder, upload into it, copy a URL, rename, delete; rename and delete a folder
 * with a subfolder. Axe on every screen and dialog; phone width; screenshots at 375, 768
 * and 1280 px.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { atEachWidth, expect, signInAs, test } from './fixtures.ts'
import { expectNoAxeViolations } from './axe.ts'
import { serviceJson } from './service.ts'
import { lookAt } from './look-at.ts'

const suffix = Date.now().toString(36)
const brandName = `Media Brand ${suffix}`
let countrySlug: string

const image = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

async function shots(page: Page, name: string) {
  await atEachWidth(page, (width) => lookAt(page, `${name}-${width}`, { fullPage: true }))
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test.beforeAll(async () => {
  const [country] = (await serviceJson(
    '/rest/v1/countries?select=id,slug&is_active=eq.true&order=sort_order&limit=1',
  )) as { id: string; slug: string }[]
  countrySlug = country!.slug
  await serviceJson('/rest/v1/brands', {
    method: 'POST',
    body: JSON.stringify({
      country_id: country!.id,
      brand_name: brandName,
      brand_slug: `media-brand-${suffix}`,
      destination_url: 'https://example.com',
    }),
  })
})

test.afterAll(async () => {
  await serviceJson(`/rest/v1/brands?brand_name=eq.${encodeURIComponent(brandName)}`, {
    method: 'DELETE',
  })
  for (const bucket of ['media', 'uploads']) {
    const rows = (await serviceJson(
      `/rest/v1/media?bucket_id=eq.${bucket}&file_name=like.*${suffix}*&select=path`,
    )) as { path: string }[]
    if (rows.length === 0) continue
    await serviceJson(`/storage/v1/object/${bucket}`, {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: rows.map((row) => row.path) }),
    })
  }
})

test('an editor uploads, describes, uses and deletes a library image', async ({ page }) => {
  test.setTimeout(120_000)
  await signInAs(page, 'editor', '/admin/media')
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible()
  await expectNoAxeViolations(page, 'media library, grid')

  const big = Buffer.alloc(6 * 1024 * 1024, 1)
  await page.getByLabel('Files to upload').setInputFiles([
    {
      name: `first-${suffix}.png`,
      mimeType: 'image/png',
      buffer: await image(400, 200, '#1e6091'),
    },
    { name: `second-${suffix}.png`, mimeType: 'image/png', buffer: await image(90, 90, '#c0392b') },
    { name: `big-${suffix}.png`, mimeType: 'image/png', buffer: big },
    {
      name: `vector-${suffix}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    },
  ])
  const queue = page.getByRole('region', { name: 'Uploads in progress' })
  const item = (name: string) => queue.getByTestId('upload-item').filter({ hasText: name })
  await expect(item(`first-${suffix}.png`)).toHaveAttribute('data-status', 'done')
  await expect(item(`second-${suffix}.png`)).toHaveAttribute('data-status', 'done')
  await expect(item(`big-${suffix}.png`)).toContainText(
    'Refused: Too large (6 MB): the limit is 5 MB.',
  )
  await expect(item(`vector-${suffix}.svg`)).toContainText(
    'Refused: This type is not accepted here: use JPEG, PNG, WebP, AVIF or GIF.',
  )
  await expect(item(`first-${suffix}.png`)).toContainText(`Uploaded as first-${suffix}.png`)
  await expectNoAxeViolations(page, 'media library, upload results')

  // The grid shows the new files through the render endpoint.
  const card = page.getByRole('link', { name: new RegExp(`first-${suffix}\\.png`) })
  await expect(card.locator('img')).toHaveAttribute('src', /\/render\/image\/public\/media\//)
  await shots(page, 'media-grid')
  await page.setViewportSize({ width: 1280, height: 900 })

  // The list view, searched by name.
  await page.getByRole('button', { name: 'List' }).click()
  await page.getByLabel('Search').fill(`second-${suffix}`)
  await expect(page.getByRole('table', { name: 'Media files' }).locator('tbody tr')).toHaveCount(1)
  await expectNoAxeViolations(page, 'media library, list')
  await shots(page, 'media-list')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByLabel('Search').fill(`first-${suffix}`)
  await page.getByRole('link', { name: `first-${suffix}.png` }).click()

  // Details: facts, alt text, copy URLs.
  const dialog = page.getByRole('dialog', { name: `first-${suffix}.png` })
  await expect(dialog.getByText('400 × 200 px')).toBeVisible()
  await expect(dialog.getByText('Local Editor')).toBeVisible()
  await dialog.getByLabel('Alt text').fill('A blue banner')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Alt text saved.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Copy public URL' }).click()
  await expect(page.getByText('Public URL copied.')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(new RegExp(`/storage/v1/object/public/media/first-${suffix}\\.png$`))
  expect((await fetch(copied)).status).toBe(200)
  await dialog.getByRole('button', { name: 'Copy optimised URL' }).click()
  await expect(page.getByText('Optimised URL copied.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/render\/image\/public\/media\/.+quality=80/,
  )
  await expectNoAxeViolations(page, 'media detail dialog')
  // Replace keeps the path (and URL) and the alt text; the facts follow the new file.
  await dialog.getByLabel('Replacement file').setInputFiles({
    name: 'replacement.png',
    mimeType: 'image/png',
    buffer: await image(300, 300, '#2e7d32'),
  })
  await expect(page.getByText(`Replaced first-${suffix}.png; its URL is unchanged.`)).toBeVisible()
  await expect(dialog.getByText('300 × 300 px')).toBeVisible()
  await expect(dialog.getByLabel('Alt text')).toHaveValue('A blue banner')
  await shots(page, 'media-detail')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The brand form picks it as the logo.
  const [brand] = (await serviceJson(
    `/rest/v1/brands?brand_name=eq.${encodeURIComponent(brandName)}&select=id`,
  )) as { id: string }[]
  await page.goto(`/admin/brands?edit=${brand!.id}`)
  await page.getByRole('tab', { name: /^Logo/ }).click()
  await page.getByRole('button', { name: 'Choose from library' }).click()
  const picker = page.getByRole('dialog', { name: "Choose the brand's logo" })
  await picker.getByLabel('Search').fill(`second-${suffix}`)
  await picker.getByRole('button', { name: `second-${suffix}.png` }).click()
  // No alt text yet: it must be written before the image is used.
  await picker.getByRole('button', { name: 'Use this image' }).click()
  await expect(picker.getByText('Write the alt text before using this image.')).toBeVisible()
  await expectNoAxeViolations(page, 'media picker')
  await picker.getByLabel('Search').fill(`first-${suffix}`)
  await picker.getByRole('button', { name: `first-${suffix}.png` }).click()
  await picker.getByRole('button', { name: 'Use this image' }).click()
  await expect(picker).toBeHidden()
  await expect(page.getByLabel('Logo URL')).toHaveValue(copied)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/Saved|Updated/).first()).toBeVisible()

  // The public card shows it through the render endpoint, as WebP.
  await page.goto(`/${countrySlug}`)
  const logo = page.locator(`main img[src*="first-${suffix}"]`).first()
  await expect(logo).toBeAttached()
  const src = (await logo.getAttribute('src'))!
  expect(src).toContain('/storage/v1/render/image/public/media/')
  const rendered = await page.request.get(src, { headers: { Accept: 'image/webp,image/*' } })
  expect(rendered.headers()['content-type']).toBe('image/webp')

  // Deleting it warns that the brand uses it.
  await page.goto(`/admin/media?q=first-${suffix}`)
  await page.getByRole('link', { name: new RegExp(`first-${suffix}\\.png`) }).click()
  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: `Delete first-${suffix}.png?` })
  await expect(confirm.getByText('Used by 1 brand')).toBeVisible()
  await expect(confirm.getByRole('link', { name: brandName })).toBeVisible()
  await expectNoAxeViolations(page, 'media delete dialog')
  await confirm.getByRole('button', { name: 'Cancel' }).click()

  // Phone width: the grid and the upload area stay usable.
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/admin/media')
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeVisible()
  await expectNoAxeViolations(page, 'media library, 375 px')
})

test('an editor manages folders and files in uploads', async ({ page }) => {
  test.setTimeout(90_000)
  const folder = `docs-${suffix}`
  await signInAs(page, 'editor', '/admin/uploads')
  await expect(page.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible()
  await expectNoAxeViolations(page, 'uploads, root')

  await page.getByRole('button', { name: 'New folder' }).click()
  const create = page.getByRole('dialog', { name: 'New folder' })
  await expectNoAxeViolations(page, 'uploads, new folder dialog')
  await create.getByLabel('Folder name').fill(folder)
  await create.getByRole('button', { name: 'Create folder' }).click()
  await expect(page).toHaveURL(new RegExp(`path=${folder}`))
  await expect(page.getByText('This folder is empty')).toBeVisible()

  await page.getByLabel('Files to upload').setInputFiles([
    {
      name: `guide-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    },
    { name: `page-${suffix}.html`, mimeType: 'text/html', buffer: Buffer.from('<p>x</p>') },
  ])
  const queue = page.getByRole('region', { name: 'Uploads in progress' })
  await expect(queue.getByTestId('upload-item').filter({ hasText: 'guide' })).toHaveAttribute(
    'data-status',
    'done',
  )
  await expect(queue.getByTestId('upload-item').filter({ hasText: 'page-' })).toContainText(
    'Refused: This type is not accepted here',
  )
  const table = page.getByRole('table', { name: 'Uploaded files' })
  await expect(table.getByRole('link', { name: `guide-${suffix}.pdf` })).toBeVisible()
  await expectNoAxeViolations(page, 'uploads, folder with a file')
  await shots(page, 'uploads-folder')
  await page.setViewportSize({ width: 1280, height: 900 })

  // Copy its URL: served as it is, not through the renderer.
  await table.getByRole('button', { name: 'Copy URL' }).click()
  await expect(page.getByText('URL copied.')).toBeVisible()
  const url = await page.evaluate(() => navigator.clipboard.readText())
  expect(url).toMatch(
    new RegExp(`/storage/v1/object/public/uploads/${folder}/guide-${suffix}\\.pdf$`),
  )
  const served = await fetch(url)
  expect(served.headers.get('content-type')).toBe('application/pdf')

  // Rename.
  await table.getByRole('button', { name: `Rename or move guide-${suffix}.pdf` }).click()
  const rename = page.getByRole('dialog', { name: `Rename or move guide-${suffix}.pdf` })
  await expectNoAxeViolations(page, 'uploads, rename dialog')
  await rename.getByLabel('New path').fill(`${folder}/manual-${suffix}.pdf`)
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(table.getByRole('link', { name: `manual-${suffix}.pdf` })).toBeVisible()
  await expect(table.getByRole('link', { name: `guide-${suffix}.pdf` })).toHaveCount(0)
  expect((await fetch(url)).ok).toBe(false)

  // Delete.
  await table.getByRole('button', { name: `Delete manual-${suffix}.pdf` }).click()
  const confirm = page.getByRole('dialog', { name: `Delete manual-${suffix}.pdf?` })
  await expectNoAxeViolations(page, 'uploads, delete dialog')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Deleted manual-${suffix}.pdf.`)).toBeVisible()
  await expect(page.getByText('This folder is empty')).toBeVisible()

  // A folder with a subfolder is renamed, then deleted, with every file in it.
  await page.goto(`/admin/uploads?path=${folder}/sub`)
  await page.getByLabel('Files to upload').setInputFiles([
    {
      name: `a-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    },
    {
      name: `b-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    },
  ])
  await expect(table.getByRole('link', { name: `b-${suffix}.pdf` })).toBeVisible()
  await expect(table.getByRole('link', { name: `a-${suffix}.pdf` })).toBeVisible()
  await page.goto('/admin/uploads')
  await table.getByRole('button', { name: `Rename or move ${folder}` }).click()
  const renameFolder = page.getByRole('dialog', { name: `Rename or move ${folder}` })
  await expect(renameFolder).toContainText('Every file in it moves with it')
  await renameFolder.getByLabel('New path').fill(`${folder}-moved`)
  await renameFolder.getByRole('button', { name: 'Rename' }).click()
  await expect(page.getByText(`Moved 2 files to ${folder}-moved.`)).toBeVisible()
  await expect(table.getByRole('link', { name: `${folder}-moved` })).toBeVisible()
  await expect(table.getByRole('link', { name: folder, exact: true })).toHaveCount(0)
  const moved = await fetch(
    url.replace(
      `/uploads/${folder}/guide-${suffix}.pdf`,
      `/uploads/${folder}-moved/sub/a-${suffix}.pdf`,
    ),
  )
  expect(moved.headers.get('content-type')).toBe('application/pdf')

  await table.getByRole('button', { name: `Delete ${folder}-moved` }).click()
  const confirmFolder = page.getByRole('dialog', { name: `Delete ${folder}-moved?` })
  await expect(confirmFolder).toContainText('Every file in this folder and its subfolders')
  await confirmFolder.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Deleted ${folder}-moved and 2 files.`)).toBeVisible()
  await expect(table.getByRole('link', { name: `${folder}-moved` })).toHaveCount(0)
  expect((await fetch(moved.url)).ok).toBe(false)

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/admin/uploads')
  await expect(page.getByRole('button', { name: 'New folder' })).toBeVisible()
  await expectNoAxeViolations(page, 'uploads, 375 px')
})
