/**
 * Test projects: `unit` (pure logic), `components` (Testing Library in jsdom) and
 * `integration` (supabase-js against the local Supabase stack, started once by its
 * global setup). `npm run test:unit` runs the first two, `npm run test:integration`
 * the last.
 */
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/** Values for the env schema in jsdom tests; nothing is contacted at these addresses. */
const testEnv = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'test-anon-key',
  VITE_SITE_URL: 'http://localhost:5173',
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            env: testEnv,
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            include: ['tests/components/**/*.test.tsx'],
            environment: 'jsdom',
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
