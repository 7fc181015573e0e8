/**
 * A brand's link health: whether the monitor paused it, its latest check (state, problems
 * in words, each hop with its status and time, where it ended, whether the click id and
 * the offer survived, how long it took), 'Check now' for editors and admins, and the
 * history of its latest checks with who asked. Shown on the brand form's Link health tab
 * and on the brand's page of the Link health section (for the roles without Brands).
 */
import { AlertCircle, LoaderCircle, PauseCircle, RotateCw, SearchCheck } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { describeError } from '../components/form'
import { RetryAlert } from '../components/retry-alert'
import { exactTime, timeAgo } from '../components/time-ago'
import { useBrandHealth } from './api/get-brand-health'
import { useRequesters } from './api/get-requesters'
import { CHECK_HISTORY_SIZE, useChecks, type LinkCheck } from './api/list-checks'
import { formatMs, offerFoundText, problemsText, yesNo, type LinkHop } from './link-state'
import { StateBadge } from './state-badge'
import { checkFailureText, useCheckNow } from './use-check-now'

export type LinkHealthPanelProps = {
  brandId: string
  /** The brand's name, for the toasts. */
  brandName: string
  /** Editors and admins may ask for a check now. */
  canCheck: boolean
  /** Reads what else a check may change (the brand form's listing and the brand list). */
  onChecked?: () => Promise<unknown>
}

