import { describe, expect, test } from 'vitest'
import { countryAlternates, defaultSeo } from '@/features/site/lib/seo'

describe('hreflang alternates', () => {
  test('a ranking links the eight country versions and the picker as x-default', () => {
    const alternates = countryAlternates('/uk')
    expect(alternates).toEqual([
      { hrefLang: 'en-CA', path: '/ca' },
      { hrefLang: 'en-GB', path: '/uk' },
      { hrefLang: 'en-DE', path: '/de' },
      { hrefLang: 'en-AU', path: '/au' },
      { hrefLang: 'en-SE', path: '/se' },
      { hrefLang: 'en-HU', path: '/hu' },
      { hrefLang: 'en-HR', path: '/hr' },
      { hrefLang: 'en-RO', path: '/ro' },
      { hrefLang: 'x-default', path: '/' },
    ])
  })

  test('a category or compare page links the same page in each country', () => {
    const alternates = countryAlternates('/de/slots')
    expect(alternates).toContainEqual({ hrefLang: 'en-HR', path: '/hr/slots' })
    expect(alternates).toContainEqual({ hrefLang: 'x-default', path: '/ca/slots' })
    expect(countryAlternates('/se/compare')).toContainEqual({
      hrefLang: 'en-GB',
      path: '/uk/compare',
    })
  })

  test('pages that are not about one of the countries have none', () => {
    expect(countryAlternates('/')).toBeNull()
    expect(countryAlternates('/about')).toBeNull()
    expect(countryAlternates('/fr')).toBeNull()
    expect(countryAlternates('/reviews/some-casino')).toBeNull()
  })
})

describe('default head texts', () => {
  test('use the Canadian wording with the 2025 text', () => {
    expect(defaultSeo.title).toContain('Canada')
    expect(defaultSeo.title).toContain('2025')
    expect(defaultSeo.description).toContain('Canada')
  })
})
