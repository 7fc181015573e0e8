/**
 * The brands that brought the most clicks and the most revenue in the last 7 days (one
 * report_breakdown('brand') call each, ranked by the database); each brand opens Outgoing Clicks
 * filtered to it and to the same days, the revenue list to its converted clicks.
 */
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { useBreakdown } from '../components/reporting/api/get-breakdown'
import { useReportingCurrency } from '../components/reporting/api/get-reporting-currency'
import { FIGURE_LINK_CLASS } from '../components/reporting/figure-link'
import { formatFigure } from '../components/reporting/format'
import { writeTrafficFilters } from '../components/traffic/filters'
import { topBrands, type Comparison, type TopBrand, type TopBrandMeasure } from './traffic-figures'
import { NO_FILTERS } from './use-dashboard-live'
import { RetryAlert } from '../components/retry-alert'

const TOP_BRANDS = 5

const MEASURES: {
  measure: TopBrandMeasure
  title: string
  unit: (n: number, currency: string | null | undefined) => string
}[] = [
  {
    measure: 'clicks',
    title: 'By clicks',
    unit: (n) => `${formatFigure(n, 'integer')} ${n === 1 ? 'click' : 'clicks'}`,
  },
  {
    measure: 'revenue',
    title: 'By revenue',
    unit: (n, currency) => `${formatFigure(n, 'money', currency)} revenue`,
  },
]

function brandHref(brand: TopBrand, measure: TopBrandMeasure, comparison: Comparison) {
  const params = writeTrafficFilters({
    period: comparison.period,
    brand: brand.slug,
    traffic: 'humans',
    converted: measure === 'revenue' ? 'yes' : undefined,
  })
  return `/admin/click-log?${params.toString()}`
}

/** The top brands of one measure, ranked by the database (report_breakdown's p_order). */
function BrandList({
  title,
  measure,
  unit,
  comparison,
}: {
  title: string
  measure: TopBrandMeasure
  unit: (n: number) => string
  comparison: Comparison
}) {
  // One more than shown: the clicks of deleted brands (no slug) are one value, left out.
  const breakdown = useBreakdown('brand', comparison.range, NO_FILTERS, {
    order: measure,
    limit: TOP_BRANDS + 1,
  })
  const headingId = `top-brands-${measure}`
  return (
    <div className="min-w-0 space-y-2">
      <h3 id={headingId} className="text-xs font-medium uppercase text-muted-foreground">
        {title}
      </h3>
      {breakdown.isPending ? (
        <div
          role="status"
          aria-label={`Loading the top brands ${title.toLowerCase()}`}
          className="space-y-2"
        >
          {Array.from({ length: TOP_BRANDS }, (_, index) => (
            <Skeleton key={index} className="h-5 w-full" />
          ))}
        </div>
      ) : breakdown.isError ? (
        <RetryAlert what="the top brands" onRetry={() => void breakdown.refetch()} />
      ) : (
        <Ranking
          brands={topBrands(breakdown.data, measure, TOP_BRANDS)}
          headingId={headingId}
          measure={measure}
          unit={unit}
          comparison={comparison}
        />
      )}
    </div>
  )
}

function Ranking({
  brands,
  headingId,
  measure,
  unit,
  comparison,
}: {
  brands: TopBrand[]
  headingId: string
  measure: TopBrandMeasure
  unit: (n: number) => string
  comparison: Comparison
}) {
  if (brands.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {measure === 'clicks' ? 'No clicks in these 7 days.' : 'No revenue in these 7 days.'}
      </p>
    )
  const top = brands[0]!.value
  return (
    <ol aria-labelledby={headingId} className="space-y-1.5">
      {brands.map((brand) => (
        <li key={brand.slug} className="text-sm">
          <Link
            to={brandHref(brand, measure, comparison)}
            className={cn(FIGURE_LINK_CLASS, 'flex items-baseline justify-between gap-2')}
          >
            <span className="min-w-0 truncate">{brand.name}</span>
            <span className="shrink-0 tabular-nums">{unit(brand.value)}</span>
          </Link>
          <div className="mt-0.5 h-1 rounded-full bg-muted" aria-hidden="true">
            <div
              className="h-1 rounded-full bg-primary/60"
              style={{ width: `${top > 0 ? Math.max(2, (brand.value / top) * 100) : 0}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  )
}

export function TopBrands({ comparison }: { comparison: Comparison }) {
  const currency = useReportingCurrency().data
  return (
    <section
      aria-labelledby="top-brands-heading"
      className="min-w-0 space-y-3 rounded-lg border bg-card p-3 shadow-sm sm:p-4"
    >
      <h2 id="top-brands-heading" className="text-sm font-semibold">
        Top brands{' '}
        <span className="font-normal text-muted-foreground">{comparison.title.toLowerCase()}</span>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {MEASURES.map(({ measure, title, unit }) => (
          <BrandList
            key={measure}
            title={title}
            measure={measure}
            unit={(n) => unit(n, currency)}
            comparison={comparison}
          />
        ))}
      </div>
    </section>
  )
}
