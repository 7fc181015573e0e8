// @vitest-environment node
/**
 * The server render the prerender will use: public pages must render in Node, where
 * window, document and localStorage do not exist.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { preloadAllCode, render } from '@/entry-server'

describe('server render', () => {
  // Public pages are code-split: the prerender loads their code first, so does this test.
  beforeAll(() => preloadAllCode())

  test('renders the 404 page with its head tags', () => {
    const { html } = render('/nowhere')
    expect(html).toContain('<title>Page not found | CasinoCompass</title>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Page not found</h1>')
    expect(html).toContain('href="/ca"')
  })

  test('renders a ranking page with its canonical link', () => {
    const { html, dehydratedState } = render('/uk/slots')
    expect(html).toMatch(/<h1[^>]*>10 Best Online Casinos in United Kingdom – \w+ \d{4}<\/h1>/)
    expect(html).toContain('<link rel="canonical" href="http://localhost:5173/uk/slots"/>')
    expect(dehydratedState.queries).toEqual([])
  })

  test('renders the landing page without the header', () => {
    const { html } = render('/')
    expect(html).toContain('Find the Best Online Casinos in Your Country')
    expect(html).not.toContain('aria-label="Main"')
  })
})
