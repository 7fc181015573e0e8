/**
 * The gzip size of the JavaScript a visitor's first page loads, for each type of public page
 * (DESIGN.md section 5), read from the build's manifest (`build.manifest: true`). `npm run
 * build` prints the figures; tests/e2e/size.spec.ts asserts the budgets on the e2e build.
 *
 * Two figures per page:
 *  - before hydration (budget BUDGET_KB): the entry chunk and the chunks it imports
 *    statically (modulepreload links in index.html). main.tsx hydrates as soon as these and
 *    the page's data are in: React hydrates the frame first and keeps the prerendered HTML
 *    of the page's code-split parts until their code arrives (selective hydration);
 *  - the whole page (budget PAGE_BUDGET_KB): with the code-split parts the page renders at
 *    once (its route chunk, which main.tsx starts loading beside the entry, and the lazy
 *    content it shows, such as the landing sections or a static page's text), each with
 *    their static imports, hydrated as they arrive.
 * Chunks loaded after hydration (the database client, for the first request, and the
 * tracking runtime) are listed apart, with the total the first page downloads.
 *
 *   tsx scripts/report-entry-size.ts [dist]
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'

export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>

/** Each type of public page, and the code-split modules it renders at once (manifest keys). */
export const PAGE_TYPES: { type: string; path: string; modules: string[] }[] = [
  {
    type: 'landing',
    path: '/',
    modules: [
      'src/features/site/pages/landing-page.tsx',
      'src/features/site/components/landing/landing-sections.tsx',
    ],
  },
  { type: 'ranking', path: '/ca', modules: ['src/app/pages/country-route.tsx'] },
  { type: 'category', path: '/ca/slots', modules: ['src/app/pages/country-route.tsx'] },
  {
    type: 'compare',
    path: '/ca/compare',
    modules: ['src/app/pages/compare-route.tsx'],
  },
  { type: 'review', path: '/reviews/<slug>', modules: ['src/app/pages/review-route.tsx'] },
  {
    type: 'static page',
    path: '/about',
    modules: ['src/features/site/pages/content-page.tsx'],
  },
  {
    type: 'guide page',
    path: '/slots',
    modules: ['src/features/site/pages/content-page.tsx'],
  },
  // The 404 page is in the entry chunk.
  { type: '404', path: '/nowhere', modules: [] },
]

/** Loaded by every public page after hydration (not part of the first-load figure). */
const AFTER_HYDRATION = [
  'node_modules/@supabase/postgrest-js/dist/index.mjs',
  'src/features/tracking/runtime.ts',
]

/** DESIGN.md section 5: public JavaScript before hydration, per page, in KB of gzip. */
export const BUDGET_KB = 110

/**
 * The whole page, hydrated in parts: no more than the first load's budget was before
 * hydration went selective, so that deferring code never hides growth.
 */
export const PAGE_BUDGET_KB = 125

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/** The build's Vite manifest (`build.manifest`), keyed by source module. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest
}

/** The manifest keys `keys` load statically: themselves and their imports, transitively. */
export function importClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    manifest[key].imports?.forEach(visit)
  }
  keys.forEach(visit)
  return seen
}
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export type PageSize = {
  type: string
  path: string
  /** Before hydration: the entry and its static imports. */
  beforeHydration: number
  /** The whole page, with its code-split parts. */
  js: number
  files: string[]
}

/** JavaScript per page, in bytes of gzip (level 9) per file, summed. */
export function firstLoadSizes(outDir: string): { pages: PageSize[]; after: number; css: number } {
  const manifest = readManifest(outDir)
  const closure = (keys: string[]) => importClosure(manifest, keys)
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  // A module that Rollup put into a shared chunk has no manifest key of its own: find the
  // chunk whose source map lists it.
  const chunkOf = (module: string): string => {
    if (manifest[module]) return module
    const found = Object.keys(manifest).find((key) => {
      const mapFile = path.join(outDir, `${manifest[key]!.file}.map`)
      if (!manifest[key]!.file.endsWith('.js') || !fs.existsSync(mapFile)) return false
      const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] }
      return sources.some((source) => source.endsWith(`/${module}`))
    })
    if (!found) throw new Error(`No chunk of ${outDir} contains ${module}`)
    return found
  }
  const sizeOf = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + gzipSize(path.join(outDir, manifest[key]!.file)), 0)

  const entryKeys = closure(entries)
  const beforeHydration = sizeOf(entryKeys)
  const pages = PAGE_TYPES.map((page) => {
    const keys = closure([...entries, ...page.modules.map(chunkOf)])
    return {
      type: page.type,
      path: page.path,
      beforeHydration,
      js: sizeOf(keys),
      files: [...keys].map((key) => manifest[key]!.file),
    }
  })
  const after = [...closure(AFTER_HYDRATION.map(chunkOf))].filter((key) => !entryKeys.has(key))
  const css = [...entryKeys]
    .flatMap((key) => manifest[key]?.css ?? [])
    .reduce((sum, file) => sum + gzipSize(path.join(outDir, file)), 0)
  return { pages, after: sizeOf(after), css }
}

export function reportEntrySize(outDir: string): void {
  const { pages, after, css } = firstLoadSizes(outDir)
  console.log(
    `First-load JavaScript per page (gzip): before hydration (budget ${BUDGET_KB} KB) / ` +
      `the whole page, hydrated in parts (budget ${PAGE_BUDGET_KB} KB):`,
  )
  for (const page of pages) {
    console.log(
      `  ${`${page.type} (${page.path})`.padEnd(30)} ${kb(page.beforeHydration).padStart(9)} / ` +
        `${kb(page.js).padStart(9)} in ${page.files.length} file(s)`,
    )
  }
  console.log(
    `  after hydration: database client and tracking runtime ${kb(after)} ` +
      `(first page in all: ${pages.map((page) => kb(page.js + after)).join(' / ')}); CSS ${kb(css)} gzip`,
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  reportEntrySize(path.resolve(process.argv[2] ?? 'dist'))
}
