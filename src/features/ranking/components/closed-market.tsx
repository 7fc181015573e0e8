/**
 * The page of a market closed to casino promotion (#26; Australia): informational only.
 * It says that casino promotion is not offered there and why (the market's own wording
 * where staff have written one), and where to get help with gambling: no ranking, no
 * bonus, no link to a casino or /go. And the notice in place of a ranking for a visitor
 * whose own market is closed (the stricter of the page's market and the visitor's place).
 */
import { Home, LifeBuoy, ShieldOff } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Head } from '@/components/seo/head'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { helplineFor } from '@/config/public-settings'
import { usePublicSettings } from '@/lib/use-public-settings'
import type { AppliedRules } from '../lib/market-rules'
import { HelplineLink } from './market-rules'

function closedMarketHeading(countryName: string) {
  return `Casino promotion is not offered in ${countryName}`
}

export function ClosedMarket({
  countryName,
  country,
  rules,
  canonicalPath,
}: {
  countryName: string
  country: string
  rules: AppliedRules
  canonicalPath: string
}) {
  const { siteName, helplines } = usePublicSettings()
  const block = rules.responsibleGambling
  const settingsLine = helplineFor(helplines, country)
  const helpline = block?.helpline ?? {
    name: settingsLine.name,
    url: settingsLine.url ?? null,
    phone: settingsLine.phone ?? null,
  }
  const heading = closedMarketHeading(countryName)
  return (
    <>
      <Head
        title={`${heading} | ${siteName}`}
        fullTitle
        description={`${siteName} shows no online casino ranking, bonuses or casino links for ${countryName}.`}
        canonicalPath={canonicalPath}
      />
      <div className="border-b bg-gradient-to-b from-brand/[0.04] to-transparent">
        <section className="container max-w-content space-y-4 pb-6 pt-8 md:pb-10 md:pt-14">
          <ShieldOff aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
          <p className="max-w-3xl text-lg text-muted-foreground">
            The law in {countryName} does not allow online casinos to be promoted to people there,
            so we show no casino ranking, bonuses or links to casinos for {countryName}.
          </p>
        </section>
      </div>
      <div className="container max-w-content space-y-8 py-8 md:py-10">
        {block?.wording ? (
          <section aria-labelledby="closed-why" className="space-y-2">
            <h2 id="closed-why" className="text-xl font-bold">
              Why
            </h2>
            <p lang={block.lang} className="max-w-3xl leading-relaxed text-foreground/90">
              {block.wording}
            </p>
          </section>
        ) : null}
        <section
          aria-labelledby="closed-help"
          className="space-y-3 rounded-2xl border bg-card p-5 shadow-sm md:p-6"
        >
          <h2 id="closed-help" className="flex items-center gap-2 text-xl font-bold">
            <LifeBuoy aria-hidden="true" className="size-5 text-primary" />
            Worried about gambling?
          </h2>
          <p className="max-w-3xl text-foreground/90">
            Gambling is for adults ({block?.minAge ?? 18}+) and can be addictive. Free, confidential
            help: <HelplineLink helpline={helpline} />
          </p>
        </section>
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
          <Home aria-hidden="true" />
          Choose another country
        </Link>
      </div>
    </>
  )
}

/** In place of the ranking when the visitor is in a market closed to casino promotion. */
export function VisitorMarketClosed() {
  return (
    <div
      role="status"
      className="rounded-xl border border-dashed bg-muted/30 px-6 py-12 text-center"
    >
      <ShieldOff aria-hidden="true" className="mx-auto mb-3 size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">Casino promotion is not offered where you are</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
        The law of the country you are visiting from does not allow online casinos to be promoted
        there, so we show you no casino ranking, bonuses or links to casinos.
      </p>
    </div>
  )
}
