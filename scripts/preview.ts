/**
 * `npm run preview`: serves a build's two sites (scripts/sites.ts) on the two origins it
 * was built for, VITE_SITE_URL and VITE_ADMIN_URL (by default http://localhost:5173 and
 * http://localhost:5174), each by its own host rules, as the static host will.
 *
 *   tsx scripts/preview.ts [--outDir dist]
 */
import { outDirArgument, previewSites } from './sites.ts'

previewSites(outDirArgument()).then(
  (servers) => {
    const url = (site: keyof typeof servers) => servers[site].resolvedUrls?.local[0]
    console.log(`Public site: ${url('public')}\nAdmin:       ${url('admin')}admin`)
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
