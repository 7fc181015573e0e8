/**
 * Beside a market's form: its regions with rules of their own (Ontario in Canada), each
 * with its bonus policy and minimum age, 'Edit' and 'Delete'; 'New region' adds one.
 * Loading, failure (with Retry) and the empty list each have their own block.
 */
import { useQuery } from '@tanstack/react-query'
import { AlertCircle, Pencil, Plus, RotateCw } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { RowDeleteButton } from '../components/data-table/row-parts'
import { describeError } from '../components/form'
import { NEW_ROW } from '../components/edit-links'
import { regulatorChoicesQueryOptions } from './api/choices'
import { regionListQueryOptions, regionName, type RegionRow } from './api/region-rows'
import type { MarketRow } from './api/market-rows'
import { REGION_PARAM } from './region-form'
import { bonusPolicyShort } from './rules-labels'
import { useDeleteRegion } from './use-delete-region'

function useRegionHref() {
  const [params] = useSearchParams()
  return (id: string) => {
    const next = new URLSearchParams(params)
    next.set(REGION_PARAM, id)
    return `?${next.toString()}`
  }
}

function RegionItem({
  region,
  canWrite,
  href,
  onDelete,
  deleting,
  licenceFrom,
}: {
  region: RegionRow
  canWrite: boolean
  href: string
  onDelete: () => void
  deleting: boolean
  /** The code of the regulator whose licence the region requires, if any. */
  licenceFrom: string | null
}) {
  const name = regionName(region)
  return (
    <li className="flex items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <Link
          to={href}
          className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          {name}
        </Link>{' '}
        <span className="text-xs text-muted-foreground">({region.region_code})</span>
        <p className="text-xs text-muted-foreground">
          Bonuses: {bonusPolicyShort(region.bonus_policy)} · {region.min_age}+
          {licenceFrom ? ` · Licence: ${licenceFrom}` : null}
        </p>
      </div>
      {canWrite ? (
        <>
          <Link
            to={href}
            aria-label={`Edit ${name}`}
            className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}
          >
            <Pencil aria-hidden="true" />
          </Link>
          <RowDeleteButton name={name} disabled={deleting} onDelete={onDelete} />
        </>
      ) : null}
    </li>
  )
}

export function RegionsPanel({ market, canWrite }: { market: MarketRow; canWrite: boolean }) {
  const regions = useQuery(regionListQueryOptions(market.id))
  const regulators = useQuery(regulatorChoicesQueryOptions())
  const codeOf = (id: string | null) =>
    regulators.data?.find((regulator) => regulator.id === id)?.code ?? null
  const regionHref = useRegionHref()
  const deletion = useDeleteRegion()
  const headingId = `regions-${market.id}`
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          Regions
        </h3>
        {canWrite ? (
          <Link to={regionHref(NEW_ROW)} className={buttonVariants({ size: 'sm' })}>
            <Plus aria-hidden="true" />
            New region
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        Where the law differs inside {market.name}: visitors located there get the stricter of the
        region&rsquo;s rules and the market&rsquo;s.
      </p>
      {regions.isPending ? (
        <div role="status" aria-label="Loading the regions" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : regions.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>The regions could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{describeError(regions.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void regions.refetch()}>
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      ) : regions.data.length === 0 ? (
        <p className="text-sm">No regions with rules of their own.</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y">
          {regions.data.map((region) => (
            <RegionItem
              key={region.id}
              region={region}
              canWrite={canWrite}
              href={regionHref(region.id)}
              deleting={deletion.checking}
              licenceFrom={codeOf(region.licence_regulator_id)}
              onDelete={() =>
                void deletion.requestDelete({ id: region.id, name: regionName(region) })
              }
            />
          ))}
        </ul>
      )}
      {deletion.dialog}
    </section>
  )
}
