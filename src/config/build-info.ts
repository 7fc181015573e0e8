/**
 * The record a production build leaves beside the site (scripts/build.ts writes it, the
 * admin dashboard reads it from the site's origin): when the public pages were
 * prerendered, so staff can see how far the HTML crawlers read lags the database.
 */
export const BUILD_INFO_FILE = 'build-info.json'

export type BuildInfo = {
  /** When the prerender started reading the database (ISO 8601): later changes are not in the HTML. */
  builtAt: string
}

export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (typeof value !== 'object' || value === null) return null
  const { builtAt } = value as { builtAt?: unknown }
  return typeof builtAt === 'string' && !Number.isNaN(Date.parse(builtAt)) ? { builtAt } : null
}
