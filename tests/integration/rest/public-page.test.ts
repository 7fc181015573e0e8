/**
 * A published page as the public site reads it (features/site/api/get-page.ts) against the
 * local stack, as anon: the row comes with its Markdown rendered, and a read whose content is
 * what the browser already rendered keeps that HTML (no renderer, no render); changed
 * content is rendered anew.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { sql, stack } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
const slug = `read-${tag}`
const content = `## Read ${tag}\n\nA page **read** by a visitor.`

async function getPage() {
  return (await import('@/features/site/api/get-page')).getPage
}

beforeAll(async () => {
  vi.stubEnv('VITE_SUPABASE_URL', stack.url)
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', stack.anonKey)
  await sql(
    `insert into pages (slug, title, content, is_published, sort_order) values ($1, $2, $3, true, 95)`,
    [slug, `Read ${tag}`, content],
  )
})

afterAll(async () => {
  await sql('delete from pages where slug = $1', [slug])
  vi.unstubAllEnvs()
})

describe('getPage', () => {
  test('renders the Markdown of a row it reads for the first time', async () => {
    const page = await (await getPage())(slug)
    expect(page).toMatchObject({ slug, content })
    expect(page!.html).toContain(`<h2`)
    expect(page!.html).toContain(`Read ${tag}</h2>`)
    expect(page!.html).toContain('<strong>read</strong>')
  })

  test('keeps the HTML it had when the content is unchanged, and renders changed content', async () => {
    const read = await getPage()
    const kept = await read(slug, undefined, { content, html: '<p>as rendered before</p>' })
    expect(kept!.html).toBe('<p>as rendered before</p>')
    const changed = await read(slug, undefined, {
      content: 'an older version',
      html: '<p>as rendered before</p>',
    })
    expect(changed!.html).toContain('<strong>read</strong>')
  })

  test('an unpublished or missing page is null', async () => {
    expect(await (await getPage())(`missing-${tag}`)).toBeNull()
  })
})
