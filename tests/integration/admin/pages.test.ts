/**
 * The pages table behind the public pages and the admin's Pages section, against the local
 * stack: every policy per role (editors and admins write, analysts and anon are refused,
 * anon reads published pages only), the footer setting, and the route guard both ways (a
 * page slug a route takes, a country slug a page takes).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, randomAddress, signInAs, sql, type Client } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
const slugOf = (name: string) => `it-${tag}-${name}`

let editor: Client
let admin: Client
let analyst: Client
let anon: Client

beforeAll(async () => {
  editor = await signInAs('editor')
  admin = await signInAs('admin')
  analyst = await signInAs('analyst')
  anon = anonClient({ 'x-forwarded-for': randomAddress() })
})

afterAll(async () => {
  await sql('delete from public.pages where slug like $1', [`it-${tag}-%`])
  await sql('delete from public.countries where slug like $1', [`it-${tag}-%`])
})

async function insertPage(name: string, values: { is_published: boolean }) {
  const [row] = await sql<{ id: string }>(
    `insert into public.pages (title, slug, content, is_published) values ($1, $2, '# x', $3)
     returning id`,
    [`IT ${name}`, slugOf(name), values.is_published],
  )
  return row!.id
}

describe('pages policies', () => {
  test.each([
    ['an editor', () => editor],
    ['an admin', () => admin],
  ])('%s adds, updates and deletes a page', async (who, client) => {
    const slug = slugOf(`by-${who.split(' ')[1]}`)
    const inserted = await client()
      .from('pages')
      .insert({ title: 'Responsible gambling', slug, content: '## Help', show_in_footer: true })
      .select('id, show_in_footer, is_published')
      .single()
    expect(inserted.error).toBeNull()
    expect(inserted.data).toMatchObject({ show_in_footer: true, is_published: false })
    const id = inserted.data!.id

    const updated = await client()
      .from('pages')
      .update({ is_published: true })
      .eq('id', id)
      .select('published_at')
      .single()
    expect(updated.error).toBeNull()
    expect(updated.data!.published_at).not.toBeNull()

    const deleted = await client().from('pages').delete().eq('id', id).select('id')
    expect(deleted.data).toHaveLength(1)
  })

  test('an analyst reads every page but writes none', async () => {
    const draft = await insertPage('analyst-draft', { is_published: false })
    const read = await analyst.from('pages').select('id').eq('id', draft)
    expect(read.data).toHaveLength(1)

    const inserted = await analyst.from('pages').insert({ title: 'No', slug: slugOf('analyst') })
    expect(inserted.error?.code).toBe('42501')
    const updated = await analyst.from('pages').update({ title: 'Changed' }).eq('id', draft)
    expect(updated.error?.code).toBe('42501')
    const deleted = await analyst.from('pages').delete().eq('id', draft).select('id')
    expect(deleted.data ?? []).toHaveLength(0)
    const [row] = await sql<{ title: string }>('select title from public.pages where id = $1', [
      draft,
    ])
    expect(row!.title).toBe('IT analyst-draft')
  })

  test('anon reads published pages only and writes none', async () => {
    await insertPage('anon-draft', { is_published: false })
    await insertPage('anon-live', { is_published: true })
    const read = await anon.from('pages').select('slug').like('slug', `it-${tag}-anon-%`)
    expect(read.error).toBeNull()
    expect(read.data!.map((row) => row.slug)).toEqual([slugOf('anon-live')])

    const inserted = await anon.from('pages').insert({ title: 'No', slug: slugOf('anon-new') })
    expect(inserted.error?.code).toBe('42501')
    const deleted = await anon.from('pages').delete().eq('slug', slugOf('anon-live')).select()
    expect(deleted.error?.code ?? (deleted.data ?? []).length).toBeTruthy()
    const left = await sql('select 1 from public.pages where slug = $1', [slugOf('anon-live')])
    expect(left).toHaveLength(1)
  })

  test('the seed publishes the seven pages, each linked from the footer', async () => {
    const { data } = await anon
      .from('pages')
      .select('slug')
      .eq('show_in_footer', true)
      .order('sort_order')
    expect(data!.map((row) => row.slug)).toEqual(
      expect.arrayContaining([
        'about',
        'disclosure',
        'privacy',
        'terms',
        'slots',
        'poker',
        'blackjack',
      ]),
    )
  })
})

describe('route guard', () => {
  test.each([
    ['reviews', /\/reviews is a route of the site/],
    ['admin', /\/admin is a route of the site/],
    ['sitemap', /\/sitemap is a route of the site/],
    ['fr', /\/fr would be read as a country code/],
    ['ca', /\/ca would be read as a country code/],
  ])('a page cannot take the slug %s', async (slug, reason) => {
    const { error } = await editor.from('pages').insert({ title: 'Shadow', slug })
    expect(error?.code).toBe('23514')
    expect(error?.message).toMatch(reason)
    expect(`${error?.message} ${error?.details}`).toContain('"pages_slug_route"')
  })

  test("a page cannot take a country's slug, on insert or when renamed", async () => {
    const country = slugOf('land')
    await sql(
      `insert into public.countries (name, slug, is_active) values ('IT land', $1, false)`,
      [country],
    )
    const inserted = await editor.from('pages').insert({ title: 'Shadow', slug: country })
    expect(inserted.error?.code).toBe('23514')
    expect(inserted.error?.message).toContain(`/${country} is a country's ranking`)

    const id = await insertPage('rename-me', { is_published: false })
    const renamed = await editor.from('pages').update({ slug: country }).eq('id', id)
    expect(renamed.error?.code).toBe('23514')
  })

  test('a country cannot take the slug of a page, published or not', async () => {
    await insertPage('taken', { is_published: false })
    const { error } = await editor
      .from('countries')
      .insert({ name: 'Taken', slug: slugOf('taken'), is_active: false })
    expect(error?.code).toBe('23514')
    expect(error?.message).toContain(`/${slugOf('taken')} is a page of the site`)
    expect(`${error?.message} ${error?.details}`).toContain('"countries_slug_page"')

    const existing = await editor.from('countries').insert({ name: 'About', slug: 'about' })
    expect(existing.error?.code).toBe('23514')
  })

  test('a page keeps its slug through other edits; the guard checks slugs only', async () => {
    const id = await insertPage('edit-me', { is_published: false })
    const { error } = await editor.from('pages').update({ title: 'Edited' }).eq('id', id)
    expect(error).toBeNull()
  })
})
