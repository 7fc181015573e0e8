/**
 * The landing page's long texts in a chunk of their own: a visitor of a ranking does not
 * download them. `preloadSiteContent` loads them (the prerender). The other pages' texts
 * are rows of the pages table (content-page.tsx).
 */
import { lazyWithPreload } from '@/lib/lazy-with-preload'

export const LandingSections = lazyWithPreload(() =>
  import('../../components/landing/landing-sections').then((m) => m.LandingSections),
)

export async function preloadSiteContent(): Promise<void> {
  await LandingSections.preload()
}
