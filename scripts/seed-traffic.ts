/**
 * `npm run seed:traffic -- --clicks 1000000 [--days 90] [--seed 1] [--replace]`: fills the running
 * local stack (npm run dev / npm run emulator; or --db-url) with realistic traffic at scale, made
 * by supabase/emulator/seed-traffic.ts (the dev stack's demo traffic comes from it too). --replace
 * deletes earlier seeded rows first, the demo's included.
 */
import { parseArgs } from 'node:util'
import { runningState } from '../supabase/emulator/cli.ts'
import { seedTraffic } from '../supabase/emulator/seed-traffic.ts'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      clicks: { type: 'string', default: '100000' },
      days: { type: 'string', default: '90' },
      seed: { type: 'string', default: '1' },
      replace: { type: 'boolean', default: false },
      'db-url': { type: 'string' },
    },
  })
  const dbUrl = values['db-url'] ?? runningState()?.dbUrl
  if (!dbUrl)
    throw new Error('The local stack is not running: start it with npm run dev (or pass --db-url).')
  const result = await seedTraffic(dbUrl, {
    clicks: Number(values.clicks),
    days: Number(values.days),
    seed: Number(values.seed),
    replace: values.replace,
    progress: true,
  })
  console.log(
    `Seeded ${result.sessions} sessions, ${result.clicks} clicks and ${result.postbacks} postbacks in ${(result.ms / 1000).toFixed(1)} s.`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
