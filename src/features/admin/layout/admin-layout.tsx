/**
 * First version of the admin frame: a fixed sidebar on large screens, a slide-in sheet on
 * small ones, a top bar with the current page's title. Each page loads lazily; while it
 * does, the content area shows 'Loading...' (the Suspense boundary is keyed by path so a
 * navigation shows the placeholder instead of keeping the previous page).
 */
import { Compass, Menu } from 'lucide-react'
import { Suspense, useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { adminNavigation, paths } from '@/config/paths'
import { siteConfig } from '@/config/site'
import { AdminNav } from './admin-nav'

function AdminBrand() {
  return (
    <Link to={paths.admin.dashboard.path} className="flex items-center gap-2 font-bold">
      <Compass className="size-5 text-gold" aria-hidden="true" />
      {siteConfig.name} Admin
    </Link>
  )
}

export function AdminLayout() {
  const { pathname } = useLocation()
  const [sheetOpen, setSheetOpen] = useState(false)
  const current = adminNavigation.find(
    (item) => pathname === item.path || pathname.startsWith(`${item.path}/`),
  )

  return (
    <div className="min-h-screen bg-muted/30">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 border-r bg-background p-4 lg:flex">
        <AdminBrand />
        <AdminNav />
      </aside>
      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background px-4 md:px-6">
          <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              onClick={() => setSheetOpen(true)}
            >
              <Menu aria-hidden="true" />
              <span className="sr-only">Open navigation</span>
            </Button>
            <SheetContent side="left" className="w-72 p-4" aria-describedby={undefined}>
              <SheetHeader className="p-0 pr-8">
                <SheetTitle asChild>
                  <div>
                    <AdminBrand />
                  </div>
                </SheetTitle>
              </SheetHeader>
              <AdminNav onNavigate={() => setSheetOpen(false)} />
            </SheetContent>
          </Sheet>
          <p className="text-lg font-semibold">{current?.label ?? 'Admin'}</p>
          <Button asChild variant="outline" size="sm" className="ml-auto">
            <Link to={paths.home.getHref()}>View site</Link>
          </Button>
        </header>
        <main className="p-4 md:p-6">
          <Suspense key={pathname} fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  )
}
