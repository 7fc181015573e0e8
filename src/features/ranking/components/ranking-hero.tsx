import { CalendarCheck, ShieldCheck, UserCheck } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { paths } from '@/config/paths'

/**
 * The title block of a ranking page (a country, a category, compare) with its trust line
 * and the market's responsible-gambling block (`note`, #26) of which `minAge` is the age.
 */
export function RankingHero({
  updated,
  minAge = 18,
  note,
  ...header
}: ComponentProps<typeof PageHeader> & { updated: string; minAge?: number; note?: ReactNode }) {
  return (
    <div className="border-b bg-gradient-to-b from-brand/[0.04] to-transparent">
      <section className="container space-y-4 pb-5 pt-6 md:space-y-5 md:pb-8 md:pt-12">
        <PageHeader {...header} />
        <RankingIntro updated={updated} minAge={minAge} />
        {note}
      </section>
    </div>
  )
}

/** The trust line under a ranking's title: what the list is and how we earn money. */
function RankingIntro({ updated, minAge }: { updated: string; minAge: number }) {
  return (
    <div className="space-y-2 md:space-y-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-foreground/80 md:gap-x-5 md:text-sm">
        <li className="inline-flex items-center gap-1.5">
          <CalendarCheck aria-hidden="true" className="size-4 text-primary" />
          Updated {updated}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
          Licensed casinos only
        </li>
        <li className="inline-flex items-center gap-1.5">
          <UserCheck aria-hidden="true" className="size-4 text-primary" />
          Tested with real-money accounts
        </li>
      </ul>
      <p className="text-xs text-muted-foreground">
        {minAge}+ only. Play responsibly. We may earn a commission when you sign up through our
        links, at no cost to you; it never changes our scores.{' '}
        <Link
          to={paths.disclosure.getHref()}
          className="underline underline-offset-2 hover:text-foreground"
        >
          Advertiser disclosure
        </Link>
      </p>
    </div>
  )
}
