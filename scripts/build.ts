/**
 * `npm run build` (after `tsc -b`): the browser build, the server build of
 * src/entry-server.tsx, then the prerender of every public URL from the database
 * (scripts/prerender.ts) with the early-click loader inlined (scripts/inline-loader.ts)
 * and the active code snippets (scripts/code-snippets.ts), the static host's rules (scripts/static-host.ts: _headers and _redirects), and the size
 * of the JavaScript a visitor's first page loads (scripts/report-entry-size.ts: /, /ca and
 * a review page), and build-info.json (src/config/build-info.ts: when the prerender read the
 * database, shown on the admin dashboard).
 *
 * The database: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY from the environment or
 * .env.local when set; otherwise a throwaway local stack is started for the prerender and
 * stopped afterwards (its URL is then baked into the build: fine for tests and previews,
 * set the variables for a deployment).
 *
 *   tsx scripts/build.ts [--outDir dist]
 */
import fs from 'node:fs'
import path from 'node:path'
import { build, loadEnv } from 'vite'
import { projectRoot } from '../supabase/emulator/config.ts'
import { startTemporaryEmulator } from '../supabase/emulator/index.ts'
import { BUILD_INFO_FILE, type BuildInfo } from '../src/config/build-info.ts'
import { parseEnv } from '../src/config/env-schema.ts'
import { snippetSources } from './code-snippets.ts'
import { buildEarlyClickLoader } from './inline-loader.ts'
import { prerender } from './prerender.ts'
import { reportEntrySize } from './report-entry-size.ts'
import { staticHostRules, writeStaticHostRules } from './static-host.ts'

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

/** The database to prerender from: configured, or a throwaway local stack. */
async function database() {
  const fileEnv = loadEnv('production', projectRoot, 'VITE_')
  const url = process.env.VITE_SUPABASE_URL ?? fileEnv.VITE_SUPABASE_URL
  const anonKey = process.env.VITE_SUPABASE_ANON_KEY ?? fileEnv.VITE_SUPABASE_ANON_KEY
  if (url && anonKey) return { url, anonKey, stop: async () => {} }

  console.log('No VITE_SUPABASE_URL set: starting a throwaway local stack for the prerender.')
  return startTemporaryEmulator()
}

async function main(): Promise<void> {
  const outDir = path.resolve(projectRoot, argument('--outDir') ?? 'dist')
  // Inside the project, so that the server build resolves its dependencies from node_modules.
  const ssrParent = path.join(projectRoot, 'node_modules', '.tmp')
  fs.mkdirSync(ssrParent, { recursive: true })
  const ssrDir = fs.mkdtempSync(path.join(ssrParent, 'ssr-'))
  process.env.BUILD_DATE ??= new Date().toISOString().slice(0, 10)

  const db = await database()
  try {
    process.env.VITE_SUPABASE_URL = db.url
    process.env.VITE_SUPABASE_ANON_KEY = db.anonKey
    await build({
      root: projectRoot,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    })
    await build({
      root: projectRoot,
      logLevel: 'warn',
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
      },
    })
    // The environment the browser build saw (loadEnv puts process.env first), checked.
    const env = parseEnv(loadEnv('production', projectRoot, 'VITE_'))
    const loader = await buildEarlyClickLoader()
    const started = performance.now()
    const buildInfo: BuildInfo = { builtAt: new Date().toISOString() }
    const { urls, snippets } = await prerender({
      outDir,
      serverEntry: path.join(ssrDir, 'entry-server.js'),
      siteUrl: env.VITE_SITE_URL,
      buildDate: process.env.BUILD_DATE,
      loader: loader.code,
    })
    const snippetPolicy = snippetSources(snippets)
    writeStaticHostRules(
      outDir,
      staticHostRules({
        supabaseUrl: env.VITE_SUPABASE_URL,
        ipLookupUrl: env.VITE_IP_LOOKUP_URL,
        reverseGeocodeUrl: env.VITE_REVERSE_GEOCODE_URL,
        scriptHashes: [loader.hash, ...snippetPolicy.scriptHashes],
        snippetOrigins: snippetPolicy.origins,
      }),
    )
    fs.writeFileSync(path.join(outDir, BUILD_INFO_FILE), `${JSON.stringify(buildInfo)}\n`)
    console.log(
      `Prerendered ${urls.length} pages and 404.html in ${Math.round(performance.now() - started)} ms into ${path.relative(projectRoot, outDir) || '.'}/`,
    )
    reportEntrySize(outDir)
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true })
    await db.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
