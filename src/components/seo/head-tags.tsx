/**
 * react-helmet-async's Helmet, loaded apart from the entry (head-tags-code.ts): a
 * prerendered page has its head tags in its HTML already, so nothing on the first paint
 * waits for Helmet's code. Inside its own Suspense boundary, a Helmet still loading keeps
 * hydration going (React leaves the boundary for later); once loaded, React 19 takes the
 * tags Helmet renders over from the matching ones in <head>.
 *
 * No HelmetProvider: on React 19 react-helmet-async hands the tags to React, and its
 * provider renders its children as they are.
 */
import { Suspense } from 'react'
import { LazyHelmet, type HelmetProps } from './head-tags-code'

export function HeadTags({ children }: HelmetProps) {
  return (
    <Suspense fallback={null}>
      <LazyHelmet>{children}</LazyHelmet>
    </Suspense>
  )
}
