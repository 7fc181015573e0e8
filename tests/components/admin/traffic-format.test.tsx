/** How the traffic pages write figures and money (src/features/admin/components/reporting/format.ts). */
import { describe, expect, test } from 'vitest'
import {
  change,
  formatFigure,
  formatMoney,
  formatPayout,
  formatTileFigure,
} from '@/features/admin/components/reporting/format'

describe('money', () => {
  test.each([
    [1234.5, 'EUR', '€1,234.50'],
    ['0.617', 'EUR', '€0.62'],
    [12, 'USD', '$12.00'],
    [12, 'CAD', 'CA$12.00'],
    [12, 'GBP', '£12.00'],
    [12, 'ZZZ', 'ZZZ 12.00'],
  ] as const)('%s %s reads %s', (value, currency, text) => {
    expect(formatMoney(value, currency).replace(/\u00a0/g, ' ')).toBe(text)
  })

  test('without a currency (not loaded yet, or none) the amount keeps two decimals', () => {
    expect(formatMoney(5, null)).toBe('5.00')
    expect(formatMoney(null, 'EUR')).toBe('—')
  })

  test('an invalid code is written after the amount, never thrown', () => {
    expect(formatMoney(5, 'euro')).toBe('5.00 euro')
  })

  test("a figure's money is in the currency given; other formats ignore it", () => {
    expect(formatFigure(2.5, 'money', 'EUR')).toBe('€2.50')
    expect(formatFigure(2.5, 'money')).toBe('2.50')
    expect(formatFigure(0.025, 'percent', 'EUR')).toBe('2.5%')
    expect(formatFigure(null, 'money', 'EUR')).toBe('—')
  })

  test('a payout in its own currency, and in the reporting one when they differ', () => {
    const payout = { payout: 50, currency: 'USD', payout_reporting: 46 }
    expect(formatPayout(payout, 'EUR')).toBe('$50.00 (€46.00)')
    expect(formatPayout({ ...payout, currency: 'EUR', payout_reporting: 50 }, 'EUR')).toBe('€50.00')
    // No rate for the currency: only the payout as sent.
    expect(formatPayout({ ...payout, payout_reporting: null }, 'EUR')).toBe('$50.00')
    expect(formatPayout({ ...payout, payout: null }, 'EUR')).toBe('')
  })
})

test('change against the previous period; none when there was nothing before', () => {
  expect(change(125, 100)).toBe(0.25)
  expect(change(50, 100)).toBe(-0.5)
  expect(change(5, 0)).toBeNull()
  expect(change(5, null)).toBeNull()
})

describe('tile figures', () => {
  const plain = (figure: { text: string; exact: string }) => ({
    text: figure.text.replace(/\u00a0/g, ' '),
    exact: figure.exact.replace(/\u00a0/g, ' '),
  })

  test.each([
    [1234567.89, 'money', 'EUR', '€1.2M', '€1,234,567.89'],
    [345678.5, 'money', 'USD', '$345.7K', '$345,678.50'],
    [2500000, 'money', 'ZZZ', 'ZZZ 2.5M', 'ZZZ 2,500,000.00'],
    [2500000, 'money', 'euro', '2.5M euro', '2,500,000.00 euro'],
    [200001, 'integer', null, '200K', '200,001'],
    [12345678, 'integer', null, '12.3M', '12,345,678'],
  ] as const)('%s (%s %s) reads %s, exactly %s', (value, format, currency, text, exact) => {
    expect(plain(formatTileFigure(value, format, currency))).toEqual({ text, exact })
  })

  test('figures under 100,000, ratios and no value are written exactly', () => {
    expect(formatTileFigure(99999.99, 'money', 'EUR')).toEqual({
      text: '€99,999.99',
      exact: '€99,999.99',
    })
    expect(formatTileFigure(99999, 'integer')).toEqual({ text: '99,999', exact: '99,999' })
    expect(formatTileFigure(1234567, 'decimal')).toEqual({ text: '1,234,567', exact: '1,234,567' })
    expect(formatTileFigure(null, 'money', 'EUR')).toEqual({ text: '—', exact: '—' })
  })
})
