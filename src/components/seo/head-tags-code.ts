/**
 * react-helmet-async's Helmet, code-split (head-tags.tsx renders it). The prerender and
 * each page's code load it first (preloadHeadTags: app/pages/lazy-page.ts).
 */
import type { ComponentType, ReactNode } from 'react'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

export type HelmetProps = { children: ReactNode }

// Helmet's class type declares defaultProps that ComponentType's cannot hold; its props are these.
export const LazyHelmet = lazyWithPreload<HelmetProps>(() =>
  import('react-helmet-async').then((module) => module.Helmet as ComponentType<HelmetProps>),
)

export const preloadHeadTags = LazyHelmet.preload
