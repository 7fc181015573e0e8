/** /{country}/compare: the title block, the ranked list and the side-by-side table. */
import { Head } from '@/components/seo/head'
import { DEFAULT_CATEGORY, paths } from '@/config/paths'
import { useToday } from '@/lib/today'
import { useRankedBrands } from '../api/get-brands'
import { marketOf, useCountry } from '../api/get-country'
import { useAppliedRules } from '../api/use-market-rules'
import { rankingForVisitor } from '../lib/market-rules'
import { ClosedMarket, VisitorMarketClosed } from '../components/closed-market-parts'
import { MarketRulesProvider, ResponsibleGamblingNote } from '../components/market-rules'
import { BrandList } from '../components/brand-list'
import { CompareTable } from '../components/below-the-fold'
import { RankingHero } from '../components/ranking-hero'
import { monthYear } from '@/lib/format'

/** `countryName`: the launch country's spec name or the country row's (useCountryCatalog). */
export function ComparePage({ country, countryName }: { country: string; countryName: string }) {
  const title = `Compare Online Casinos in ${countryName}`
  const ranking = useRankedBrands({ country, category: DEFAULT_CATEGORY })
  const today = useToday()
  // The market's rules (#26), with the visitor's place once known.
  const market = marketOf(useCountry(country).data)
  const rules = useAppliedRules(market)
  if (market && !market.casino_promotion) {
    return (
      <ClosedMarket
        country={country}
        countryName={countryName}
        rules={rules}
        canonicalPath={paths.compare.getHref(country)}
      />
    )
  }
  const block = rules.responsibleGambling
  // Where the visitor's region lists only its regulator's operators, the others leave.
  const listed = rankingForVisitor(ranking, rules, today)
  return (
    <MarketRulesProvider rules={rules}>
      <Head
        title={title}
        description={`Side-by-side comparison of the online casinos we rank in ${countryName}: bonuses, scores, payout speed and licences.`}
        canonicalPath={paths.compare.getHref(country)}
      />
      <RankingHero
        title={title}
        className="[&>h1]:text-3xl md:[&>h1]:text-5xl"
        lead="Bonuses, scores, payout speed and player ratings side by side, so you can pick with confidence."
        updated={monthYear(today)}
        minAge={block?.minAge}
        note={<ResponsibleGamblingNote block={block} />}
      >
        <p className="text-sm font-medium text-muted-foreground">
          Showing {DEFAULT_CATEGORY} brands for {country.toUpperCase()}
        </p>
      </RankingHero>
      <div className="container space-y-12 py-6 md:space-y-14 md:py-10">
        <section aria-label="Casino ranking">
          {/* The brands' names are h3: the outline needs the h2 a sighted reader doesn't. */}
          <h2 className="sr-only">Casino ranking</h2>
          {rules.closed ? (
            <VisitorMarketClosed />
          ) : (
            <BrandList {...listed} countryName={countryName} />
          )}
        </section>
        {listed.status === 'success' && !rules.closed ? (
          <CompareTable brands={listed.brands} />
        ) : null}
      </div>
    </MarketRulesProvider>
  )
}
