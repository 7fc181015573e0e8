/**
 * The build's prerender against the local stack, for pages made in the admin: a published
 * page row gets its own prerendered HTML at /{slug} and a sitemap entry with no code change;
 * raw HTML in its Markdown is inert in the built page; set to 'Show in footer', it is linked
 * from the built pages' footers; an edit to a seeded page's row is in
 * that page's HTML after a rebuild; a draft is neither built nor listed.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { prerender } from '../../../scripts/prerender.ts'
import { sql, stack } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
const slug = `guide-${tag}`
const draftSlug = `draft-${tag}`
const root = path.resolve(import.meta.dirname, '../../..')
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-pages-'))
const hostile = '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>'
let aboutContent: string

beforeAll(async () => {
  // The server entry reads its API from the environment, as the build's does.
  vi.stubEnv('VITE_SUPABASE_URL', stack.url)
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', stack.anonKey)
  aboutContent = (
    await sql<{ content: string }>("select content from pages where slug = 'about'")
  )[0]!.content
  await sql(
    `insert into pages (slug, title, content, is_published, sort_order, show_in_footer)
     values ($1, $2, $3, true, 90, true), ($4, $5, 'Not yet.', false, 91, true)`,
    [
      slug,
      `Guide ${tag}`,
      `## Welcome ${tag}\n\nA page made in the admin.\n\n${hostile}`,
      draftSlug,
      `Draft ${tag}`,
    ],
  )
  await sql("update pages set content = content || $1 where slug = 'about'", [
    `\n\nEdited in the admin ${tag}.`,
  ])
})

afterAll(async () => {
  await sql('delete from pages where slug = any($1)', [[slug, draftSlug]])
  await sql("update pages set content = $1 where slug = 'about'", [aboutContent])
  vi.unstubAllEnvs()
  fs.rmSync(outDir, { recursive: true, force: true })
})

describe('prerender of pages from the database', () => {
  test('a page made in the admin is built at its slug and listed in the sitemap; its raw HTML is inert', async () => {
    fs.copyFileSync(path.join(root, 'index.html'), path.join(outDir, 'index.html'))
    const { urls } = await prerender({
      outDir,
      serverEntry: path.join(root, 'src/entry-server.tsx'),
      siteUrl: 'https://site.example',
      buildDate: '2026-11-24',
      loader: '',
    })
    expect(urls).toContain(`/${slug}`)
    expect(urls).not.toContain(`/${draftSlug}`)
    expect(fs.existsSync(path.join(outDir, draftSlug, 'index.html'))).toBe(false)

    const sitemap = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain(`<loc>https://site.example/${slug}</loc>`)
    expect(sitemap).not.toContain(draftSlug)

    const html = fs.readFileSync(path.join(outDir, slug, 'index.html'), 'utf8')
    expect(html).toContain(`<title>Guide ${tag} |`)
    expect(html).toMatch(new RegExp(`<h2[^>]*>Welcome ${tag}</h2>`))
    // Shown as text, never as markup.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(main).not.toContain('<script>alert(1)')
    expect(main).not.toMatch(/<img[^>]*onerror/i)

    const about = fs.readFileSync(path.join(outDir, 'about', 'index.html'), 'utf8')
    expect(about).toContain(`Edited in the admin ${tag}.`)
    // Set to 'Show in footer': every built page links it; the draft nowhere.
    const footer = about.slice(about.indexOf('<footer'), about.indexOf('</footer>'))
    expect(footer).toContain(`href="/${slug}"`)
    expect(footer).not.toContain(draftSlug)
  }, 240_000)
})
