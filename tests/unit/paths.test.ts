import { describe, expect, test } from 'vitest'
import {
  categoryNavigation,
  countrySlugFromPathname,
  hasCategoryPage,
  isCategoryParam,
  isCountryParam,
  paths,
} from '@/config/paths'
import { getCountryName } from '@/config/countries'

describe('paths', () => {
  test('hrefs are built from the route patterns', () => {
    expect(paths.country.getHref('uk')).toBe('/uk')
    expect(paths.compare.getHref('de')).toBe('/de/compare')
    expect(paths.category.getHref('ca', 'slots')).toBe('/ca/slots')
    expect(paths.review.getHref('royal-spin')).toBe('/reviews/royal-spin')
    expect(paths.admin.login.getHref()).toBe('/admin/login')
    expect(paths.admin.login.getHref('/admin/brands')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Fbrands',
    )
  })

  test('a country parameter is any slug the countries table allows, but a page of the site', () => {
    expect(isCountryParam('ca')).toBe(true)
    expect(isCountryParam('nz')).toBe(true)
    expect(isCountryParam('new-zealand')).toBe(true)
    expect(isCountryParam('a'.repeat(60))).toBe(true)
    expect(isCountryParam('a'.repeat(61))).toBe(false)
    expect(isCountryParam('CA')).toBe(false)
    expect(isCountryParam('new--zealand')).toBe(false)
    expect(isCountryParam('-nz')).toBe(false)
    expect(isCountryParam(undefined)).toBe(false)
    for (const reserved of ['about', 'slots', 'terms', 'reviews', 'admin']) {
      expect(isCountryParam(reserved)).toBe(false)
    }
  })

  test('every category but the default and compare has a page of its own', () => {
    expect(hasCategoryPage('slots')).toBe(true)
    expect(hasCategoryPage('live-dealer')).toBe(true)
    expect(hasCategoryPage('casino')).toBe(false)
    expect(hasCategoryPage('compare')).toBe(false)
  })

  test('a category parameter is a lowercase slug', () => {
    expect(isCategoryParam('slots')).toBe(true)
    expect(isCategoryParam('live-casino')).toBe(true)
    expect(isCategoryParam('Slots')).toBe(false)
    expect(isCategoryParam('-slots')).toBe(false)
  })

  test('the country of a URL is its first segment when that can be a country', () => {
    expect(countrySlugFromPathname('/uk/slots')).toBe('uk')
    expect(countrySlugFromPathname('/se')).toBe('se')
    expect(countrySlugFromPathname('/new-zealand/compare')).toBe('new-zealand')
    expect(countrySlugFromPathname('/reviews/royal-spin')).toBeUndefined()
    expect(countrySlugFromPathname('/about')).toBeUndefined()
    expect(countrySlugFromPathname('/')).toBeUndefined()
  })

  test('header links stay in the country of the page', () => {
    expect(categoryNavigation('uk')).toEqual([
      { label: 'Compare', href: '/uk' },
      { label: 'Slots', href: '/uk/slots' },
      { label: 'Poker', href: '/uk/poker' },
      { label: 'Blackjack', href: '/uk/blackjack' },
    ])
    expect(categoryNavigation(undefined)).toEqual([
      { label: 'Compare', href: '/ca' },
      { label: 'Slots', href: '/slots' },
      { label: 'Poker', href: '/poker' },
      { label: 'Blackjack', href: '/blackjack' },
    ])
  })

  test('country names follow the spec, another country its row, else Global', () => {
    expect(getCountryName('ca')).toBe('Canada')
    expect(getCountryName('uk')).toBe('United Kingdom')
    expect(getCountryName('hr')).toBe('Croatia')
    expect(getCountryName('fr', 'France')).toBe('France')
    expect(getCountryName('fr')).toBe('Global')
  })
})
