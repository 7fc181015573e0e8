/**
 * `npm run dev [-- --port 5180]`: starts the local Supabase stack (database with demo data and
 * a few weeks of demo traffic, REST, Auth, Storage, Functions, the mail catcher Auth's emails
 * go to) and then Vite, and prints the URLs with the keys and the local users. When .env.local
 * points VITE_SUPABASE_URL at another project, only Vite starts.
 *
 * The port: --port, else PORT, else the first free one from 5173. One server serves the site
 * and the admin, so both URLs the app knows (VITE_SITE_URL, VITE_ADMIN_URL: canonical links,
 * robots.txt, Auth's redirects back) are this server's origin.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createServer, loadEnv } from 'vite'
import { defaultOptions, projectRoot } from '../supabase/emulator/config.ts'
import { describe, startAndHold } from '../supabase/emulator/cli.ts'
import { firstFreePort } from '../supabase/emulator/ports.ts'

const HOST = '127.0.0.1'
const DEFAULT_PORT = 5173

function usesLocalStack(url: string | undefined): boolean {
  if (!url) return true
  const { hostname, port } = new URL(url)
  return ['127.0.0.1', 'localhost'].includes(hostname) && Number(port) === defaultOptions.port
}

/** The port asked for (--port, else PORT), or null for the first free one. */
function requestedPort(): number | null {
  const { values } = parseArgs({ options: { port: { type: 'string' } } })
  const raw = values.port ?? process.env.PORT
  if (!raw) return null
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`--port (or PORT) must be a port number, got "${raw}"`)
  return port
}

async function main(): Promise<void> {
  // Before the stack starts: a bad --port stops here, and a taken one in Vite's listen below.
  const port = requestedPort() ?? (await firstFreePort(DEFAULT_PORT, HOST))
  const origin = `http://${HOST}:${port}`
  process.env.VITE_SITE_URL = origin
  process.env.VITE_ADMIN_URL = origin

  // As Vite itself reads it: the environment first, then .env.development.local, .env.local, ...
  const remoteUrl = loadEnv('development', projectRoot, 'VITE_').VITE_SUPABASE_URL
  if (usesLocalStack(remoteUrl)) {
    const stack = await startAndHold()
    process.env.VITE_SUPABASE_URL = stack.url
    process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey
    console.log(
      `\nLocal Supabase stack (data in ${path.relative(projectRoot, defaultOptions.dataDir)}/)\n${describe(stack)}\n`,
    )
  } else {
    console.log(`Using the Supabase project at ${remoteUrl} (VITE_SUPABASE_URL).`)
  }

  const vite = await createServer({
    root: projectRoot,
    server: { host: HOST, port, strictPort: true },
  })
  await vite.listen()
  vite.printUrls()
  console.log(`  ➜  Admin:   ${origin}/admin/login`)
  const close = () => void vite.close()
  process.once('SIGINT', close)
  process.once('SIGTERM', close)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
