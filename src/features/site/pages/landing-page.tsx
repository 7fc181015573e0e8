/**
 * `/` (SPEC.md section 2): headline, country picker and cards from the database, the trust
 * sections and the staff gear button. After hydration the visitor's location is detected
 * and a visitor from a covered country goes straight to its ranking; the prerendered
 * page stays complete for crawlers and while detection runs.
 */
import { LoaderCircle, Settings } from 'lucide-react'
import { Suspense } from 'react'
import { Link } from 'react-router-dom'
import { absoluteUrl } from '@/components/seo/absolute-url'
import { Head, JsonLd } from '@/components/seo/head'
import { COUNTRIES, getCountryName } from '@/config/countries'
import { paths } from '@/config/paths'
import { siteConfig } from '@/config/site'
import { usePublicSettings } from '@/lib/use-public-settings'
import { useLocationRedirect } from '@/features/geo'
import { useCountries } from '../api/get-countries'
import { CountryCards, CountryCardsSkeleton } from '../components/landing/country-cards'
import { CountryPicker } from '../components/landing/country-picker'
import { defaultSeo } from '../lib/seo'
import { LandingSections } from './content'

// Plain string order: the names are ASCII, and localeCompare would load ICU's collator.
const builtInCountries = [...COUNTRIES].sort((a, b) => (a.name < b.name ? -1 : 1))

export function LandingPage() {
  const countries = useCountries()
  const detection = useLocationRedirect()
  const { siteName, foundedYear } = usePublicSettings()
  // The table's active rows, the launch countries under their spec names.
  const list =
    countries.data?.map((row) => ({ ...row, name: getCountryName(row.slug, row.name) })) ??
    (countries.isError ? builtInCountries : null)

  return (
    <>
      <Head
        title={`${defaultSeo.title} | ${siteName}`}
        fullTitle
        description={defaultSeo.description}
        canonicalPath={paths.home.getHref()}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: siteName,
          url: absoluteUrl('/'),
          description: siteConfig.description,
          publisher: {
            '@type': 'Organization',
            name: siteName,
            foundingDate: String(foundedYear),
          },
        }}
      />
      <section className="relative overflow-hidden bg-brand text-brand-foreground">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,hsl(var(--primary)/0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,hsl(var(--gold)/0.12),transparent_50%)]"
        />
        <div className="container relative py-14 md:py-24">
          <Link
            to={paths.admin.login.getHref()}
            aria-label="Staff login"
            title="Staff login"
            className="absolute right-4 top-4 flex size-9 items-center justify-center rounded-full text-brand-foreground/50 transition-colors hover:bg-white/10 hover:text-brand-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
          >
            <Settings className="size-4" aria-hidden="true" />
          </Link>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium uppercase tracking-wider text-brand-foreground/80">
            <span className="size-1.5 rounded-full bg-gold" aria-hidden="true" />
            Independent reviews since {foundedYear}
          </p>
          <h1 className="mt-5 max-w-3xl text-balance text-4xl font-extrabold tracking-tight md:text-6xl">
            Find the Best Online Casinos in Your Country
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-foreground/80">
            Licensed casinos ranked by our editors for payout speed, bonuses, safety and support.
            Choose your country to see the casinos that accept players where you live.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <CountryPicker countries={list ?? builtInCountries} />
            <p
              role="status"
              aria-live="polite"
              className="flex min-h-6 items-center gap-2 text-sm text-brand-foreground/80"
            >
              {detection === 'detecting' ? (
                <>
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                  Detecting your location...
                </>
              ) : null}
            </p>
          </div>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-foreground/70 sm:mt-8">
            <li>✓ {(list ?? COUNTRIES).length} countries covered</li>
            <li>✓ Licensed operators only</li>
            <li>✓ Rankings updated monthly</li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="countries" className="container py-14 md:py-20">
        <h2 id="countries" className="text-3xl font-bold tracking-tight">
          Casino rankings by country
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Casino licences, payment methods and bonuses differ from country to country. Each ranking
          lists only casinos that accept players from that market.
        </p>
        <div className="mt-8">
          {list ? <CountryCards countries={list} /> : <CountryCardsSkeleton />}
        </div>
      </section>

      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </>
  )
}