export function LinkHealthPanel({ brandId, brandName, canCheck, onChecked }: LinkHealthPanelProps) {
  const checks = useChecks(brandId)
  const check = useCheckNow({ brandId, brandName, onChecked })
  const latestId = useId()
  const historyId = useId()
  const requesterIds = (checks.data ?? []).flatMap((entry) =>
    entry.trigger === 'staff' && entry.requested_by ? [entry.requested_by] : [],
  )
  const requesters = useRequesters(requesterIds)
  const askedBy = (entry: LinkCheck) => {
    if (entry.trigger === 'schedule') return 'Scheduled check'
    const name = entry.requested_by ? requesters.data?.get(entry.requested_by) : undefined
    return `Asked by ${name ?? 'a member of staff'}`
  }
  const latest = checks.data?.[0] ?? null

  return (
    <div className="grid min-w-0 gap-5">
      <PauseNotice brandId={brandId} />
      <section aria-labelledby={latestId} className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={latestId} className="text-sm font-medium">
            Latest check
          </h3>
          {canCheck ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={check.isPending}
              aria-describedby={`${latestId}-note`}
              onClick={() => check.mutate()}
            >
              {check.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <SearchCheck aria-hidden="true" />
              )}
              {check.isPending ? 'Checking...' : 'Check now'}
            </Button>
          ) : null}
        </div>
        {canCheck ? (
          <p id={`${latestId}-note`} className="text-xs text-muted-foreground">
            Follows the link at once, as a visitor&apos;s click would, with a test click id that is
            never counted.
          </p>
        ) : null}
        <div role="status" aria-live="polite" className="empty:hidden">
          {check.isPending ? (
            <p className="text-sm text-muted-foreground">
              Checking the link of {brandName}: following each redirect, this can take up to a
              minute.
            </p>
          ) : null}
        </div>
        {check.isError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>The link could not be checked</AlertTitle>
            <AlertDescription>
              <p>{checkFailureText(check.error)}</p>
              <p>Nothing was changed: the checks below are as they were.</p>
            </AlertDescription>
          </Alert>
        ) : null}
        {checks.isPending ? (
          <div aria-busy="true" aria-label="Loading the checks" className="space-y-2">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : checks.isError ? (
          <CheckLoadError error={checks.error} retry={() => void checks.refetch()} />
        ) : latest ? (
          <LatestCheck check={latest} askedBy={askedBy(latest)} />
        ) : (
          <p className="rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
            Not checked yet. The monitor checks the link of every listed brand every few hours
            {canCheck ? ', or at once with Check now' : ''}.
          </p>
        )}
      </section>
      {checks.data && checks.data.length > 0 ? (
        <section aria-labelledby={historyId} className="min-w-0 space-y-3">
          <div className="space-y-1">
            <h3 id={historyId} className="text-sm font-medium">
              Check history
            </h3>
            <p className="text-xs text-muted-foreground">
              The latest {CHECK_HISTORY_SIZE} checks, newest first.
            </p>
          </div>
          <ol aria-labelledby={historyId} className="divide-y rounded-md border">
            {checks.data.map((entry) => (
              <HistoryItem key={entry.id} check={entry} askedBy={askedBy(entry)} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}

function CheckLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>The checks could not be loaded</AlertTitle>
      <AlertDescription>
        <p>{describeError(error)}</p>
        <Button type="button" variant="outline" size="sm" onClick={retry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </AlertDescription>
    </Alert>
  )
}

/** 'Paused since …: Link broken: …' while the monitor keeps the brand out of its market. */
function PauseNotice({ brandId }: { brandId: string }) {
  const health = useBrandHealth(brandId)
  if (health.isError) {
    return <RetryAlert what="whether the brand is paused" onRetry={() => void health.refetch()} />
  }
  const brand = health.data
  if (!brand?.link_paused_at) return null
  return (
    <Alert variant="warning" role="status">
      <PauseCircle aria-hidden="true" />
      <AlertTitle>
        Paused in {brand.market_name} since{' '}
        <time dateTime={brand.link_paused_at} title={exactTime(brand.link_paused_at)}>
          {timeAgo(brand.link_paused_at)}
        </time>
      </AlertTitle>
      <AlertDescription>
        <p className="text-foreground">{brand.link_pause_reason}</p>
        <p>
          Visitors do not see it in the ranking and its link answers with the reason. The next OK
          check lifts the pause.
        </p>
      </AlertDescription>
    </Alert>
  )
}

function CheckedAt({ at }: { at: string }) {
  return (
    <time dateTime={at} title={exactTime(at)}>
      {timeAgo(at)}
    </time>
  )
}

function Fact({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0 space-y-0.5', wide && 'sm:col-span-2')}>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

/** A URL as staff read it: whole, breaking anywhere on a phone. */
function Url({ value }: { value: string }) {
  return <span className="break-all font-mono text-xs">{value}</span>
}

function LatestCheck({ check, askedBy }: { check: LinkCheck; askedBy: string }) {
  return (
    <div className="space-y-4 rounded-md border p-3 text-sm sm:p-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <StateBadge state={check.state} />
        <CheckedAt at={check.checked_at} />
        <span className="text-muted-foreground">· {askedBy}</span>
      </p>
      {check.problems.length > 0 ? (
        <div className="space-y-1">
          <p className="text-xs text-muted-foreground">Problems</p>
          <ul className="list-disc space-y-0.5 pl-5">
            {check.problems.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>No problems found.</p>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term="Final URL" wide>
          {check.final_url ? <Url value={check.final_url} /> : 'None: the chain broke off'}
        </Fact>
        <Fact term="Final status">{check.final_status ?? 'No answer'}</Fact>
        <Fact term="Response time">{formatMs(check.response_ms)}</Fact>
        <Fact term="Click id kept">{yesNo(check.click_id_kept)}</Fact>
        <Fact term="Offer found">{offerFoundText(check.offer_found)}</Fact>
        {check.error ? (
          <Fact term="Error" wide>
            <span className="font-mono text-xs">{check.error}</span>
          </Fact>
        ) : null}
      </dl>
      <Hops hops={check.hops} startUrl={check.start_url} />
    </div>
  )
}

/** Each request of the chain: its status, time and URL, and where it sent the check next. */
function Hops({ hops, startUrl }: { hops: readonly LinkHop[]; startUrl: string }) {
  const headingId = useId()
  return (
    <div className="space-y-2">
      <p id={headingId} className="text-xs text-muted-foreground">
        {hops.length === 0
          ? 'Hops: none. The check stopped before its first request.'
          : `Hops (${hops.length})`}
      </p>
      {hops.length === 0 ? (
        <p>
          Started at <Url value={startUrl} />
        </p>
      ) : (
        <HopList hops={hops} labelledBy={headingId} />
      )}
    </div>
  )
}

function HopList({ hops, labelledBy }: { hops: readonly LinkHop[]; labelledBy?: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="space-y-2">
      {hops.map((hop, index) => (
        <li key={index} className="flex min-w-0 gap-2">
          <span className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">
            {index + 1}.
          </span>
          <div className="min-w-0 flex-1 space-y-0.5">
            <p className="flex flex-wrap gap-x-3">
              <span className="font-medium tabular-nums">
                {hop.status === null ? 'No answer' : `Status ${hop.status}`}
              </span>
              <span className="tabular-nums text-muted-foreground">{formatMs(hop.ms)}</span>
            </p>
            <p>
              <Url value={hop.url} />
            </p>
            {hop.location ? (
              <p className="text-muted-foreground">
                Sent on to <Url value={hop.location} />
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}

function HistoryItem({ check, askedBy }: { check: LinkCheck; askedBy: string }) {
  return (
    <li className="space-y-1.5 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StateBadge state={check.state} />
        <CheckedAt at={check.checked_at} />
        <span className="text-muted-foreground">{askedBy}</span>
      </p>
      <p className="flex flex-wrap gap-x-3 text-muted-foreground">
        <span>Final status {check.final_status ?? '—'}</span>
        <span>{formatMs(check.response_ms)}</span>
        <span>
          {check.hops.length} {check.hops.length === 1 ? 'hop' : 'hops'}
        </span>
      </p>
      {check.problems.length > 0 ? <p>{problemsText(check.problems)}</p> : null}
      {check.hops.length > 0 ? (
        <details>
          <summary className="w-fit cursor-pointer rounded-sm text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Hops of this check
          </summary>
          <div className="mt-2">
            <HopList hops={check.hops} />
          </div>
        </details>
      ) : null}
    </li>
  )
}
