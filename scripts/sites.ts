/**
 * The build's two deployable sites, side by side in the build folder: `public/` (the
 * prerendered pages with their code snippets) and `admin/` (the admin area's shell and
 * code, scripts/admin-site.ts), each with its own host rules (scripts/static-host.ts) and
 * published on its own origin, so that no snippet runs where the staff session is kept.
 * `sites.json` beside them (not deployed) records the origins the build was made for.
 *
 * `npm run preview` (scripts/preview.ts) and the end-to-end server (tests/e2e/serve.ts)
 * serve both sites with `previewSites`: `vite preview` per site, on its origin's port,
 * applying the site's rules (scripts/static-host-preview.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { preview, type PreviewServer } from 'vite'
import { projectRoot } from '../supabase/emulator/config.ts'

export type SiteName = 'public' | 'admin'

/** The origin each site is built for (VITE_SITE_URL and VITE_ADMIN_URL). */
export type SiteOrigins = Record<SiteName, string>

export const SITES_FILE = 'sites.json'

/** The build folder a command names with `--outDir` (default dist), absolute. */
export function outDirArgument(argv: readonly string[] = process.argv): string {
  const index = argv.indexOf('--outDir')
  return path.resolve(projectRoot, index === -1 ? 'dist' : (argv[index + 1] ?? 'dist'))
}

/** The folder of one site in the build folder `outDir`. */
export function siteDir(outDir: string, site: SiteName): string {
  return path.join(outDir, site)
}

export function writeSiteOrigins(outDir: string, origins: SiteOrigins): void {
  fs.writeFileSync(path.join(outDir, SITES_FILE), `${JSON.stringify(origins, null, 2)}\n`)
}

export function readSiteOrigins(outDir: string): SiteOrigins {
  const file = path.join(outDir, SITES_FILE)
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SiteOrigins
}

/**
 * Serves the build in `outDir`: each site on the host and port of the origin it was built
 * for (its redirects name the other's), the host's rules applied. Stops at a port in use.
 * The admin starts first: whoever waits for the public site (Playwright, npm test) then
 * finds both answering.
 */
export async function previewSites(outDir: string): Promise<Record<SiteName, PreviewServer>> {
  const origins = readSiteOrigins(outDir)
  const servers = {} as Record<SiteName, PreviewServer>
  for (const site of ['admin', 'public'] as const) {
    const origin = new URL(origins[site])
    servers[site] = await preview({
      root: projectRoot,
      build: { outDir: siteDir(outDir, site) },
      preview: {
        host: origin.hostname,
        port: Number(origin.port || 80),
        strictPort: true,
      },
    })
  }
  return servers
}
