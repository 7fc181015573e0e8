/**
 * `npm run test:runtimes`: the tests that run our code on the runtimes production uses
 * instead of the local stand-ins: every edge function served by Deno (functions/), and the
 * README's `supabase db push` by the Supabase CLI (cli/). One local stack for all of them,
 * started by global-setup.ts.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  test: {
    name: 'runtimes',
    include: ['tests/runtimes/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/runtimes/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The files share one stack and its seed data, and each is short: one process, in turn.
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
  },
})
