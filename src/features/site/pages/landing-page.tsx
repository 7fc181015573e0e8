import { Settings } from 'lucide-react'
import { Link } from 'react-router-dom'
import { NotBuiltYet } from '@/components/not-built-yet'
import { Head } from '@/components/seo/head'
import { Button } from '@/components/ui/button'
import { COUNTRIES } from '@/config/countries'
import { paths } from '@/config/paths'
import { siteConfig } from '@/config/site'

/** `/`: a first version listing the countries; location detection and picker come later. */
export function LandingPage() {
  return (
    <>
      <Head
        title={`${siteConfig.name}: Find the Best Online Casinos in Your Country`}
        fullTitle
        description={siteConfig.description}
        canonicalPath={paths.home.getHref()}
      />
      <section className="bg-brand text-brand-foreground">
        <div className="container relative py-16 md:py-24">
          <Button
            asChild
            variant="ghost"
            size="icon"
            className="absolute right-4 top-4 text-brand-foreground/70 hover:bg-white/10 hover:text-brand-foreground"
          >
            <Link to={paths.admin.login.getHref()} aria-label="Staff login">
              <Settings aria-hidden="true" />
            </Link>
          </Button>
          <h1 className="max-w-3xl text-balance text-4xl font-extrabold tracking-tight md:text-5xl">
            Find the Best Online Casinos in Your Country
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-foreground/80">{siteConfig.tagline}</p>
        </div>
      </section>
      <section className="container space-y-6 py-10">
        <NotBuiltYet />
        <nav aria-label="Countries">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {COUNTRIES.map((country) => (
              <li key={country.slug}>
                <Link
                  to={paths.country.getHref(country.slug)}
                  className="block rounded-lg border bg-card p-4 font-medium shadow-sm transition-colors hover:border-primary hover:text-primary"
                >
                  View {country.name} Casinos
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </>
  )
}
