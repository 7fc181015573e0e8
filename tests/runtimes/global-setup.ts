/**
 * One local stack (a fresh database on free ports, migrations and seed applied) and every
 * function in supabase/functions served by Deno against it, started side by side; all
 * stopped when the run ends. The tests read where they are through `inject('runtimes')`.
 */
import '../integration/setup/keep-exit-code.ts'
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { LOCAL_GO_PROXY_SECRET } from '../../scripts/proxy-request.ts'
import { startTemporaryEmulator } from '../../supabase/emulator/index.ts'
import { serveOnDeno, type DenoFunction } from './deno-function.ts'

export interface RuntimesContext {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  dbUrl: string
  /** Function name → the address its Deno.serve listens on. */
  functions: Record<string, string>
}

declare module 'vitest' {
  export interface ProvidedContext {
    runtimes: RuntimesContext
  }
}

const functionsDir = path.resolve(import.meta.dirname, '../../supabase/functions')

/** Every deployable function: a folder with an index.ts (`_shared` is imported, not deployed). */
export function functionNames(): string[] {
  return fs
    .readdirSync(functionsDir)
    .filter(
      (name) => !name.startsWith('_') && fs.existsSync(path.join(functionsDir, name, 'index.ts')),
    )
    .sort()
}

export default async function setup(project: TestProject) {
  // The stack keeps a client-sent X-Forwarded-For whole, as the integration tests' stack
  // does, so each test's sign-ins come from their own address.
  const stack = await startTemporaryEmulator({ trustForwardedFor: true })
  const served: DenoFunction[] = []
  try {
    // What hosted Supabase gives every function, plus the secret the README has set.
    const env = {
      SUPABASE_URL: stack.url,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      SUPABASE_DB_URL: stack.dbUrl,
      GO_PROXY_SECRET: LOCAL_GO_PROXY_SECRET,
      // The stand-in deploy hooks listen on 127.0.0.1 (rebuild-public-pages.test.ts serves
      // the function once more without this, to prove that loopback is refused).
      DEPLOY_HOOK_ALLOW_LOOPBACK: '1',
    }
    const started = await Promise.allSettled(functionNames().map((name) => serveOnDeno(name, env)))
    for (const outcome of started) if (outcome.status === 'fulfilled') served.push(outcome.value)
    const failed = started.find((outcome) => outcome.status === 'rejected')
    if (failed) throw failed.reason
  } catch (error) {
    await Promise.all(served.map((fn) => fn.stop()))
    await stack.stop()
    throw error
  }

  project.provide('runtimes', {
    supabaseUrl: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    dbUrl: stack.dbUrl,
    functions: Object.fromEntries(served.map((fn) => [fn.name, fn.url])),
  })
  return async () => {
    await Promise.all(served.map((fn) => fn.stop()))
    await stack.stop()
  }
}
