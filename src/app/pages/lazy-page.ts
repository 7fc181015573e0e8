import type { ComponentType } from 'react'
import { preloadHeadTags } from '@/components/seo/head-tags-code'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

/**
 * A code-split public page that resolves with the head tags' code (head-tags.tsx): the
 * page hydrates with its <title> and <meta>, so React takes over the prerendered tags in
 * <head>. A page hydrated before Helmet's code arrived would leave them to a later pass,
 * which the page's first update turns into a fresh render: a second set of tags.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyWithPreload(() =>
    Promise.all([load(), preloadHeadTags()]).then(([component]) => component),
  )
}
