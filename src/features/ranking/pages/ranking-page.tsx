/**
 * /{country} and /{country}/{category}: title block, the ranked brands, Other Categories,
 * the choosing guide and the FAQ (SPEC.md section 2, in that order).
 */
import { Head } from '@/components/seo/head'
import { Badge } from '@/components/ui/badge'
import { DEFAULT_CATEGORY, paths } from '@/config/paths'
import { useToday } from '@/lib/today'
import { useRankedBrands } from '../api/get-brands'
import { marketOf, useCountry } from '../api/get-country'
import { useAppliedRules } from '../api/use-market-rules'
import { rankingForVisitor } from '../lib/market-rules'
import { ClosedMarket, VisitorMarketClosed } from '../components/closed-market-parts'
import { MarketRulesProvider, ResponsibleGamblingNote } from '../components/market-rules'
import { BrandList } from '../components/brand-list'
import { ChooseGuide, OtherCategories, RankingFaq } from '../components/below-the-fold'
import { RankingHero } from '../components/ranking-hero'
import type { RankingCatalog } from '../lib/ranking-catalog'
import { usePublicSettings } from '@/lib/use-public-settings'
import { rankingHeading, rankingSubtitle, rankingTitle } from '../lib/ranking-heading'
import { monthYear } from '@/lib/format'

type RankingPageProps = {
  country: string
  category: string
  /** The names and categories the route resolved (useRankingCatalog). */
  catalog: Extract<RankingCatalog, { status: 'ready' }>
}

export function RankingPage({ country, category, catalog }: RankingPageProps) {
  const { countryName } = catalog
  // The build's month in the prerendered HTML and during hydration, the visitor's month after.
  const now = useToday()
  const { siteName } = usePublicSettings()
  const ranking = useRankedBrands({ country, category })
  const canonicalPath =
    category === DEFAULT_CATEGORY
      ? paths.country.getHref(country)
      : paths.category.getHref(country, category)
  // The market's rules (#26), with the visitor's place once known.
  const market = marketOf(useCountry(country).data)
  const rules = useAppliedRules(market)
  if (market && !market.casino_promotion) {
    return (
      <ClosedMarket
        country={country}
        countryName={countryName}
        rules={rules}
        canonicalPath={canonicalPath}
      />
    )
  }
  const block = rules.responsibleGambling
  // Where the visitor's region lists only its regulator's operators, the others leave.
  const listed = rankingForVisitor(ranking, rules, now)
  return (
    <MarketRulesProvider rules={rules}>
      <Head
        title={rankingTitle(countryName, now, siteName)}
        fullTitle
        description={rankingSubtitle(countryName, now)}
        canonicalPath={canonicalPath}
      />
      <RankingHero
        title={rankingHeading(countryName, now)}
        lead={rankingSubtitle(countryName, now)}
        className="[&>h1]:text-2xl [&>h1]:leading-tight md:[&>h1]:text-4xl [&>p]:text-[15px] md:[&>p]:text-lg"
        updated={monthYear(now)}
        minAge={block?.minAge}
        note={<ResponsibleGamblingNote block={block} />}
      >
        {category === DEFAULT_CATEGORY ? null : (
          <div className="space-y-2">
            <Badge variant="secondary" size="lg">
              Category: {catalog.categoryName}
            </Badge>
            {catalog.categoryDescription ? (
              <p className="max-w-3xl text-sm text-muted-foreground md:text-base">
                {catalog.categoryDescription}
              </p>
            ) : null}
          </div>
        )}
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
        <OtherCategories country={country} category={category} categories={catalog.categories} />
        <ChooseGuide brands={rules.closed ? undefined : listed.brands} />
        <RankingFaq countryName={countryName} />
      </div>
    </MarketRulesProvider>
  )
}
