/** The dashboard's words about the prerendered public pages (public-pages-status.tsx). */
import type { BuildInfo } from '@/config/build-info'
import { timeAgo } from '../components/time-ago'

export const NOT_PRERENDERED_IN_DEVELOPMENT =
  'Public pages are not prerendered in development (npm run dev): every page reads the database as it loads.'
export const NO_BUILD_RECORDED = 'No build of the public pages is recorded on this site.'

/**
 * "Public pages built 5 minutes ago; 3 changes since". Without `changes` (a role that may
 * not read the content trail, or still loading) only the first half.
 */
export function publicPagesSummary(
  build: BuildInfo,
  changes: number | null,
  now: Date = new Date(),
): string {
  const built = `Public pages built ${timeAgo(build.builtAt, now)}`
  if (changes === null) return built
  return `${built}; ${changes} ${changes === 1 ? 'change' : 'changes'} since`
}
