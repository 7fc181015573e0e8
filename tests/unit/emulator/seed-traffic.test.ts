/**
 * The traffic generator's pure parts (supabase/emulator/seed-traffic.ts): each session gets a
 * start of its own, spread over the period by the daily and weekly rhythm the generator
 * claims, with a slow growth; the sessions add up to the clicks asked for.
 */
import { describe, expect, test } from 'vitest'
import {
  clickQuality,
  HOURLY,
  planSessions,
  seededRandom,
  trafficClock,
  WEEKLY,
} from '../../../supabase/emulator/seed-traffic.ts'

const DAY_MS = 86_400_000
// A Wednesday afternoon, mid-hour: both ends of the period are partial hours.
const NOW = Date.UTC(2026, 10, 25, 15, 37, 12)

/** `count` draws of the clock of `days` days, as seedTraffic draws session starts. */
function draws(days: number, count: number): Float64Array {
  const clock = trafficClock(NOW, days)
  const rnd = seededRandom(7)
  return Float64Array.from({ length: count }, () => clock.time(rnd)).sort()
}

function shares(counts: number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0)
  return counts.map((n) => n / total)
}

describe('planSessions', () => {
  test('the sessions add up to exactly the clicks asked for, about 0.35 sessions per click', () => {
    const plan = planSessions(seededRandom(1), 100_000)
    expect(plan.reduce((sum, s) => sum + s.clicks, 0)).toBe(100_000)
    expect(plan.length / 100_000).toBeGreaterThan(0.3)
    expect(plan.length / 100_000).toBeLessThan(0.4)
    const bots = plan.filter((s) => s.bot).length / plan.length
    expect(bots).toBeGreaterThan(0.015)
    expect(bots).toBeLessThan(0.035)
  })
})

describe('trafficClock', () => {
  test('every start lies in the period and no second holds more than a small share', () => {
    // 1M clicks make about 350k sessions: the old plan gave 10% of them one second.
    const starts = draws(90, 350_000)
    expect(starts[0]).toBeGreaterThanOrEqual(NOW - 90 * DAY_MS)
    expect(starts[starts.length - 1]).toBeLessThan(NOW)
    const perSecond = new Map<number, number>()
    for (const t of starts) {
      const second = Math.floor(t / 1000)
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1)
    }
    let busiest = 0
    for (const n of perSecond.values()) busiest = Math.max(busiest, n)
    expect(busiest).toBeLessThanOrEqual(starts.length * 0.0001)
    // The last hour holds about its share of the day, not a pile.
    const lastHour = starts.filter((t) => t >= NOW - 3_600_000).length
    expect(lastHour / starts.length).toBeLessThan((3 * HOURLY[15]!) / (90 * 100))
  })

  test('hours of the day follow HOURLY', () => {
    const counts = Array.from({ length: 24 }, () => 0)
    for (const t of draws(90, 300_000)) counts[new Date(t).getUTCHours()]!++
    const expected = shares(HOURLY)
    shares(counts).forEach((share, hour) => {
      expect(Math.abs(share / expected[hour]! - 1), `hour ${hour}`).toBeLessThan(0.1)
    })
  })

  test('weekdays follow WEEKLY over whole weeks', () => {
    const counts = Array.from({ length: 7 }, () => 0)
    for (const t of draws(91, 300_000)) counts[new Date(t).getUTCDay()]!++
    const expected = shares(WEEKLY)
    shares(counts).forEach((share, day) => {
      expect(Math.abs(share / expected[day]! - 1), `weekday ${day}`).toBeLessThan(0.05)
    })
  })

  test('traffic grows by about 40% over the period', () => {
    const starts = draws(90, 300_000)
    const inFortnight = (from: number) =>
      starts.filter((t) => t >= from && t < from + 14 * DAY_MS).length
    const growth = inFortnight(NOW - 14 * DAY_MS) / inFortnight(NOW - 90 * DAY_MS)
    expect(growth).toBeGreaterThan(1.25)
    expect(growth).toBeLessThan(1.5)
  })
})

describe('clickQuality', () => {
  test('a human click from a search engine is clean', () => {
    expect(
      clickQuality({
        clickSpeedMs: 12_000,
        sessionClickCount: 1,
        timeOnPageSec: 12,
        referrer: 'https://www.google.com/',
        recentIpClicks: 0,
      }),
    ).toEqual({ score: 100, suspicious: false, flags: [] })
  })

  test("a bot's burst adds the penalties, never below 1", () => {
    expect(
      clickQuality({
        clickSpeedMs: 300,
        sessionClickCount: 7,
        timeOnPageSec: 0,
        referrer: null,
        recentIpClicks: 6,
      }),
    ).toEqual({
      score: 15,
      suspicious: true,
      flags: ['fast_click', 'many_session_clicks', 'short_time_on_page', 'no_referrer'],
    })
    expect(
      clickQuality({
        clickSpeedMs: 300,
        sessionClickCount: 30,
        timeOnPageSec: 0,
        referrer: ' ',
        recentIpClicks: 29,
      }).score,
    ).toBe(1)
  })
})
