import { NotBuiltYet } from '@/components/not-built-yet'
import { PageHeader } from '@/components/page-header'
import { Head } from '@/components/seo/head'
import { getCountryName } from '@/config/countries'
import { DEFAULT_CATEGORY, paths } from '@/config/paths'

/** /{country}/compare: the title block; the brand list comes later. */
export function ComparePage({ country }: { country: string }) {
  const countryName = getCountryName(country)
  const title = `Compare Online Casinos in ${countryName}`
  return (
    <>
      <Head
        title={title}
        description={`Side-by-side comparison of the online casinos we rank in ${countryName}.`}
        canonicalPath={paths.compare.getHref(country)}
      />
      <section className="container space-y-6 py-10 md:py-14">
        <PageHeader
          title={title}
          lead="Bonuses, scores and player ratings side by side, so you can pick with confidence."
        >
          <p className="text-sm font-medium text-muted-foreground">
            Showing {DEFAULT_CATEGORY} brands for {country.toUpperCase()}
          </p>
        </PageHeader>
        <NotBuiltYet />
      </section>
    </>
  )
}
