/**
 * Parent element of every /admin route. It lives in the public entry and stays tiny:
 * all admin code arrives through React.lazy below it, showing 'Loading...' meanwhile.
 * The stored admin theme is put on <html> before the first paint, so a dark-theme user
 * sees no light flash while the admin code loads.
 */
import { Suspense, useLayoutEffect, type ReactNode } from 'react'
import { PageLoading } from '@/components/page-loading'
import { HeadTags } from '@/components/seo/head-tags'
import {
  applyTheme,
  clearTheme,
  readStoredTheme,
  resolveTheme,
} from '@/features/admin/layout/theme-storage'

export function AdminBoundary({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    applyTheme(resolveTheme(readStoredTheme()))
    return clearTheme
  }, [])

  return (
    <>
      <HeadTags>
        <meta name="robots" content="noindex" />
      </HeadTags>
      <Suspense fallback={<PageLoading fullScreen />}>{children}</Suspense>
    </>
  )
}
