import { describe, expect, test } from 'vitest'
import { COUNTRIES } from '@/config/countries'
import { countryAlternates, defaultSeo } from '@/features/site/lib/seo'

/** The active rows as the seed has them (ordered by name, as the country list reads them). */
const launch = [...COUNTRIES]
  .map(({ slug, name }) => ({ slug, name, language: slug === 'uk' ? 'en-GB' : 'xx-XX' }))
  .sort((a, b) => a.name.localeCompare(b.name))

describe('hreflang alternates', () => {
  test('a ranking links the eight country versions and the picker as x-default', () => {
    const alternates = countryAlternates('/uk', launch)
    expect(alternates?.at(-1)).toEqual({ hrefLang: 'x-default', path: '/' })
    expect(alternates).toHaveLength(9)
    expect(alternates).toEqual(
      expect.arrayContaining([
        { hrefLang: 'en-CA', path: '/ca' },
        { hrefLang: 'en-GB', path: '/uk' },
        { hrefLang: 'en-DE', path: '/de' },
        { hrefLang: 'en-AU', path: '/au' },
        { hrefLang: 'en-SE', path: '/se' },
        { hrefLang: 'en-HU', path: '/hu' },
        { hrefLang: 'en-HR', path: '/hr' },
        { hrefLang: 'en-RO', path: '/ro' },
        { hrefLang: 'x-default', path: '/' },
      ]),
    )
  })

  test('a category or compare page links the same page in each country', () => {
    const alternates = countryAlternates('/de/slots', launch)
    expect(alternates).toContainEqual({ hrefLang: 'en-HR', path: '/hr/slots' })
    expect(alternates).toContainEqual({ hrefLang: 'x-default', path: '/ca/slots' })
    expect(countryAlternates('/se/compare', launch)).toContainEqual({
      hrefLang: 'en-GB',
      path: '/uk/compare',
    })
  })

  test('pages that are not about one of the active countries have none', () => {
    expect(countryAlternates('/', launch)).toBeNull()
    expect(countryAlternates('/about', launch)).toBeNull()
    expect(countryAlternates('/fr', launch)).toBeNull()
    expect(countryAlternates('/reviews/some-casino', launch)).toBeNull()
    expect(
      countryAlternates(
        '/ca',
        launch.filter((c) => c.slug !== 'ca'),
      ),
    ).toBeNull()
  })

  test('the active rows decide: a new country with a region joins, an inactive one leaves', () => {
    const rows = [
      ...launch.filter((c) => c.slug !== 'hu'),
      { slug: 'new-zealand', language: 'mi-NZ' },
      { slug: 'atlantis', language: 'en' },
    ]
    const alternates = countryAlternates('/new-zealand/slots', rows)
    expect(alternates).toContainEqual({ hrefLang: 'en-NZ', path: '/new-zealand/slots' })
    expect(alternates).toContainEqual({ hrefLang: 'en-CA', path: '/ca/slots' })
    expect(alternates?.map((a) => a.hrefLang)).not.toContain('en-HU')
    expect(alternates?.some((a) => a.path.startsWith('/atlantis'))).toBe(false)
    expect(alternates?.at(-1)).toEqual({ hrefLang: 'x-default', path: '/ca/slots' })
  })
})

describe('default head texts', () => {
  test('use the Canadian wording with the 2025 text', () => {
    expect(defaultSeo.title).toContain('Canada')
    expect(defaultSeo.title).toContain('2025')
    expect(defaultSeo.description).toContain('Canada')
  })
})
