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

export interface E2eSite {
  apiPort: number
  appPort: number
  outDir: string
}

/**
 * Site `index` (from 0) of `count` that tests/e2e/serve.ts runs side by side, one per
 * Playwright shard of `npm test`: the ports after the configured ones, a build folder each.
 */
export function e2eSite(index: number, count: number): E2eSite {
  return {
    apiPort: E2E_API_PORT + index,
    appPort: E2E_APP_PORT + index,
    outDir: count === 1 ? E2E_OUT_DIR : `dist-e2e-${index + 1}`,
  }
}
