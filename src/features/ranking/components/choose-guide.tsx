/**
 * The ranking page's decision help: the top three side by side in one glance, then what
 * to check before signing up. Sits between 'Other Categories' and the FAQ.
 */
import { BadgeCheck, Clock, Percent, ShieldCheck } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { cardValues, reviewSlug, type Brand } from '../lib/brand-rules'
import { offerSummary, offerView } from '../lib/offer-terms'
import { useMarketRules } from './market-rules-context'

const CHECKS = [
  {
    icon: ShieldCheck,
    title: 'A valid licence',
    text: 'Only play where a regulator you trust can hold the casino to account. Every brand we list is licensed.',
  },
  {
    icon: Clock,
    title: 'Payout speed',
    text: 'Good casinos pay e-wallets within 24 hours. Finish the identity check early to avoid delays.',
  },
  {
    icon: Percent,
    title: 'Fair bonus terms',
    text: 'Look at wagering (35x or less is fair), the maximum bet and the time limit, not only the headline amount.',
  },
  {
    icon: BadgeCheck,
    title: 'Safer-play tools',
    text: 'Deposit limits, reality checks and self-exclusion should be one click away in your account.',
  },
] as const

export function ChooseGuide({ brands }: { brands: Brand[] | undefined }) {
  const top = brands?.slice(0, 3) ?? []
  const rules = useMarketRules()
  return (
    <section aria-labelledby="how-to-choose" className="render-near-viewport space-y-5">
      <div className="space-y-1">
        <h2 id="how-to-choose" className="text-2xl font-bold tracking-tight">
          How to Choose the Right Casino
        </h2>
        <p className="text-muted-foreground">
          Our top three at a glance, and four things to check before you sign up.
        </p>
      </div>
      {top.length > 0 ? (
        <ol className="grid gap-4 md:grid-cols-3">
          {top.map((brand, index) => {
            const values = cardValues(brand)
            return (
              <li
                key={brand.id}
                className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
              >
                <div className="flex items-center justify-between gap-3">
                  <span className="text-xs font-bold uppercase tracking-wide text-muted-foreground">
                    #{index + 1}{' '}
                    {index === 0 ? 'Best overall' : index === 1 ? 'Runner-up' : 'Also great'}
                  </span>
                  <span className="rounded-full bg-success px-2 py-0.5 text-xs font-bold tabular-nums text-success-foreground">
                    {values.editorScore}/100
                  </span>
                </div>
                <p className="text-lg font-semibold">{brand.brand_name}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Bonus</dt>
                  <dd className="font-medium">
                    {offerSummary(offerView(rules, brand), values.bonusText)}
                  </dd>
                  <dt className="text-muted-foreground">Payout</dt>
                  <dd className="font-medium">{brand.payout_speed || 'See review'}</dd>
                  <dt className="text-muted-foreground">Rating</dt>
                  <dd className="font-medium tabular-nums">{values.userRating.toFixed(1)} / 5</dd>
                </dl>
                <Link
                  to={paths.review.getHref(reviewSlug(brand))}
                  className="mt-auto text-sm font-semibold text-primary hover:underline"
                >
                  Read the {brand.brand_name} review
                </Link>
              </li>
            )
          })}
        </ol>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CHECKS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-muted/30 p-5">
            <Icon aria-hidden="true" className="mb-2 size-6 text-primary" />
            <p className="font-semibold">{title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
