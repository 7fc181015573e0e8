/** Query keys of the build evidence (page_builds, page_evidence): kept once, never edited. */
export const evidenceKeys = {
  all: ['admin', 'evidence'] as const,
  builds: (market: string) => [...evidenceKeys.all, 'builds', market] as const,
  page: (build: string, path: string) => [...evidenceKeys.all, 'page', build, path] as const,
}
