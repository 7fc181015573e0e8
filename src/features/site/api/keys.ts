/** Query keys of the site feature: invalidate only through these. */
import { PUBLIC_SETTINGS_QUERY_KEY } from '@/lib/use-public-settings'

export const siteKeys = {
  all: ['site'] as const,
  countries: () => [...siteKeys.all, 'countries'] as const,
  page: (slug: string) => [...siteKeys.all, 'page', slug] as const,
  footerPages: () => [...siteKeys.all, 'footer-pages'] as const,
  settings: () => PUBLIC_SETTINGS_QUERY_KEY,
}
