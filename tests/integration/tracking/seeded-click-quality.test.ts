/**
 * The traffic generator (supabase/emulator/seed-traffic.ts) scores its clicks itself, with
 * triggers off: its clickQuality must give what the click pipeline's own function,
 * request_guard.traffic_quality, gives for the same signals and each seeded user agent.
 */
import { expect, test } from 'vitest'
import { AGENTS, clickQuality, type ClickSignals } from '../../../supabase/emulator/seed-traffic.ts'
import { sql } from '../support/clients.ts'

/** Every combination of the values either side of each rule's threshold. */
function signalGrid(): ClickSignals[] {
  const grid: ClickSignals[] = []
  for (const clickSpeedMs of [150, 799, 800, 3_000])
    for (const sessionClickCount of [1, 5, 6, 15, 16])
      for (const timeOnPageSec of [0, 2, 3])
        for (const referrer of [null, '', 'https://www.google.com/'])
          for (const recentIpClicks of [0, 20, 21])
            grid.push({ clickSpeedMs, sessionClickCount, timeOnPageSec, referrer, recentIpClicks })
  return grid
}

test('seeded clicks score as the click pipeline scores them, for every seeded browser', async () => {
  const grid = signalGrid()
  for (const [agent] of AGENTS) {
    const rows = await sql<{ score: number; suspicious: boolean; flags: string[] }>(
      `select q.quality_score as score, q.is_suspicious as suspicious, q.quality_flags as flags
         from unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::int[])
                with ordinality as s(speed, clicks, on_page, referrer, ip_clicks, n)
         cross join lateral request_guard.traffic_quality(
           '10.20.30.40', $1, s.speed, s.clicks, s.on_page, s.referrer, 0, s.ip_clicks, false) as q
        order by s.n`,
      [
        agent.ua,
        grid.map((s) => s.clickSpeedMs),
        grid.map((s) => s.sessionClickCount),
        grid.map((s) => s.timeOnPageSec),
        grid.map((s) => s.referrer),
        grid.map((s) => s.recentIpClicks),
      ],
    )
    expect(rows, agent.ua).toEqual(grid.map(clickQuality))
  }
})
