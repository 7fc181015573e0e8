/**
 * The end-to-end test server: a fresh local Supabase stack on the e2e API
 * port, the production build of the app pointed at it (prerendered from that
 * stack's data), and `vite preview` serving that build by the static host's rules the
 * build wrote (_headers, _redirects: scripts/static-host-preview.ts), the same path as
 * `npm run preview -- --outDir <dir>`. Playwright starts it and waits for the preview URL.
 */
import { spawn } from 'node:child_process'
import { preview } from 'vite'
import { projectRoot } from '../../supabase/emulator/config.ts'
import { startTemporaryEmulator } from '../../supabase/emulator/index.ts'
import { E2E_API_PORT, E2E_APP_PORT, E2E_OUT_DIR } from './ports.ts'

async function main(): Promise<void> {
  const stack = await startTemporaryEmulator({
    port: E2E_API_PORT,
    trustForwardedFor: true,
    // Every spec signs its staff in (and their sessions refresh) from 127.0.0.1, far more
    // often than the 30 sign-ins and 150 refreshes per 5 minutes one address may
    // (config.toml); the limits themselves are tested in tests/integration/auth/rate-limit.test.ts.
    tokenRateLimit: 10_000,
    tokenRefreshRateLimit: 10_000,
  })
  const shutdown = async () => {
    await stack.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  const env = {
    ...process.env,
    VITE_SUPABASE_URL: stack.url,
    VITE_SUPABASE_ANON_KEY: stack.anonKey,
    VITE_SITE_URL: process.env.VITE_SITE_URL ?? `http://127.0.0.1:${E2E_APP_PORT}`,
  }
  // The full production build: browser and server builds, then the prerender of every
  // public URL from this stack's database (scripts/build.ts).
  // Not spawnSync: the build reads this process's stack, whose server needs the event loop.
  const status = await new Promise<number | null>((resolve, reject) => {
    const build = spawn('npx', ['tsx', 'scripts/build.ts', '--outDir', E2E_OUT_DIR], {
      cwd: projectRoot,
      env,
      stdio: 'inherit',
    })
    build.on('error', reject)
    build.on('exit', resolve)
  })
  if (status !== 0) {
    await stack.stop()
    throw new Error('build failed')
  }
  const server = await preview({
    root: projectRoot,
    build: { outDir: E2E_OUT_DIR },
    preview: { port: E2E_APP_PORT, strictPort: true, host: '127.0.0.1' },
  })
  server.printUrls()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
