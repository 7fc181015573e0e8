/**
 * 'Licences expiring': the brand licences whose last valid day is within the next 30
 * days, soonest first (brand, market, regulator, number, last day); a brand opens its form
 * for staff who edit brands. A brand whose licence ends leaves its market's ranking at
 * midnight (UTC) after that day.
 */
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { FIGURE_LINK_CLASS } from '../components/reporting/figure-link'
import { adminSections } from '../sections'
import {
  EXPIRING_WITHIN_DAYS,
  useExpiringLicences,
  type ExpiringLicence,
} from './api/get-expiring-licences'
import { lastDayText } from './licence-dates'
import { RetryAlert } from '../components/retry-alert'

function LicenceItem({ licence, canOpen }: { licence: ExpiringLicence; canOpen: boolean }) {
  const brand = licence.brand.brand_name
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm">
      <div className="min-w-0">
        {canOpen ? (
          <Link
            to={`${adminSections.brands.path}?edit=${licence.brand.id}`}
            className={FIGURE_LINK_CLASS}
          >
            {brand}
          </Link>
        ) : (
          <span className="font-medium">{brand}</span>
        )}
        <p className="text-xs text-muted-foreground">
          {[licence.brand.market ?? 'No market', licence.regulator ?? 'No regulator'].join(' · ')} ·
          No. <span className="break-all">{licence.licence_number}</span>
        </p>
      </div>
      <p className="shrink-0 tabular-nums">Last day {lastDayText(licence.valid_to, new Date())}</p>
    </li>
  )
}

export function ExpiringLicences({ canOpenBrands }: { canOpenBrands: boolean }) {
  const query = useExpiringLicences()
  return (
    <section
      aria-labelledby="expiring-licences-heading"
      className="min-w-0 space-y-2 rounded-lg border bg-card p-3 shadow-sm sm:p-4"
    >
      <h2 id="expiring-licences-heading" className="text-sm font-semibold">
        Licences expiring{' '}
        <span className="font-normal text-muted-foreground">
          in the next {EXPIRING_WITHIN_DAYS} days
        </span>
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading the licences expiring" className="space-y-2">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : query.isError ? (
        <RetryAlert what="the licences expiring" onRetry={() => void query.refetch()} />
      ) : query.data.licences.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No licence ends in the next {EXPIRING_WITHIN_DAYS} days.
        </p>
      ) : (
        <>
          <ul aria-labelledby="expiring-licences-heading" className="divide-y">
            {query.data.licences.map((licence) => (
              <LicenceItem key={licence.id} licence={licence} canOpen={canOpenBrands} />
            ))}
          </ul>
          {query.data.total > query.data.licences.length ? (
            <p className="text-xs text-muted-foreground">
              {query.data.total - query.data.licences.length} more not shown.
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
