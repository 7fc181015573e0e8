/**
 * The long texts of the site's pages, each in its own chunk: a visitor of a ranking does
 * not download the privacy policy. `preloadSiteContent` loads them all (the prerender).
 */
import type { GuideCategory, InfoPageKey } from '@/config/paths'
import { lazyWithPreload, type Preloadable } from '@/lib/lazy-with-preload'

/** The text of each information page (the guides share GuideContent). */
export const INFO_PAGE_CONTENT = {
  about: lazyWithPreload(() => import('./company-pages').then((m) => m.AboutContent)),
  disclosure: lazyWithPreload(() => import('./company-pages').then((m) => m.DisclosureContent)),
  privacy: lazyWithPreload(() => import('./company-pages').then((m) => m.PrivacyContent)),
  terms: lazyWithPreload(() => import('./company-pages').then((m) => m.TermsContent)),
} satisfies Record<Exclude<InfoPageKey, GuideCategory>, Preloadable<object>>

export const GuideContent = lazyWithPreload(() =>
  import('./guide-pages').then((m) => m.GuideContent),
)
export const LandingSections = lazyWithPreload(() =>
  import('../../components/landing/landing-sections').then((m) => m.LandingSections),
)

export async function preloadSiteContent(): Promise<void> {
  await Promise.all(
    [...Object.values(INFO_PAGE_CONTENT), GuideContent, LandingSections].map((part) =>
      part.preload(),
    ),
  )
}
