/**
 * The build's evidence (scripts/page-evidence.ts, migration 20261127001000_page_evidence.sql):
 * after the prerender, the HTML of every market's pages is kept with the build's time, as a
 * visitor of that market got it; staff read it, nobody edits it, visitors never see it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { keepPageEvidence } from '../../../scripts/page-evidence.ts'
import { prerender, type MarketPage } from '../../../scripts/prerender.ts'
import { anonClient, signInAs, sql, stack } from '../support/clients.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-evidence-'))
const builtAt = new Date(Date.UTC(2026, 10, 27, 9, Math.floor(Math.random() * 60))).toISOString()
let pages: MarketPage[] = []

beforeAll(async () => {
  vi.stubEnv('VITE_SUPABASE_URL', stack.url)
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', stack.anonKey)
  fs.copyFileSync(path.join(root, 'index.html'), path.join(outDir, 'index.html'))
  pages = (
    await prerender({
      outDir,
      serverEntry: path.join(root, 'src/entry-server.tsx'),
      siteUrl: 'https://site.example',
      buildDate: '2026-11-27',
      loader: '',
    })
  ).marketPages
})

afterAll(async () => {
  await sql('delete from page_builds where built_at = $1', [builtAt])
  vi.unstubAllEnvs()
  fs.rmSync(outDir, { recursive: true, force: true })
})

describe("the build's evidence of each market's pages", () => {
  test("every market's page, categories and comparison are kept, as built, with the build's time", async () => {
    expect(pages).toContainEqual({ path: '/uk', market: 'uk' })
    expect(pages).toContainEqual({ path: '/ca/compare', market: 'ca' })
    expect(pages.some((page) => page.path.startsWith('/casino') || page.path === '/')).toBe(false)

    const kept = await keepPageEvidence({
      supabaseUrl: stack.url,
      serviceRoleKey: stack.serviceRoleKey,
      builtAt,
      siteUrl: 'https://site.example',
      publicDir: outDir,
      pages,
    })
    expect(kept).toBe(pages.length)

    const editor = await signInAs('editor')
    const { data: build } = await editor
      .from('page_builds')
      .select('id, site_url')
      .eq('built_at', builtAt)
      .single()
    expect(build).toMatchObject({ site_url: 'https://site.example' })
    const { data: uk } = await editor
      .from('page_evidence')
      .select('path, html, countries(slug)')
      .eq('build_id', build!.id)
      .eq('market_slug', 'uk')
      .order('path')
    expect(uk!.map((row) => row.path)).toContain('/uk/compare')
    const ukPage = uk!.find((row) => row.path === '/uk')!
    expect(ukPage.countries).toEqual({ slug: 'uk' })
    expect(ukPage.html).toBe(fs.readFileSync(path.join(outDir, 'uk', 'index.html'), 'utf8'))
    // What UK visitors saw: its listed brands, never the one without a UK licence.
    expect(ukPage.html).not.toContain('Grey Harbour Casino')
  })

  test('visitors never read the evidence; staff cannot write or change it', async () => {
    const anon = await anonClient().from('page_evidence').select('path').limit(1)
    expect(anon.error).toMatchObject({ code: '42501' })
    const editor = await signInAs('editor')
    const [row] = await sql<{ build_id: string }>('select build_id from page_evidence limit 1')
    const write = await editor
      .from('page_evidence')
      .insert({ build_id: row!.build_id, path: '/uk/forged', market_slug: 'uk', html: '<p>' })
    expect(write.error).toMatchObject({ code: '42501' })
    const change = await editor
      .from('page_evidence')
      .update({ html: 'x' })
      .eq('build_id', row!.build_id)
    expect(change.error).toMatchObject({ code: '42501' })
  })

  test('without the service role key the build says so and keeps nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const other = new Date(Date.parse(builtAt) + 1000).toISOString()
    const kept = await keepPageEvidence({
      supabaseUrl: stack.url,
      serviceRoleKey: undefined,
      builtAt: other,
      siteUrl: 'https://site.example',
      publicDir: outDir,
      pages,
    })
    expect(kept).toBe(0)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('keeps no evidence'))
    expect(await sql('select 1 from page_builds where built_at = $1', [other])).toEqual([])
    warn.mockRestore()
  })
})
