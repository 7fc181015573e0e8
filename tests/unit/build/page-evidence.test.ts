/**
 * The evidence's pieces that need no database: which pages are a market's (marketPages),
 * which stylesheets a build keeps with them (linkedStyles), and how the admin's frame shows a
 * kept page styled without changing what was kept (framedDocument).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { linkedStyles } from '../../../scripts/page-evidence.ts'
import { marketPages } from '../../../scripts/prerender.ts'
import { framedDocument } from '../../../src/features/admin/compliance/evidence/framed-document.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-unit-'))
  dirs.push(dir)
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), content)
  }
  return dir
}

describe('marketPages', () => {
  test("a market's page, its categories and its comparison; never home, reviews or static pages", () => {
    expect(
      marketPages(
        ['/', '/about', '/ca', '/ca/slots', '/ca/compare', '/reviews/maple-crown', '/uk'],
        ['ca', 'uk'],
      ),
    ).toEqual([
      { path: '/ca', market: 'ca' },
      { path: '/ca/slots', market: 'ca' },
      { path: '/ca/compare', market: 'ca' },
      { path: '/uk', market: 'uk' },
    ])
  })
})

describe('linkedStyles', () => {
  test('each stylesheet the pages link, once, in the order first linked', () => {
    const dir = site({ 'assets/a.css': '.a{color:red}', 'assets/b.css': '.b{color:blue}' })
    expect(
      linkedStyles(dir, [
        '<head><link rel="stylesheet" crossorigin href="/assets/a.css"></head>',
        '<head><link rel="stylesheet" href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css"></head>',
      ]),
    ).toBe('.a{color:red}\n.b{color:blue}')
  })
})

describe('framedDocument', () => {
  test("the build's styles inline and the public site as the base, the page otherwise as kept", () => {
    const html =
      '<!doctype html><html><head><title>UK</title></head><body><h1>UK</h1></body></html>'
    expect(framedDocument({ html, styles: 'h1{color:red}', siteUrl: 'https://site.example' })).toBe(
      '<!doctype html><html><head><base href="https://site.example/"><style>h1{color:red}</style><title>UK</title></head><body><h1>UK</h1></body></html>',
    )
  })

  test('a style text cannot close its element early', () => {
    const framed = framedDocument({
      html: '<head></head>',
      styles: 'a{}</style><script>alert(1)</script>',
      siteUrl: 'https://site.example',
    })
    expect(framed).not.toContain('</style><script>')
  })
})
