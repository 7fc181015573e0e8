/**
 * The end-to-end test server: a fresh local Supabase stack on the e2e API
 * port, the production build of the app pointed at it, and `vite preview`
 * serving that build. Playwright starts it and waits for the preview URL.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { preview } from 'vite'
import { projectRoot } from '../../supabase/emulator/config.ts'
import { startEmulator } from '../../supabase/emulator/index.ts'
import { E2E_API_PORT, E2E_APP_PORT, E2E_OUT_DIR } from './ports.ts'

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-e2e-'))
  fs.chmodSync(dataDir, 0o755)
  const stack = await startEmulator({
    port: E2E_API_PORT,
    dbPort: 0,
    dataDir,
    ephemeral: true,
    trustForwardedFor: true,
  })
  const shutdown = async () => {
    await stack.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  const env = {
    ...process.env,
    VITE_SUPABASE_URL: stack.url,
    VITE_SUPABASE_ANON_KEY: stack.anonKey,
  }
  const build = spawnSync('npx', ['vite', 'build', '--outDir', E2E_OUT_DIR, '--emptyOutDir'], {
    cwd: projectRoot,
    env,
    stdio: 'inherit',
  })
  if (build.status !== 0) {
    await stack.stop()
    throw new Error('vite build failed')
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
