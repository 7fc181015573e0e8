/**
 * `npm run dev`: starts the local Supabase stack (database with demo data,
 * REST, Auth, Storage, Functions, the mail catcher Auth's emails go to) and then Vite,
 * and prints the URLs with the keys and the local users. When .env.local points VITE_SUPABASE_URL at
 * another project, only Vite starts.
 */
import path from 'node:path'
import { createServer, loadEnv } from 'vite'
import { defaultOptions, projectRoot } from '../supabase/emulator/config.ts'
import { describe, startAndHold } from '../supabase/emulator/cli.ts'

function usesLocalStack(url: string | undefined): boolean {
  if (!url) return true
  const { hostname, port } = new URL(url)
  return ['127.0.0.1', 'localhost'].includes(hostname) && Number(port) === defaultOptions.port
}

async function main(): Promise<void> {
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

  const vite = await createServer({ root: projectRoot, server: { host: '127.0.0.1' } })
  await vite.listen()
  vite.printUrls()
  const close = () => void vite.close()
  process.once('SIGINT', close)
  process.once('SIGTERM', close)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
