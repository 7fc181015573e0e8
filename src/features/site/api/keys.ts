/** Query keys of the site feature: invalidate only through these. */
export const siteKeys = {
  all: ['site'] as const,
  countries: () => [...siteKeys.all, 'countries'] as const,
}
