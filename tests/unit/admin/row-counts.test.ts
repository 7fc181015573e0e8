/**
 * The row counts of the admin lists (issue 25): exact where the report functions count the
 * same rows, honestly approximate elsewhere, and said as what they are.
 */
import { describe, expect, test } from 'vitest'
import { roundEstimate, rowCountText } from '@/features/admin/components/data-table/row-count'
import {
  countPlan,
  periodOnly,
  periodShare,
  reportDays,
  startsAtFirstRow,
} from '@/features/admin/components/traffic-log/count-plan'

const CLICK_REPORT_KEYS = ['brand', 'country', 'device', 'traffic', 'converted'] as const

describe('row count text', () => {
  test('an exact count is said exactly, with thousands separated', () => {
    expect(rowCountText({ value: 200_001, exact: true })).toBe('200,001 rows')
    expect(rowCountText({ value: 1, exact: true })).toBe('1 row')
    expect(rowCountText({ value: 0, exact: true })).toBe('0 rows')
  })

  test('an estimate says "About" and promises two significant figures only', () => {
    expect(rowCountText({ value: 72_225, exact: false })).toBe('About 72,000 rows')
    expect(rowCountText({ value: 36_112, exact: false })).toBe('About 36,000 rows')
    expect(rowCountText({ value: 1_049_999, exact: false })).toBe('About 1,000,000 rows')
    expect(roundEstimate(99.6)).toBe(100)
    expect(roundEstimate(155)).toBe(160)
    expect(roundEstimate(-3)).toBe(0)
  })
})

describe('how a traffic log counts', () => {
  test('the report counts when every filter is one it applies the same way', () => {
    expect(countPlan({ q: '', filters: {} }, CLICK_REPORT_KEYS)).toBe('report')
    expect(countPlan({ q: '', filters: { period: '30d' } }, CLICK_REPORT_KEYS)).toBe('report')
    expect(
      countPlan(
        { q: '', filters: { from: '2026-11-01', to: '2026-11-20', brand: 'duna', traffic: 'all' } },
        CLICK_REPORT_KEYS,
      ),
    ).toBe('report')
  })

  test("a search or a log's own filter takes the period's share", () => {
    expect(countPlan({ q: 'abc', filters: {} }, CLICK_REPORT_KEYS)).toBe('period-share')
    expect(countPlan({ q: '', filters: { quality: 'bot' } }, CLICK_REPORT_KEYS)).toBe(
      'period-share',
    )
    expect(countPlan({ q: '', filters: { utm: 'yes' } }, [])).toBe('period-share')
  })

  test("the share is taken of the period's rows: search and other filters dropped", () => {
    expect(
      periodOnly({ q: 'abc', filters: { period: '7d', brand: 'duna', quality: 'bot' } }),
    ).toEqual({ q: '', filters: { period: '7d' } })
  })

  test("the period's share cancels the planner's constant misjudgement", () => {
    // The planner halves both (the staff policy's guess): the ratio is what it expects the
    // filters to keep, applied to the exact total.
    expect(periodShare(200_001, 25_000, 100_000)).toBe(50_000)
    expect(periodShare(1_000, 900, 300)).toBe(1_000)
    expect(periodShare(500, 40, 0)).toBe(40)
  })

  test("a report covers the log's period, open ends a day past today or before the first row", () => {
    const today = '2026-11-27'
    expect(reportDays({ period: '30d' }, today, null)).toEqual({
      from: '2026-10-29',
      to: '2026-11-27',
    })
    expect(reportDays({ period: 'yesterday' }, today, null)).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
    })
    expect(reportDays({ from: '2026-11-01' }, today, null)).toEqual({
      from: '2026-11-01',
      to: '2026-11-28',
    })
    expect(reportDays({}, today, '2026-08-29')).toEqual({ from: '2026-08-28', to: '2026-11-28' })
    expect(reportDays({ to: '2026-09-30' }, today, '2026-08-29')).toEqual({
      from: '2026-08-28',
      to: '2026-09-30',
    })
    // Nothing logged yet, or a period that ends before the first row: no day to count.
    expect(reportDays({}, today, null)).toBeNull()
    expect(reportDays({ to: '2026-08-01' }, today, '2026-08-29')).toBeNull()
    expect(reportDays({ to: '2026-08-28' }, today, '2026-08-29')).toEqual({
      from: '2026-08-28',
      to: '2026-08-28',
    })
    expect(startsAtFirstRow({})).toBe(true)
    expect(startsAtFirstRow({ to: '2026-09-30' })).toBe(true)
    expect(startsAtFirstRow({ from: '2026-09-30' })).toBe(false)
    expect(startsAtFirstRow({ period: '7d' })).toBe(false)
  })
})
