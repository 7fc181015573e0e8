/**
 * Side-by-side comparison of the top brands: one column per brand, one row per fact.
 * The first column stays put while a phone scrolls the table sideways.
 */
import { Check, Minus } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router-dom'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useBrandClick } from '@/features/tracking'
import { cardValues, reviewSlug, type Brand } from '../lib/brand-rules'
import type { AppliedRules } from '../lib/market-rules'
import { offerSummary, offerView } from '../lib/offer-terms'
import { TRUST_CLAIMS, trustClaims, type TrustClaim } from '../lib/trust-badges'
import { useCtaState, useMarketRules } from './market-rules-context'
import { formatCount } from '@/lib/format'

export const COMPARED_BRANDS = 5

/** Every claim a card can make has its row (trustClaims), and says here what the card says. */
const CLAIM_ROWS: TrustClaim[] = [
  'licensed',
  'best_payouts',
  'ssl',
  'fast_payouts',
  'support_24_7',
  'mobile_friendly',
  'responsible_gaming',
]

type Row = {
  label: string
  cell: (brand: Brand, index: number, rules: AppliedRules) => React.ReactNode
}

const ROWS: Row[] = [
  {
    label: 'Welcome bonus',
    cell: (brand, _index, rules) => (
      <span className="font-semibold">
        {offerSummary(offerView(rules, brand), cardValues(brand).bonusText)}
      </span>
    ),
  },
  {
    label: 'Editor score',
    cell: (brand) => (
      <span className="rounded-full bg-success px-2 py-0.5 text-xs font-bold tabular-nums text-success-foreground">
        {cardValues(brand).editorScore}/100
      </span>
    ),
  },
  {
    label: "Players' rating",
    cell: (brand) => {
      const values = cardValues(brand)
      return (
        <span className="tabular-nums">
          <span className="text-gold" aria-hidden="true">
            ★
          </span>{' '}
          {values.userRating.toFixed(1)}/5{' '}
          <span className="text-xs text-muted-foreground">({formatCount(values.votes)} votes)</span>
        </span>
      )
    },
  },
  { label: 'Payout speed', cell: (brand) => brand.payout_speed || '—' },
  { label: 'Min. deposit', cell: (brand) => brand.min_deposit || '—' },
  {
    label: 'Licence',
    cell: (brand) => <span className="text-xs">{brand.license || 'Licensed operator'}</span>,
  },
  ...CLAIM_ROWS.map((key): Row => ({
    label: TRUST_CLAIMS[key].label,
    cell: (brand) =>
      trustClaims(brand).includes(key) ? (
        <Check aria-label="Yes" className="mx-auto size-5 text-success" />
      ) : (
        <Minus aria-label="No" className="mx-auto size-5 text-muted-foreground" />
      ),
  })),
]

export function CompareTable({ brands }: { brands: Brand[] }) {
  const compared = brands.slice(0, COMPARED_BRANDS)
  const rules = useMarketRules()
  if (compared.length === 0) return null
  return (
    <section aria-labelledby="compare-table" className="render-near-viewport space-y-4">
      <h2 id="compare-table" className="text-2xl font-bold tracking-tight">
        Top {compared.length} Side by Side
      </h2>
      <div
        className="overflow-x-auto rounded-xl border bg-card shadow-sm"
        tabIndex={0}
        role="region"
        aria-label="Comparison table, scrolls sideways"
      >
        <table className="w-full min-w-[640px] border-collapse text-sm">
          <caption className="sr-only">Comparison of the top casinos</caption>
          <thead>
            <tr className="border-b bg-muted/50">
              <th
                scope="col"
                className="sticky left-0 z-10 w-28 bg-muted p-3 text-left text-xs uppercase tracking-wide text-muted-foreground md:w-36"
              >
                Casino
              </th>
              {compared.map((brand, index) => (
                <th key={brand.id} scope="col" className="px-2 py-3 text-center align-bottom">
                  <span className="block text-xs font-bold text-muted-foreground">
                    #{index + 1}
                  </span>
                  <Link
                    to={paths.review.getHref(reviewSlug(brand))}
                    className="font-semibold hover:underline"
                  >
                    {brand.brand_name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-b last:border-b-0 even:bg-muted/20">
                <th scope="row" className="sticky left-0 z-10 bg-card p-3 text-left font-medium">
                  {row.label}
                </th>
                {compared.map((brand, index) => (
                  <td key={brand.id} className="px-2 py-3 text-center">
                    {row.cell(brand, index, rules)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className="sticky left-0 z-10 bg-card p-3 text-left font-medium">
                <span className="sr-only">Claim</span>
              </th>
              {compared.map((brand, index) => (
                <td key={brand.id} className="px-2 py-3 text-center">
                  <TableBonusButton brand={brand} position={index + 1} />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  )
}

function TableBonusButton({ brand, position }: { brand: Brand; position: number }) {
  const { isTracking, href, onLinkClick } = useBrandClick(brand, position)
  const rules = useMarketRules()
  const cta = useCtaState(rules)
  // Withheld (quiet hours) or undecided yet: no link, the row keeps its height.
  if (cta !== 'shown') return <span aria-hidden="true" className="block h-8" />
  if (isTracking || !href) {
    return (
      <Button size="sm" weight="semibold" className="w-full" disabled>
        {isTracking ? 'Loading...' : 'Get Bonus'}
      </Button>
    )
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="sponsored noopener"
      onClick={onLinkClick}
      className={buttonVariants({ size: 'sm', weight: 'semibold', className: 'w-full' })}
    >
      Get Bonus
    </a>
  )
}
