/**
 * Fixed ports of the end-to-end stack (the build needs the API URL before it starts),
 * and the build folder; each can be moved so that two runs don't collide. Both ports sit
 * below Linux's ephemeral range (32768-60999): there the OS may hand the same number to
 * another stack's free-port pick or to an outgoing connection first (a CI run once lost
 * its second shard to EADDRINUSE on 54332).
 */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 24331)
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173)
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist'

/**
 * The admin site's port beside an app port (the public site's): the admin is served on an
 * origin of its own, as in production (scripts/sites.ts). 10000 apart, so that runs whose
 * app ports are a few apart (shards, other checkouts' E2E_APP_PORT) do not meet.
 */
export const adminPortOf = (appPort: number) => appPort + 10_000

/** The public site's origin (Playwright's baseURL). */
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_APP_PORT}`

/** The admin's origin; fixtures.ts sends every /admin URL there. */
export const E2E_ADMIN_URL = `http://127.0.0.1:${adminPortOf(E2E_APP_PORT)}`

export interface E2eSite {
  apiPort: number
  appPort: number
  adminPort: number
  outDir: string
}

/**
 * Site `index` (from 0) of `count` that tests/e2e/serve.ts runs side by side, one per
 * Playwright shard of `npm test`: the ports after the configured ones, a build folder each
 * (holding the public and the admin site).
 */
export function e2eSite(index: number, count: number): E2eSite {
  return {
    apiPort: E2E_API_PORT + index,
    appPort: E2E_APP_PORT + index,
    adminPort: adminPortOf(E2E_APP_PORT + index),
    outDir: count === 1 ? E2E_OUT_DIR : `dist-e2e-${index + 1}`,
  }
}

/**
 * The mail catcher's port beside an API port (Auth's emails arrive there): 100 apart, past
 * the API ports of the shards of one run, below the ephemeral range like them.
 */
export const mailPortOf = (apiPort: number) => apiPort + 100

/** The mail catcher's page of the stack on E2E_API_PORT. */
export const E2E_MAIL_URL = `http://127.0.0.1:${mailPortOf(E2E_API_PORT)}`

/**
 * The database's port beside an API port, 200 apart (past the mail ports): a spec runs a
 * scheduled job's SQL itself when it needs its effect now (tests/e2e/database.ts).
 */
export const dbPortOf = (apiPort: number) => apiPort + 200
