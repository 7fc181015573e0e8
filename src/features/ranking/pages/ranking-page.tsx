/**
 * /{country} and /{country}/{category}: title block, the ranked brands, Other Categories,
 * the choosing guide and the FAQ (SPEC.md section 2, in that order).
 */
import { Head } from '@/components/seo/head'
import { Badge } from '@/components/ui/badge'
import { getCountryName } from '@/config/countries'
import { DEFAULT_CATEGORY, paths } from '@/config/paths'
import { useToday } from '@/lib/today'
import { useRankedBrands } from '../api/get-brands'
import { BrandList } from '../components/brand-list'
import { ChooseGuide } from '../components/choose-guide'
import { OtherCategories } from '../components/other-categories'
import { RankingFaq } from '../components/ranking-faq'
import { RankingHero } from '../components/ranking-hero'
import { categoryLabel } from '../lib/categories'
import { monthYear, rankingHeading, rankingSubtitle, rankingTitle } from '../lib/ranking-heading'

type RankingPageProps = { country: string; category: string }

export function RankingPage({ country, category }: RankingPageProps) {
  const countryName = getCountryName(country)
  // The build's month in the prerendered HTML and during hydration, the visitor's month after.
  const now = useToday()
  const ranking = useRankedBrands({ country, category })
  const canonicalPath =
    category === DEFAULT_CATEGORY
      ? paths.country.getHref(country)
      : paths.category.getHref(country, category)
  return (
    <>
      <Head
        title={rankingTitle(countryName, now)}
        fullTitle
        description={rankingSubtitle(countryName, now)}
        canonicalPath={canonicalPath}
      />
      <RankingHero
        title={rankingHeading(countryName, now)}
        lead={rankingSubtitle(countryName, now)}
        className="[&>h1]:text-2xl [&>h1]:leading-tight md:[&>h1]:text-4xl [&>p]:text-[15px] md:[&>p]:text-lg"
        updated={monthYear(now)}
      >
        {category === DEFAULT_CATEGORY ? null : (
          <Badge variant="secondary" size="lg">
            Category: {categoryLabel(category)}
          </Badge>
        )}
      </RankingHero>
      <div className="container space-y-12 py-6 md:space-y-14 md:py-10">
        <section aria-label="Casino ranking">
          {/* The brands' names are h3: the outline needs the h2 a sighted reader doesn't. */}
          <h2 className="sr-only">Casino ranking</h2>
          <BrandList {...ranking} country={country} />
        </section>
        <OtherCategories country={country} category={category} />
        <ChooseGuide brands={ranking.brands} />
        <RankingFaq countryName={countryName} />
      </div>
    </>
  )
}
