/**
 * The landing page's country cards from the database: flag, name, description and
 * 'View {country} Casinos'. If the list cannot be read, the cards fall back to the
 * built-in country names so the visitor can still go on.
 */
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { CountryFlag } from '../country-flag'

export type CardCountry = {
  slug: string
  name: string
  flag_icon?: string | null
  description?: string | null
  /** False for a market closed to casino promotion (#26): its card promotes no casino. */
  casino_promotion?: boolean
}

export function CountryCards({ countries }: { countries: readonly CardCountry[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {countries.map((country) => (
        <li key={country.slug}>
          <Link
            to={paths.country.getHref(country.slug)}
            className="group flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm outline-none transition hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
          >
            <div className="flex items-center gap-3">
              <CountryFlag slug={country.slug} flag={country.flag_icon} name={country.name} />
              <h3 className="text-lg font-semibold">{country.name}</h3>
            </div>
            {country.casino_promotion === false ? (
              <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">
                Casino promotion is not offered in {country.name}: no ranking, bonuses or casino
                links, only where to get help.
              </p>
            ) : country.description ? (
              <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">
                {country.description}
              </p>
            ) : (
              <div className="flex-1" />
            )}
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
              {`View ${country.name} Casinos`}
              <ArrowRight
                className="size-4 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function CountryCardsSkeleton() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className="rounded-xl border bg-card p-5">
          <div className="flex items-center gap-3">
            <Skeleton circle className="size-10" />
            <Skeleton className="h-5 w-28" />
          </div>
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-4/5" />
          <Skeleton className="mt-5 h-4 w-36" />
        </li>
      ))}
    </ul>
  )
}
