/**
 * The page of a `pages` row (/about, or /{slug} of a page created in the admin), code-split:
 * the Markdown renderer comes with it, never with the rankings.
 */
import { lazyPage } from './lazy-page'

export const ContentPage = lazyPage(() =>
  import('@/features/site/pages/content-page').then((m) => m.ContentPage),
)
