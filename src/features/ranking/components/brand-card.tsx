/**
 * One ranked brand (SPEC.md section 2, "Brand card"). One DOM, three layouts placed by
 * CSS grid: a stacked phone card, a two-row tablet card from md, a single row from lg.
 * The whole card opens the bonus; links and buttons inside keep their own action.
 */
import { ChevronRight, Gift, ShieldCheck, Smartphone, Trophy, Zap } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router-dom'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useBrandClick } from '@/features/tracking'
import { clsx } from 'clsx'
import {
  cardMetrics,
  cardValues,
  mainBadge,
  microcopy,
  reviewSlug,
  type Brand,
} from '../lib/brand-rules'
import { hiddenOfferText, offerView, type OfferTerms } from '../lib/offer-terms'
import { cardClaims, type CardClaim } from '../lib/trust-claims'
import { BrandLogo } from './brand-logo'
import { CtaPlaceholder, SignificantTerms } from './market-rules'
import { useCtaState, useMarketRules } from './market-rules-context'
import { ScoreBubble } from './score-bubble'
import { StarRating } from './star-rating'

const TRUST_ICON: Record<CardClaim, typeof ShieldCheck> = {
  licensed: ShieldCheck,
  best_payouts: Zap,
  mobile_friendly: Smartphone,
}

type BrandCardProps = {
  brand: Brand
  /** Rank, from 1. */
  position: number
  highlighted: boolean
  onHoverChange?: (hovered: boolean) => void
}

/** Stores a star vote; its code loads on the first vote (api/cast-vote.ts). */
const castVote = (brandId: string, rating: number) =>
  import('../api/cast-vote').then(({ castBrandVote }) => castBrandVote({ brandId, rating }))

/** Clicks on these keep their own meaning instead of opening the bonus. */
const OWN_ACTION = 'a, button, input, [role="button"], [data-card-ignore]'

