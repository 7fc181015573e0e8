/**
 * Starts one local Supabase stack for the integration tests: a fresh database
 * in a temporary folder on free ports, migrations and seed applied; stopped
 * (with every process it started) when the run ends.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmulator } from '../../../supabase/emulator/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string
    anonKey: string
    serviceRoleKey: string
    dbUrl: string
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-test-'))
  // The PostgreSQL server runs as the `postgres` OS user when we are root.
  fs.chmodSync(dataDir, 0o755)
  const stack = await startEmulator({
    port: 0,
    dbPort: 0,
    dataDir,
    ephemeral: true,
    trustForwardedFor: true,
    verbose: process.env.EMULATOR_VERBOSE === '1',
  })
  project.provide('supabaseUrl', stack.url)
  project.provide('anonKey', stack.anonKey)
  project.provide('serviceRoleKey', stack.serviceRoleKey)
  project.provide('dbUrl', stack.dbUrl)
  return async () => {
    await stack.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
