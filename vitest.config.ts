/**
 * Test projects: `unit` (pure logic), `components` (Testing Library in jsdom) and
 * `integration` (supabase-js against the local Supabase stack, started once by its
 * global setup). `npm run test:unit` runs the first two, `npm run test:integration`
 * the last.
 */
import os from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * Values for the env schema in the unit and component tests. Port 9 (discard) refuses at
 * once, so code that calls the API or a lookup service (the session tracker) fails fast
 * and never writes into a local stack that happens to be running.
 */
const testEnv = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:9',
  VITE_IP_LOOKUP_URL: 'http://127.0.0.1:9/ip',
  VITE_REVERSE_GEOCODE_URL: 'http://127.0.0.1:9/geocode',
  VITE_SUPABASE_ANON_KEY: 'test-anon-key',
  VITE_SITE_URL: 'http://localhost:5173',
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The threads pool (the components project's) gets a worker per core: Vitest's default
      // leaves one core to its main process, which on 2 cores is one worker, and the other
      // core idle once the checks and the e2e build beside it are done (the components alone:
      // 153 s with one worker, 94 s with two, 168 and 170 CPU s). Read from the root config only.
      poolOptions: { threads: { maxThreads: os.availableParallelism() } },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            // Pure logic needs no DOM: a file that does says `// @vitest-environment jsdom`
            // (jsdom costs about a second per file).
            environment: 'node',
            // `npm run test:unit` runs this project with --no-isolate (one module graph for
            // all its files: 23 s became 11 s). Vitest 3 reads `isolate` from the root config
            // only, where it would also apply to the components, whose files mock modules.
            // A limit for a hung test, not a timing: beside the other stages on 2 cores the
            // lint-rules test (ESLint on fixtures) can take more than the default 5 s.
            testTimeout: 20_000,
            env: testEnv,
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            include: ['tests/components/**/*.test.tsx'],
            environment: 'jsdom',
            // Worker threads rather than forks: a fresh worker per file (isolation) is cheaper
            // as a thread than as a process; on 2 cores the project took 76 s instead of 106 s.
            pool: 'threads',
            // npm test runs these beside the typecheck and the lint on 2 cores: a test that waits
            // for several lazy chunks, or types into the brand form's many fields, may take
            // far longer than the default 5 s there. The limit is for a hung test.
            testTimeout: 60_000,
            setupFiles: ['tests/components/setup.ts'],
            env: testEnv,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['tests/integration/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/integration/setup/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 120_000,
            // One process, one file at a time: the files share one local stack and its data.
            pool: 'forks',
            poolOptions: { forks: { singleFork: true } },
          },
        },
      ],
    },
  }),
)
