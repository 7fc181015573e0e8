/**
 * src/lib/format.ts prints what Intl would, without loading ICU: checked against Intl itself
 * over every day of two years (one a leap year) and numbers of every length.
 */
import { describe, expect, test } from 'vitest'
import { formatCount, isoDate, longDateUtc, monthYear } from '@/lib/format'

const days = Array.from({ length: 731 }, (_, i) => new Date(2027, 11, 31 - i, 13, 30))

describe('dates', () => {
  test('isoDate is the local day as en-CA prints it', () => {
    for (const day of days) expect(isoDate(day)).toBe(day.toLocaleDateString('en-CA'))
    expect(isoDate(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05')
    expect(isoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31')
  })

  test('monthYear is "May 2025" as en-US prints the month', () => {
    const month = new Intl.DateTimeFormat('en-US', { month: 'long' })
    for (const day of days) expect(monthYear(day)).toBe(`${month.format(day)} ${day.getFullYear()}`)
    expect(monthYear(new Date(2025, 4, 1))).toBe('May 2025')
  })

  test('longDateUtc is the UTC day as en-US prints it in full', () => {
    const long = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    for (const day of days) expect(longDateUtc(day)).toBe(long.format(day))
    expect(longDateUtc(new Date('2026-11-22T23:30:00-05:00'))).toBe('November 23, 2026')
  })
})

describe('formatCount', () => {
  test.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [3317, '3,317'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
    [-45210, '-45,210'],
    [1499.6, '1,500'],
    [-0.4, '0'],
  ])('%d reads %s', (count, text) => {
    expect(formatCount(count)).toBe(text)
  })

  test('matches en-US grouping for whole numbers of every length', () => {
    for (let n = 1; n < 1e15; n = n * 7 + 3) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    }
  })
})
