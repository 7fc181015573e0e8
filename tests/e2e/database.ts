/**
 * The e2e stack's database as its superuser, for a scheduled job a spec needs run now: the
 * stack keeps production's schedules, and waiting for a 5-minute job (or running it every few
 * seconds on every stack for one spec's sake) costs far more than the call.
 */
import pg from 'pg'
import { SUPERUSER, SUPERUSER_PASSWORD } from '../../supabase/emulator/postgres.ts'
import { dbPortOf, E2E_API_PORT } from './ports.ts'

const DB_URL = `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${dbPortOf(E2E_API_PORT)}/postgres`

/** Runs the alerts job (pg_cron's `evaluate-alerts`) once, as pg_cron runs it. */
export async function runAlertsJob(): Promise<void> {
  const client = new pg.Client({ connectionString: DB_URL })
  await client.connect()
  try {
    await client.query('select private.evaluate_alerts()')
  } finally {
    await client.end()
  }
}
