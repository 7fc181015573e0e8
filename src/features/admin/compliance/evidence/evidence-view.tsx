/**
 * Compliance > Evidence (`?view=evidence&market=uk&build=<id>&page=/uk`): what a market's
 * visitors saw, build by build. Each build keeps the prerendered HTML of the market's pages
 * (scripts/page-evidence.ts); staff pick the market, a build ('As seen on {date}') and one of
 * its pages, shown inert (a sandboxed frame: no script runs, no link opens) and downloadable
 * as the file the build published.
 */
import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { OptionsSelect } from '../../components/options-select'
import { RetryAlert } from '../../components/retry-alert'
import { marketChoicesQueryOptions, type MarketChoice } from '../api/choices'
import { evidencePageQueryOptions } from './api/get-evidence-page'
import { framedDocument } from './framed-document'
import { asSeenOn, BUILD_PARAM, evidenceHref, MARKET_PARAM, PAGE_PARAM } from './evidence-links'
import { evidenceBuildsQueryOptions, type EvidenceBuild } from './api/list-evidence-builds'

export function EvidenceView() {
  const [params, setParams] = useSearchParams()
  const market = params.get(MARKET_PARAM) ?? ''
  const markets = useQuery(marketChoicesQueryOptions())
  const chosen = markets.data?.find((choice) => choice.slug === market)

  return (
    <div className="space-y-4">
      <p className="max-w-prose text-sm text-muted-foreground">
        Each build of the public site keeps every market&apos;s pages as its visitors got them.
        Choose a market, then a build.
      </p>
      <div className="flex max-w-xs flex-col gap-1.5">
        <Label htmlFor="evidence-market">Market</Label>
        <OptionsSelect
          id="evidence-market"
          value={market}
          blank="Choose a market"
          disabled={!markets.data}
          options={(markets.data ?? []).map((choice) => ({
            value: choice.slug,
            label: choice.name,
          }))}
          onChange={(event) =>
            setParams(new URLSearchParams(evidenceHref(event.target.value).slice(1)))
          }
        />
      </div>
      {markets.isError ? (
        <RetryAlert what="the markets" onRetry={() => void markets.refetch()} />
      ) : null}
      {chosen ? <MarketEvidence key={chosen.slug} market={chosen} /> : null}
    </div>
  )
}

function MarketEvidence({ market }: { market: MarketChoice }) {
  const [params] = useSearchParams()
  const builds = useQuery(evidenceBuildsQueryOptions(market.slug))

  if (builds.isPending) {
    return (
      <div role="status" aria-label="Loading the kept builds" className="space-y-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-9 w-72 max-w-full" />
        ))}
      </div>
    )
  }
  if (builds.isError) {
    return <RetryAlert what="the kept builds" onRetry={() => void builds.refetch()} />
  }
  if (builds.data.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">
        No build has kept the pages of {market.name} yet. A build keeps them when its environment
        has SUPABASE_SERVICE_ROLE_KEY (README, Deploy).
      </p>
    )
  }
  const build = builds.data.find((entry) => entry.id === params.get(BUILD_PARAM)) ?? builds.data[0]!
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label={`Builds of ${market.name}`} className="min-w-0">
        <ul className="flex gap-1 overflow-x-auto lg:max-h-[70vh] lg:flex-col lg:overflow-y-auto">
          {builds.data.map((entry) => (
            <li key={entry.id} className="shrink-0">
              <Link
                to={evidenceHref(market.slug, entry.id)}
                aria-current={entry.id === build.id ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm',
                  entry.id === build.id
                    ? 'bg-accent font-medium text-accent-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                {asSeenOn(entry.built_at)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <BuildPages market={market} build={build} />
    </div>
  )
}

function BuildPages({ market, build }: { market: MarketChoice; build: EvidenceBuild }) {
  const [params] = useSearchParams()
  const requested = params.get(PAGE_PARAM)
  const path = requested && build.paths.includes(requested) ? requested : build.paths[0]!
  const page = useQuery(evidencePageQueryOptions(build.id, path))
  const title = `${market.name}: ${path}, ${asSeenOn(build.built_at).toLowerCase()}`

  return (
    <section aria-labelledby="evidence-build" className="min-w-0 space-y-3">
      <h2 id="evidence-build" className="text-base font-semibold">
        {asSeenOn(build.built_at)}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Pages of this build" className="min-w-0 flex-1">
          <ul className="flex flex-wrap gap-1">
            {build.paths.map((entry) => (
              <li key={entry}>
                <Link
                  to={evidenceHref(market.slug, build.id, entry)}
                  aria-current={entry === path ? 'page' : undefined}
                  className={cn(
                    'block rounded-md border px-2.5 py-1 font-mono text-xs',
                    entry === path
                      ? 'border-primary bg-primary/10 text-foreground'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {entry}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {page.data ? (
          <DownloadHtml html={page.data.html} name={`${market.slug}${path}-${build.built_at}`} />
        ) : null}
      </div>
      {page.isError ? (
        <RetryAlert what="the page" onRetry={() => void page.refetch()} />
      ) : page.data === undefined ? (
        <Skeleton role="status" aria-label="Loading the page" className="h-[70vh] w-full" />
      ) : (
        // sandbox="" runs no script and opens nothing: the page is shown, never executed.
        <iframe
          title={title}
          sandbox=""
          srcDoc={framedDocument(page.data)}
          className="h-[70vh] w-full rounded-md border bg-white"
        />
      )}
    </section>
  )
}

function DownloadHtml({ html, name }: { html: string; name: string }) {
  const href = useMemo(() => `data:text/html;charset=utf-8,${encodeURIComponent(html)}`, [html])
  return (
    <a
      href={href}
      download={`${name.replace(/[^a-z0-9-]+/gi, '-')}.html`}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <Download aria-hidden="true" />
      Download HTML
    </a>
  )
}
