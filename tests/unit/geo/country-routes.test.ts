import { describe, expect, test } from 'vitest'
import { routeFromCountryCode, routeFromTimeZone } from '@/features/geo'

describe('route from a detected country code', () => {
  test.each([
    ['ca', '/ca'],
    ['us', '/ca'],
    ['gb', '/uk'],
    ['de', '/de'],
    ['au', '/au'],
    ['se', '/se'],
    ['hu', '/hu'],
    ['hr', '/hr'],
    ['ro', '/ro'],
  ])('%s goes to %s', (code, route) => {
    expect(routeFromCountryCode(code)).toBe(route)
  })

  test('codes are matched in any case, as services answer upper case', () => {
    expect(routeFromCountryCode('GB')).toBe('/uk')
    expect(routeFromCountryCode(' US ')).toBe('/ca')
  })

  test('a country without a ranking, or no code, gives no route', () => {
    expect(routeFromCountryCode('fr')).toBeNull()
    expect(routeFromCountryCode('uk')).toBeNull() // ISO code is GB
    expect(routeFromCountryCode('')).toBeNull()
    expect(routeFromCountryCode(null)).toBeNull()
  })
})

describe('route from the time zone', () => {
  test.each([
    ['America/Toronto', '/ca'],
    ['America/Vancouver', '/ca'],
    ['Europe/London', '/uk'],
    ['Europe/Berlin', '/de'],
    ['Europe/Bucharest', '/ro'],
    ['Australia/Sydney', '/au'],
    ['Australia/Perth', '/au'],
    ['Europe/Stockholm', '/se'],
    ['Europe/Budapest', '/hu'],
    ['Europe/Zagreb', '/hr'],
  ])('%s goes to %s', (zone, route) => {
    expect(routeFromTimeZone(zone)).toBe(route)
  })

  test('other zones give no route', () => {
    expect(routeFromTimeZone('America/New_York')).toBeNull()
    expect(routeFromTimeZone('Europe/Paris')).toBeNull()
    expect(routeFromTimeZone('UTC')).toBeNull()
    expect(routeFromTimeZone(undefined)).toBeNull()
  })
})
