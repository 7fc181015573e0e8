/**
 * `npm run build` (after `tsc -b`): two sites in the build folder (scripts/sites.ts),
 * `public/` for VITE_SITE_URL and `admin/` for VITE_ADMIN_URL, from one browser build.
 * The browser build and the server build of src/entry-server.tsx, then the prerender of
 * every public URL from the database (scripts/prerender.ts) with the early-click loader
 * inlined (scripts/inline-loader.ts) and the active code snippets (scripts/code-snippets.ts)
 * into the public site; the admin site from its code and the shell (scripts/admin-site.ts);
 * each site's host rules (scripts/static-host.ts: _headers and _redirects); the size of the
 * JavaScript a visitor's first page loads (scripts/report-entry-size.ts: /, /ca and a
 * review page), build-info.json (src/config/build-info.ts: when the prerender read the
 * database, shown on the admin dashboard) and the evidence of what each market's pages showed
 * (scripts/page-evidence.ts, with SUPABASE_SERVICE_ROLE_KEY).
 *
 * The database: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY from the environment or
 * .env.local when set; otherwise a throwaway local stack is started for the prerender and
 * stopped afterwards (its URL is then baked into the build: fine for tests and previews,
 * set the variables for a deployment).
 *
 *   tsx scripts/build.ts [--outDir dist]     writes dist/public, dist/admin, dist/sites.json
 */
import fs from 'node:fs'
import path from 'node:path'
import { build, loadEnv } from 'vite'
import { projectRoot } from '../supabase/emulator/config.ts'
import { startTemporaryEmulator } from '../supabase/emulator/index.ts'
import { BUILD_INFO_FILE, type BuildInfo } from '../src/config/build-info.ts'
import { parseEnv } from '../src/config/env-schema.ts'
import { writeAdminSite } from './admin-site.ts'
import { snippetSources } from './code-snippets.ts'
import { buildEarlyClickLoader } from './inline-loader.ts'
import { keepPageEvidence } from './page-evidence.ts'
import { prerender } from './prerender.ts'
import { reportEntrySize } from './report-entry-size.ts'
import { outDirArgument, siteDir, writeSiteOrigins } from './sites.ts'
import { publicSiteRules, writeStaticHostRules } from './static-host.ts'

/** The database to prerender from: configured, or a throwaway local stack. */
async function database() {
  const fileEnv = loadEnv('production', projectRoot, 'VITE_')
  const url = process.env.VITE_SUPABASE_URL ?? fileEnv.VITE_SUPABASE_URL
  const anonKey = process.env.VITE_SUPABASE_ANON_KEY ?? fileEnv.VITE_SUPABASE_ANON_KEY
  // Server-side only (never VITE_): the build writes its evidence with it (page-evidence.ts).
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY
  if (url && anonKey) return { url, anonKey, serviceRoleKey, stop: async () => {} }

  console.log('No VITE_SUPABASE_URL set: starting a throwaway local stack for the prerender.')
  return startTemporaryEmulator()
}

async function main(): Promise<void> {
  const outDir = outDirArgument()
  const publicDir = siteDir(outDir, 'public')
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
      build: { outDir: publicDir, emptyOutDir: true, manifest: true },
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
    const { urls, marketPages, snippets, shell } = await prerender({
      outDir: publicDir,
      serverEntry: path.join(ssrDir, 'entry-server.js'),
      siteUrl: env.VITE_SITE_URL,
      buildDate: process.env.BUILD_DATE,
      loader: loader.code,
    })
    const snippetPolicy = snippetSources(snippets)
    writeStaticHostRules(
      publicDir,
      publicSiteRules({
        supabaseUrl: env.VITE_SUPABASE_URL,
        adminUrl: env.VITE_ADMIN_URL,
        ipLookupUrl: env.VITE_IP_LOOKUP_URL,
        reverseGeocodeUrl: env.VITE_REVERSE_GEOCODE_URL,
        scriptHashes: [loader.hash, ...snippetPolicy.scriptHashes],
        snippetOrigins: snippetPolicy.origins,
      }),
    )
    fs.writeFileSync(path.join(publicDir, BUILD_INFO_FILE), `${JSON.stringify(buildInfo)}\n`)
    console.log(
      `Prerendered ${urls.length} pages and 404.html in ${Math.round(performance.now() - started)} ms into ${path.relative(projectRoot, publicDir)}/`,
    )
    const kept = await keepPageEvidence({
      supabaseUrl: db.url,
      serviceRoleKey: db.serviceRoleKey,
      builtAt: buildInfo.builtAt,
      siteUrl: env.VITE_SITE_URL,
      publicDir,
      pages: marketPages,
    })
    if (kept > 0) console.log(`Kept the evidence of ${kept} market pages.`)
    writeAdminSite({
      publicDir,
      adminDir: siteDir(outDir, 'admin'),
      shell,
      supabaseUrl: env.VITE_SUPABASE_URL,
    })
    writeSiteOrigins(outDir, { public: env.VITE_SITE_URL, admin: env.VITE_ADMIN_URL })
    reportEntrySize(publicDir)
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
