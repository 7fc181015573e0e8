/**
 * /admin/dashboard: for the roles that read traffic, today and the last 7 days with their
 * comparisons, the top brands and the latest clicks live (traffic-overview.tsx; an editor's
 * dashboard asks for none of it); then the counts the role may read, how stale the
 * prerendered public pages are (with 'Rebuild public pages' for its write roles), the brand
 * licences that end within 30 days (expiring-licences.tsx), and a tile
 * for each other section it may read (from the section registry).
 */
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { FIGURE_LINK_CLASS } from '../components/reporting/figure-link'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '../auth/auth-context'
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../auth/roles'
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { adminSections, HOME_SECTION, sectionsFor } from '../sections'
import { statsFor, useStatCount, type DashboardStat } from './api/get-stat-count'
import { ExpiringLicences } from './expiring-licences'
import { PublicPagesStatus } from './public-pages-status'
import { TrafficOverview } from './traffic-overview'

const numberFormat = new Intl.NumberFormat('en')

function StatCard({ stat }: { stat: DashboardStat }) {
  const query = useStatCount(stat.id)
  return (
    <div className="rounded-lg border bg-card p-3 shadow-sm sm:p-4">
      <p className="truncate text-sm font-medium text-muted-foreground">
        <Link to={adminSections[stat.section].path} className={FIGURE_LINK_CLASS}>
          {stat.label}
        </Link>
      </p>
      <div className="mt-2 h-8">
        {query.isPending ? (
          <Skeleton className="h-7 w-16" />
        ) : query.isError ? (
          <p className="text-sm text-destructive">Could not load</p>
        ) : (
          <p className="text-2xl font-semibold tabular-nums tracking-tight">
            {numberFormat.format(query.data)}
          </p>
        )}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{stat.hint}</p>
    </div>
  )
}

export function DashboardPage() {
  const { role, user } = useAuth()
  const stats = statsFor(role)
  const { canWrite } = useSectionAccess('dashboard')
  const analytics = useSectionAccess('analytics')
  const clickLog = useSectionAccess('clickLog')
  const compliance = useSectionAccess('compliance')
  const brands = useSectionAccess('brands')
  const shortcuts = sectionsFor(role).filter((section) => section.key !== HOME_SECTION.key)

  return (
    <AdminPage
      title={adminSections.dashboard.label}
      description={
        role
          ? `Signed in as ${user?.email ?? ''} · ${ROLE_LABELS[role]}. ${ROLE_DESCRIPTIONS[role]}`
          : undefined
      }
    >
      {analytics.canRead || clickLog.canRead ? (
        <TrafficOverview showFigures={analytics.canRead} showClicks={clickLog.canRead} />
      ) : null}
      {stats.length > 0 ? (
        <section aria-label="Key figures" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {stats.map((stat) => (
            <StatCard key={stat.id} stat={stat} />
          ))}
        </section>
      ) : null}
      {compliance.canRead ? <ExpiringLicences canOpenBrands={brands.canRead} /> : null}
      <PublicPagesStatus canWrite={canWrite} />
      <section aria-labelledby="shortcuts-heading" className="space-y-3">
        <h2 id="shortcuts-heading" className="text-sm font-semibold">
          Your sections
        </h2>
        <ul className="grid grid-cols-2 gap-2 lg:grid-cols-3">
          {shortcuts.map(({ key, path, label, icon: Icon }) => (
            <li key={key}>
              <Link
                to={path}
                className="group flex items-center gap-3 rounded-lg border bg-card px-3 py-2.5 text-sm font-medium shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {label}
                <ArrowRight
                  className="ml-auto size-4 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AdminPage>
  )
}
