/**
 * Lazy route module: the page of an admin section, itself a chunk of its own. The public
 * entry imports only this module lazily, not one loader per section, which keeps the
 * sections' chunk names out of every visitor's first load.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { AdminSectionKey } from '@/config/paths'

const pages: Record<AdminSectionKey, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./dashboard')),
  countries: lazy(() => import('./countries')),
  brands: lazy(() => import('./brands')),
  pages: lazy(() => import('./pages')),
  categories: lazy(() => import('./categories')),
  users: lazy(() => import('./users')),
  media: lazy(() => import('./media')),
  uploads: lazy(() => import('./uploads')),
  analytics: lazy(() => import('./analytics')),
  incoming: lazy(() => import('./incoming')),
  clickLog: lazy(() => import('./click-log')),
  codeSnippets: lazy(() => import('./code-snippets')),
  postbacks: lazy(() => import('./postbacks')),
  testPostback: lazy(() => import('./test-postback')),
  settings: lazy(() => import('./settings')),
}

export default function AdminSectionPage({ section }: { section: AdminSectionKey }) {
  const Page = pages[section]
  return <Page />
}
