// @vitest-environment node
/**
 * The server render the prerender will use: public pages must render in Node, where
 * window, document and localStorage do not exist.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { categoriesQueryOptions } from '@/features/ranking/api/get-categories'
import { countryQueryOptions } from '@/features/ranking/api/get-country'
import { countriesQueryOptions } from '@/features/site'
import { pageQueryOptions } from '@/features/site/api/get-page'
import { createQueryClient, preloadAllCode, render } from '@/entry-server'

describe('server render', () => {
  // Public pages are code-split: the prerender loads their code first, so does this test.
  beforeAll(() => preloadAllCode())

  test('renders the 404 page with its head tags', () => {
    const { html } = render('/a/b/c')
    expect(html).toContain('<title>Page not found | CasinoCompass</title>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Page not found</h1>')
    expect(html).toContain('href="/ca"')
  })

  test('a slug with neither an active country nor a published page renders the 404 page, with the default links', () => {
    // What prefetchRoute reads for /nowhere: no country row, no published page, the active lists.
    const queryClient = createQueryClient()
    queryClient.setQueryData(countryQueryOptions('nowhere').queryKey, null)
    queryClient.setQueryData(pageQueryOptions('nowhere').queryKey, null)
    queryClient.setQueryData(categoriesQueryOptions().queryKey, [])
    queryClient.setQueryData(countriesQueryOptions().queryKey, [])
    const { html } = render('/nowhere', queryClient)
    expect(html).toContain('<title>Page not found | CasinoCompass</title>')
    expect(html).toContain('Page not found</h1>')
    expect(html).toContain('href="/slots"')
    expect(html).not.toContain('href="/nowhere/slots"')
  })

  test('a country slug renders no 404 before its row is read', () => {
    const { html } = render('/nowhere')
    expect(html).not.toContain('Page not found')
    expect(html).toContain('Loading...')
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
