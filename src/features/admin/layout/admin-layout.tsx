/**
 * The admin frame behind the authentication guard: a fixed sidebar on large screens, a
 * slide-in sheet on small ones, a top bar with the page title (from the section registry),
 * the alerts' bell, the theme toggle and the avatar menu. It stays mounted while staff move between sections;
 * each section's route checks the role itself (auth/require-section.tsx). Each page loads
 * lazily; meanwhile the content area shows 'Loading...' (the Suspense boundary is keyed by
 * section, so moving to another section shows the placeholder instead of keeping the
 * previous page, while a section's own sub-pages stay under one boundary).
 */
import { ExternalLink, Eye, Menu } from 'lucide-react'
import { Suspense, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { paths } from '@/config/paths'
import { siteConfig } from '@/config/site'
import { useAuth } from '../auth/auth-context'
import { RequireStaff } from '../auth/require-staff'
import { useSessionCheck } from '../auth/use-session-check'
import { ROLE_LABELS } from '../auth/roles'
import { can, HOME_SECTION, pageTitleForPath, sectionForPath, useAdminSections } from '../sections'
import { AdminNav } from './admin-nav'
import { AlertBell } from './alert-bell'
import { ThemeToggle } from './theme-toggle'
import { UserAvatar } from './user-avatar'
import { UserMenu } from './user-menu'

function AdminBrand() {
  return (
    <Link
      to={HOME_SECTION.path}
      className="flex items-center gap-2.5 rounded-md text-sm font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="grid size-7 place-items-center rounded-md bg-brand text-xs font-bold text-brand-foreground dark:bg-primary dark:text-primary-foreground">
        {siteConfig.name.slice(0, 1)}
      </span>
      <span>
        {siteConfig.name}
        <span className="ml-1.5 font-normal text-muted-foreground">Admin</span>
      </span>
    </Link>
  )
}

function SidebarFooter() {
  const { user, role } = useAuth()
  return (
    <div className="mt-auto flex items-center gap-2.5 border-t pt-4">
      <UserAvatar email={user?.email} />
      <div className="min-w-0 text-xs">
        <p className="truncate font-medium text-foreground">{user?.email}</p>
        <p className="text-muted-foreground">{role ? ROLE_LABELS[role] : ''}</p>
      </div>
    </div>
  )
}

function SectionContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const sections = useAdminSections()
  return (
    <Suspense key={sectionForPath(pathname, sections)?.key ?? pathname} fallback={<PageLoading />}>
      {children}
    </Suspense>
  )
}

/** Said beside the title where the role may read the section but not change it. */
function ReadOnlyBadge() {
  const { pathname } = useLocation()
  const { role } = useAuth()
  const section = sectionForPath(pathname, useAdminSections())
  if (!section || !can(role, section, 'read') || can(role, section, 'write')) return null
  return (
    <Badge variant="secondary" className="hidden sm:inline-flex">
      <Eye aria-hidden="true" />
      Read-only
    </Badge>
  )
}

function AdminShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  useSessionCheck()
  const [sheetOpen, setSheetOpen] = useState(false)
  const title = pageTitleForPath(pathname, useAdminSections())

  return (
    <div className="min-h-screen bg-muted/40 dark:bg-background">
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-60 flex-col gap-6 border-r bg-background px-3 py-4 lg:flex">
        <div className="px-2.5">
          <AdminBrand />
        </div>
        <div className="-mx-1 flex-1 overflow-y-auto px-1">
          <AdminNav />
        </div>
        <div className="px-2.5">
          <SidebarFooter />
        </div>
      </aside>
      <div className="lg:pl-60">
        <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b bg-background/80 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 md:px-6">
          <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
            {/* Radix's trigger: the sheet says it is expanded, and gives focus back on close. */}
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon-sm" className="lg:hidden">
                <Menu aria-hidden="true" />
                <span className="sr-only">Open navigation</span>
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="w-72 gap-6 p-4" aria-describedby={undefined}>
              <SheetHeader className="p-0 pl-2.5 pr-8">
                <SheetTitle asChild>
                  <div>
                    <AdminBrand />
                  </div>
                </SheetTitle>
              </SheetHeader>
              <div className="flex-1 overflow-y-auto">
                <AdminNav onNavigate={() => setSheetOpen(false)} />
              </div>
              <div className="px-2.5">
                <SidebarFooter />
              </div>
            </SheetContent>
          </Sheet>
          <p className="truncate text-sm font-semibold" data-testid="admin-page-title">
            {title}
          </p>
          <ReadOnlyBadge />
          <div className="ml-auto flex items-center gap-1">
            <Link
              to={paths.home.getHref()}
              className={buttonVariants({
                variant: 'ghost',
                size: 'sm',
                className: 'hidden text-muted-foreground sm:inline-flex',
              })}
            >
              View site
              <ExternalLink aria-hidden="true" />
            </Link>
            <AlertBell />
            <ThemeToggle />
            <UserMenu />
          </div>
        </header>
        <main className="mx-auto w-full max-w-6xl p-4 md:p-8">
          <SectionContent>{children}</SectionContent>
        </main>
      </div>
    </div>
  )
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <RequireStaff>
      <AdminShell>{children}</AdminShell>
    </RequireStaff>
  )
}