export function BrandCard({ brand, position, highlighted, onHoverChange }: BrandCardProps) {
  const values = cardValues(brand)
  const badge = mainBadge(brand, position)
  const metrics = cardMetrics(brand)
  const { isTracking, onClick, href, onLinkClick } = useBrandClick(brand, position)
  const reviewHref = paths.review.getHref(reviewSlug(brand))
  const hasDestination = Boolean(brand.destination_url)
  // The market's rules (#26): what the offer shows, and whether a call to action may.
  const rules = useMarketRules()
  const terms = brand as Brand & OfferTerms
  const offer = offerView(rules, terms)
  const hoverBonus = offer.kind === 'offer' ? brand.hover_bonus_text?.trim() : undefined
  const cta = useCtaState(rules)

  const onCardClick = (event: React.MouseEvent<HTMLElement>) => {
    if (cta !== 'shown' || (event.target as HTMLElement).closest(OWN_ACTION)) return
    onClick()
  }

  return (
    <article
      aria-labelledby={`brand-${brand.id}-name`}
      aria-busy={isTracking || undefined}
      data-highlighted={highlighted || undefined}
      data-testid="brand-card"
      onClick={onCardClick}
      onMouseEnter={() => onHoverChange?.(true)}
      onMouseLeave={() => onHoverChange?.(false)}
      onTouchStart={() => onHoverChange?.(true)}
      inert={isTracking || undefined}
      className={clsx(
        'group/card relative rounded-xl border bg-card text-card-foreground transition-[transform,box-shadow,border-color,opacity] duration-200 motion-reduce:transition-none',
        highlighted
          ? 'scale-[1.01] shadow-lg ring-1 ring-primary/30 motion-reduce:scale-100'
          : 'shadow-sm',
        position === 1 ? 'border-gold/70' : highlighted && 'border-primary/60',
        isTracking && 'pointer-events-none opacity-60',
        cta === 'shown' && 'cursor-pointer',
      )}
    >
      {badge ? (
        <span
          className={clsx(
            'absolute -top-3 left-4 z-10 inline-flex items-center gap-1 rounded-full px-3 py-1 text-[11px] font-bold tracking-wide shadow-sm',
            position === 1 ? 'bg-gold text-gold-foreground' : 'bg-brand text-brand-foreground',
          )}
        >
          {position === 1 ? <Trophy aria-hidden="true" className="size-3" /> : null}
          {badge}
        </span>
      ) : null}

      <div className="render-near-viewport grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 p-4 pt-5 [contain-intrinsic-size:auto_420px] md:grid-cols-[168px_minmax(0,1fr)_auto] md:gap-x-5 md:[contain-intrinsic-size:auto_260px] lg:grid-cols-[176px_minmax(0,1fr)_minmax(0,1.15fr)_auto_190px] lg:gap-x-6 lg:p-5 lg:[contain-intrinsic-size:auto_200px]">
        {/* Position and logo */}
        <div className="relative col-start-1 row-start-1 md:row-span-2 lg:row-span-2">
          <span
            aria-label={`Rank ${position}`}
            className={clsx(
              'absolute -left-2 -top-2 z-10 flex size-7 items-center justify-center rounded-full text-sm font-bold shadow ring-2 ring-card',
              position === 1
                ? 'bg-gold text-gold-foreground'
                : 'bg-primary text-primary-foreground',
            )}
          >
            {position}
          </span>
          <BrandLogo
            brand={brand}
            priority={position <= 3}
            className="h-12 w-24 md:h-[84px] md:w-[168px] lg:w-[176px]"
          />
        </div>

        {/* Name and rating */}
        <div className="col-start-2 row-start-1 min-w-0 space-y-1 md:self-end">
          <h3
            id={`brand-${brand.id}-name`}
            className="text-balance text-base font-bold leading-tight md:text-lg"
          >
            {brand.brand_name}
          </h3>
          <StarRating
            caption="Players' rating"
            rating={values.userRating}
            votes={values.votes}
            label={`Rate ${brand.brand_name}`}
            onVote={(rating) => castVote(brand.id, rating)}
          />
        </div>

        {/* Editor score */}
        <div className="col-start-3 row-start-1 justify-self-end md:row-span-2 lg:col-start-4 lg:row-span-2">
          <ScoreBubble score={values.editorScore} />
        </div>

        {/* Trust icons */}
        <ul
          aria-label="Why players trust it"
          className="col-span-3 row-start-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground md:col-span-1 md:col-start-2 md:self-start lg:row-start-2"
        >
          {/* The compare table and the review claim these too (trust-badges' trustClaims). */}
          {cardClaims(brand).map(({ key, label }) => {
            const Icon = TRUST_ICON[key]
            return (
              <li key={key} className="inline-flex items-center gap-1">
                <Icon aria-hidden="true" className="size-3.5 text-success" />
                {label}
              </li>
            )
          })}
        </ul>

        {/* Bonus, as the market's bonus policy allows */}
        <div className="col-span-3 row-start-3 rounded-lg bg-highlight px-3 py-2.5 text-center md:col-span-2 md:text-left lg:col-span-1 lg:col-start-3 lg:row-span-1 lg:row-start-1 lg:self-stretch">
          {offer.kind === 'offer' ? (
            <>
              <p className="flex items-center justify-center gap-1.5 text-[11px] font-semibold uppercase tracking-wide text-muted-foreground md:justify-start">
                <Gift aria-hidden="true" className="size-3.5 text-gold-foreground/70" />
                Welcome bonus
              </p>
              {/* Both texts share one grid cell and the hidden one stays invisible (not display:
                  none), so the box keeps the taller one's height: hovering never moves the card's
                  other content (the stars) from under the pointer. */}
              <p className="grid min-h-[2.5rem] text-balance text-base font-bold leading-snug md:text-lg">
                <span className={clsx(hoverBonus && '[grid-area:1/1] group-hover/card:invisible')}>
                  {values.bonusText}
                </span>
                {hoverBonus ? (
                  <span className="invisible text-sm font-semibold text-foreground/80 [grid-area:1/1] group-hover/card:visible">
                    {hoverBonus}
                  </span>
                ) : null}
              </p>
              {offer.promoCode ? (
                <p className="text-xs">
                  Promo code{' '}
                  <code className="rounded border border-dashed border-foreground/40 px-1.5 py-0.5 font-mono font-semibold">
                    {offer.promoCode}
                  </code>
                </p>
              ) : null}
              {offer.terms ? (
                <SignificantTerms terms={terms} brandName={brand.brand_name} className="mt-1.5" />
              ) : null}
            </>
          ) : (
            // The height of a one-line offer: a place that turns out to allow it keeps the card's size.
            <p className="flex min-h-[3.5rem] items-center justify-center text-sm text-muted-foreground md:justify-start">
              {offer.kind === 'neutral' ? offer.text : hiddenOfferText(offer.where)}
            </p>
          )}
        </div>

        {/* Metrics */}
        {metrics.length > 0 ? (
          <dl className="col-span-3 row-start-4 grid grid-cols-2 gap-2 md:col-span-2 lg:col-span-1 lg:col-start-3 lg:row-start-2">
            {metrics.map((metric) => (
              <div
                key={metric.label}
                className="flex items-baseline justify-center gap-1.5 rounded-md border bg-muted/40 px-2 py-1 text-center md:block"
              >
                <dt className="text-[11px] uppercase tracking-wide text-muted-foreground">
                  {metric.label}
                </dt>
                <dd className="text-sm font-semibold tabular-nums">{metric.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        {/* Actions */}
        <div className="col-span-3 row-start-5 flex flex-col gap-2 md:col-span-1 md:col-start-3 md:row-span-2 md:row-start-3 md:w-48 md:self-center lg:col-start-5 lg:row-span-2 lg:row-start-1 lg:w-auto">
          {cta !== 'shown' ? (
            <CtaPlaceholder state={cta} rules={rules} />
          ) : isTracking ? (
            <Button size="lg" weight="bold" disabled className="w-full">
              Loading...
            </Button>
          ) : (
            <a
              href={href}
              target="_blank"
              rel="sponsored noopener"
              aria-disabled={!hasDestination || undefined}
              onClick={onLinkClick}
              className={buttonVariants({
                variant: 'cta',
                size: 'lg',
                weight: 'bold',
                className: 'w-full',
              })}
            >
              Get Bonus
              <ChevronRight aria-hidden="true" />
            </a>
          )}
          <div className="flex items-center justify-between gap-2 md:flex-col md:gap-1">
            <p className="text-[11px] text-muted-foreground md:text-center">{microcopy(brand)}</p>
            <Link to={reviewHref} className={buttonVariants({ variant: 'link', size: 'inline' })}>
              Read Review
            </Link>
          </div>
        </div>
      </div>
    </article>
  )
}
