import { NotBuiltYet } from '@/components/not-built-yet'
import { PageHeader } from '@/components/page-header'
import { Head } from '@/components/seo/head'
import { Badge } from '@/components/ui/badge'
import { getCountryName } from '@/config/countries'
import { DEFAULT_CATEGORY, paths } from '@/config/paths'
import { rankingHeading, rankingSubtitle, rankingTitle } from '../lib/ranking-heading'

type RankingPageProps = { country: string; category: string }

/** /{country} and /{country}/{category}: the title block; the brand list comes later. */
export function RankingPage({ country, category }: RankingPageProps) {
  const countryName = getCountryName(country)
  const now = new Date()
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
      <section className="container space-y-6 py-10 md:py-14">
        <PageHeader
          title={rankingHeading(countryName, now)}
          lead={rankingSubtitle(countryName, now)}
        >
          {category === DEFAULT_CATEGORY ? null : (
            <Badge variant="secondary" className="capitalize">
              {category.replace(/-/g, ' ')}
            </Badge>
          )}
        </PageHeader>
        <NotBuiltYet />
      </section>
    </>
  )
}
