/**
 * Parent element of every /admin route. It lives in the public entry and stays tiny:
 * all admin code arrives through React.lazy below it, showing 'Loading...' meanwhile.
 */
import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'

export function AdminBoundary() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <Suspense fallback={<PageLoading className="min-h-screen" />}>
        <Outlet />
      </Suspense>
    </>
  )
}
