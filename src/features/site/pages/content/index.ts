/**
 * The long texts of the site's pages, each in its own chunk: a visitor of a ranking does
 * not download the privacy policy. `preloadSiteContent` loads them all (the prerender).
 */
import { lazyWithPreload } from '../../lib/lazy-with-preload'

export const AboutContent = lazyWithPreload(() =>
  import('./company-pages').then((m) => m.AboutContent),
)
export const DisclosureContent = lazyWithPreload(() =>
  import('./company-pages').then((m) => m.DisclosureContent),
)
export const PrivacyContent = lazyWithPreload(() =>
  import('./company-pages').then((m) => m.PrivacyContent),
)
export const TermsContent = lazyWithPreload(() =>
  import('./company-pages').then((m) => m.TermsContent),
)
export const GuideContent = lazyWithPreload(() =>
  import('./guide-pages').then((m) => m.GuideContent),
)
export const LandingSections = lazyWithPreload(() =>
  import('../../components/landing/landing-sections').then((m) => m.LandingSections),
)

export async function preloadSiteContent(): Promise<void> {
  await Promise.all(
    [
      AboutContent,
      DisclosureContent,
      PrivacyContent,
      TermsContent,
      GuideContent,
      LandingSections,
    ].map((part) => part.preload()),
  )
}
