import { describe, expect, test } from 'vitest'
import {
  categoryNavigation,
  countrySlugFromPathname,
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

  test('a country parameter is a two-letter lowercase code', () => {
    expect(isCountryParam('ca')).toBe(true)
    expect(isCountryParam('fr')).toBe(true)
    expect(isCountryParam('nowhere')).toBe(false)
    expect(isCountryParam('CA')).toBe(false)
    expect(isCountryParam(undefined)).toBe(false)
  })

  test('a category parameter is a lowercase slug', () => {
    expect(isCategoryParam('slots')).toBe(true)
    expect(isCategoryParam('live-casino')).toBe(true)
    expect(isCategoryParam('Slots')).toBe(false)
    expect(isCategoryParam('-slots')).toBe(false)
  })

  test('the country of a URL is its first segment when that is a country code', () => {
    expect(countrySlugFromPathname('/uk/slots')).toBe('uk')
    expect(countrySlugFromPathname('/se')).toBe('se')
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

  test('country names follow the spec, any other country is Global', () => {
    expect(getCountryName('ca')).toBe('Canada')
    expect(getCountryName('uk')).toBe('United Kingdom')
    expect(getCountryName('hr')).toBe('Croatia')
    expect(getCountryName('fr')).toBe('Global')
  })
})
