/**
 * The build's prerender against the local stack (scripts/prerender.ts with the server
 * entry, as `npm run build` runs it): the public settings and the code snippets are read
 * at build time. An active snippet is in /ca's HTML at its placement and its origin and
 * inline-script hash in the CSP; the site name is in titles and the footer; each country's
 * page shows its helpline. After the snippet is deactivated and the name changed back, a
 * rebuild has neither.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { snippetSources } from '../../../scripts/code-snippets.ts'
import { prerender } from '../../../scripts/prerender.ts'
import { contentSecurityPolicy } from '../../../scripts/static-host.ts'
import { sql, stack } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
const root = path.resolve(import.meta.dirname, '../../..')
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-settings-'))
const origin = `https://tags-${tag}.example.com`
const inlineScript = `window.snippetRuns = (window.snippetRuns || 0) + 1 // ${tag}`
const activeCode = `<script src="${origin}/t.js" data-probe="${tag}"></script><script>${inlineScript}</script>`
const inactiveCode = `<noscript data-inactive="${tag}"></noscript>`
let originalName: unknown

async function build() {
  // The template is the source index.html; the landing page's output replaces it.
  fs.copyFileSync(path.join(root, 'index.html'), path.join(outDir, 'index.html'))
  const result = await prerender({
    outDir,
    serverEntry: path.join(root, 'src/entry-server.tsx'),
    siteUrl: 'http://127.0.0.1:4173',
    buildDate: '2026-11-24',
    loader: '',
  })
  const { origins, scriptHashes } = snippetSources(result.snippets)
  const csp = contentSecurityPolicy({
    supabaseUrl: stack.url,
    ipLookupUrl: 'https://ip.example/json',
    reverseGeocodeUrl: 'https://geo.example/reverse',
    scriptHashes,
    snippetOrigins: origins,
  })
  const page = (url: string) => fs.readFileSync(path.join(outDir, url, 'index.html'), 'utf8')
  return { csp, page }
}

/** The footer's markup, without the comments React puts between adjacent text parts. */
const footerOf = (html: string) =>
  html.slice(html.indexOf('<footer'), html.indexOf('</footer>')).replaceAll('<!-- -->', '')

beforeAll(async () => {
  // The server entry reads its API from the environment, as the build's does.
  vi.stubEnv('VITE_SUPABASE_URL', stack.url)
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', stack.anonKey)
  originalName = (
    await sql<{ value: unknown }>("select value from site_settings where key = 'site_name'")
  )[0]?.value
  await sql(
    `insert into code_snippets (name, location, code, allowed_origins, is_active, sort_order)
     values ($1, 'head', $2, $3, true, 0), ($4, 'body_end', $5, '{}', false, 0)`,
    [`Probe ${tag}`, activeCode, [origin], `Inactive ${tag}`, inactiveCode],
  )
  await sql("update site_settings set value = to_jsonb($1::text) where key = 'site_name'", [
    `Probe Compass ${tag}`,
  ])
})

afterAll(async () => {
  await sql('delete from code_snippets where name like $1', [`% ${tag}`])
  await sql("update site_settings set value = $1::jsonb where key = 'site_name'", [
    JSON.stringify(originalName),
  ])
  vi.unstubAllEnvs()
  fs.rmSync(outDir, { recursive: true, force: true })
})

describe('prerender with settings and code snippets', () => {
  test('an active snippet is in its placement, its origin in the CSP; the site name and helplines are stated', async () => {
    const { csp, page } = await build()
    const ca = page('ca')
    const head = ca.slice(0, ca.indexOf('</head>'))
    expect(head).toContain(activeCode)
    expect(ca.split(activeCode)).toHaveLength(2) // once
    expect(ca).not.toContain(inactiveCode)
    expect(page('about')).toContain(activeCode)

    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'))!
    expect(scriptSrc.split(' ')).toContain(origin)
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)

    expect(ca).toMatch(new RegExp(`<title>[^<]*\\| Probe Compass ${tag}</title>`))
    expect(footerOf(ca)).toContain(`Probe Compass ${tag}. All rights reserved.`)
    expect(footerOf(ca)).toContain('ConnexOntario')
    expect(footerOf(page('se'))).toContain('Stödlinjen')
    expect(footerOf(page('se'))).not.toContain('ConnexOntario')
    expect(footerOf(page('about'))).toContain('Gambling Therapy')
  }, 240_000)

  test('after deactivation and a rebuild the snippet and its origin are gone', async () => {
    await sql('update code_snippets set is_active = false where name = $1', [`Probe ${tag}`])
    await sql("update site_settings set value = $1::jsonb where key = 'site_name'", [
      JSON.stringify(originalName),
    ])
    const { csp, page } = await build()
    expect(page('ca')).not.toContain(tag)
    expect(csp).not.toContain(origin)
    expect(footerOf(page('ca'))).toContain(`${String(originalName)}. All rights reserved.`)
  }, 240_000)
})
