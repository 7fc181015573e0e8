/** Query keys of the site feature: invalidate only through these. */
export const siteKeys = {
  all: ['site'] as const,
  countries: () => [...siteKeys.all, 'countries'] as const,
  page: (slug: string) => [...siteKeys.all, 'page', slug] as const,
  footerPages: () => [...siteKeys.all, 'footer-pages'] as const,
}
