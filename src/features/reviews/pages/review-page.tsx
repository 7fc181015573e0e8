/**
 * /reviews/{brandSlug} (SPEC.md section 2): breadcrumb, header with badges, stars and
 * tiles, the call to action, pros and cons, the eight review sections and the verdict;
 * canonical link, Open Graph (article) and schema.org Review markup for search engines.
 */
import { Check, ChevronRight, Flame, Gamepad2, Gift, ShieldCheck, Trophy, X } from 'lucide-react'
import { Link } from 'react-router-dom'
import { absoluteUrl } from '@/components/seo/absolute-url'
import { Head, JsonLd } from '@/components/seo/head'
import { Badge } from '@/components/ui/badge'
import { paths } from '@/config/paths'
import { usePublicSettings } from '@/lib/use-public-settings'
import {
  BrandLogo,
  cardValues,
  hiddenOfferText,
  MarketRulesProvider,
  offerView,
  ResponsibleGamblingNote,
  SignificantTerms,
  TRUST_CLAIMS,
  trustClaims,
  listableForVisitor,
  useAppliedRules,
  type AppliedRules,
  type Market,
} from '@/features/ranking'
import { useReview, type ReviewBrand, type ReviewLicence } from '../api/get-review'
import { ReviewCta } from '../components/review-cta'
import { ReviewNotFound } from '../components/review-not-found'
import { ReviewSkeleton } from '../components/review-skeleton'
import { ReviewStars } from '../components/review-stars'
import { useToday } from '@/lib/today'
import {
  ctaLabel,
  currentLicence,
  REVIEW_SECTIONS,
  reviewCount,
  reviewStars,
  trustLevel,
} from '../lib/review-rules'
import { isoDate } from '@/lib/format'

export function ReviewPage({ brandSlug }: { brandSlug: string }) {
  const review = useReview(brandSlug)
  return (
    <article className="container max-w-content space-y-6 py-6 md:py-10">
      <Breadcrumb name={review.data?.brand_name} />
      {review.isPending ? (
        <ReviewSkeleton />
      ) : review.data ? (
        <ReviewContent brand={review.data} brandSlug={brandSlug} />
      ) : (
        <ReviewNotFound />
      )}
    </article>
  )
}

function Breadcrumb({ name }: { name: string | undefined }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1">
          <Link to={paths.home.getHref()} className="hover:text-foreground hover:underline">
            Home
          </Link>
          <ChevronRight className="size-4" aria-hidden="true" />
        </li>
        <li className="flex items-center gap-1">
          Reviews
          <ChevronRight className="size-4" aria-hidden="true" />
        </li>
        <li aria-current="page" className="font-medium text-foreground">
          {name ?? '…'}
        </li>
      </ol>
    </nav>
  )
}

function reviewJsonLd(brand: ReviewBrand, url: string, stars: number, siteName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: `${brand.brand_name} Review`,
    url,
    itemReviewed: {
      '@type': 'Organization',
      name: brand.brand_name,
    },
    reviewRating: { '@type': 'Rating', ratingValue: stars, bestRating: 5, worstRating: 1 },
    author: { '@type': 'Organization', name: `${siteName} Editorial Team` },
    publisher: { '@type': 'Organization', name: siteName },
    datePublished: brand.created_at,
    dateModified: brand.updated_at,
    reviewBody: brand.short_description ?? undefined,
  }
}

/** The brand's market as the rules read it (#26). */
function marketOfReview(brand: ReviewBrand): Market | null {
  const { country } = brand
  if (!country) return null
  return {
    slug: country.slug,
    name: country.name,
    language: country.language,
    casino_promotion: country.casino_promotion !== false,
    market_rules: country.market_rules ?? [],
  }
}

/** The Welcome Bonus tile's value under the rules. */
function bonusTileValue(brand: ReviewBrand, rules: AppliedRules): string {
  const view = offerView(rules, brand)
  if (view.kind === 'offer') {
    const bonus = brand.bonus_text || 'Special Bonus Available'
    return view.promoCode ? `${bonus} (promo code ${view.promoCode})` : bonus
  }
  return view.kind === 'neutral' ? view.text : hiddenOfferText(view.where)
}

function ReviewContent({ brand, brandSlug }: { brand: ReviewBrand; brandSlug: string }) {
  const applied = useAppliedRules(marketOfReview(brand))
  // A visitor whose region lists only its regulator's operators gets no offer or casino link
  // of a brand without that licence (#26): the review stays, as information.
  const unlisted = listableForVisitor([brand], applied, isoDate(useToday())).length === 0
  const rules: AppliedRules = unlisted ? { ...applied, closed: true, bonusPolicy: 'hide' } : applied
  return (
    <MarketRulesProvider rules={rules}>
      <ReviewBody brand={brand} brandSlug={brandSlug} rules={rules} />
    </MarketRulesProvider>
  )
}

function ReviewBody({
  brand,
  brandSlug,
  rules,
}: {
  brand: ReviewBrand
  brandSlug: string
  rules: AppliedRules
}) {
  const offer = offerView(rules, brand)
  // A short description that repeats the offer is an offer too, where offers may not show.
  const repeatsHiddenOffer =
    offer.kind !== 'offer' &&
    Boolean(brand.bonus_text && brand.short_description?.includes(brand.bonus_text))
  const minAge = rules.responsibleGambling?.minAge ?? 18
  const stars = reviewStars(brand.editor_score)
  const { siteName } = usePublicSettings()
  const reviews = reviewCount(brand.user_rating_votes)
  const canonicalPath = paths.review.getHref(brandSlug)
  const url = absoluteUrl(canonicalPath)
  const year = new Date(brand.updated_at).getFullYear()
  const title = `${brand.brand_name} Review ${year}: Bonus, Payouts & Games`
  const description =
    brand.short_description ??
    `Our ${brand.brand_name} review: bonus, payouts, games, safety and support.`
  // What the brand's cards and the compare table claim, no fewer.
  const badges = trustClaims(brand)
  const cta = ctaLabel(brand.cta_button_text)
  // 'YYYY-MM-DD' of the visitor's today (the build's while hydrating).
  const licence = currentLicence(brand.licences, isoDate(useToday()))
  const licenceText = licence?.regulator
    ? `${licence.regulator.name}, licence ${licence.licence_number}`
    : brand.license

  return (
    <>
      <Head
        title={title}
        description={description}
        canonicalPath={canonicalPath}
        type="article"
        image={brand.brand_logo_url || undefined}
      />
      <meta property="article:published_time" content={brand.created_at} />
      <meta property="article:modified_time" content={brand.updated_at} />
      <JsonLd data={reviewJsonLd(brand, url, stars, siteName)} />

      <header className="overflow-hidden rounded-2xl border bg-card shadow-sm">
        <div className="flex flex-col gap-5 bg-gradient-to-br from-brand to-brand/85 p-5 text-brand-foreground md:flex-row md:items-center md:p-8">
          <BrandLogo
            brand={brand}
            priority
            className="h-20 w-40 shrink-0 ring-1 ring-white/15 md:h-24 md:w-48"
          />
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-wrap gap-2">
              {brand.is_editors_choice ? (
                <Badge variant="gold">
                  <Trophy aria-hidden="true" />
                  Editor&apos;s Choice
                </Badge>
              ) : null}
              {brand.is_trending ? (
                <Badge variant="onDark">
                  <Flame aria-hidden="true" />
                  Trending
                </Badge>
              ) : null}
              {brand.label_tag ? <Badge variant="onDark">{brand.label_tag}</Badge> : null}
            </div>
            <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">
              {brand.brand_name} Review
            </h1>
            <div className="[&_.text-muted-foreground]:text-white/75">
              <ReviewStars stars={stars} rating={cardValues(brand).userRating} reviews={reviews} />
            </div>
          </div>
          <ReviewCta
            brand={brand}
            size="lg"
            variant="gold"
            weight="bold"
            className="w-full md:w-auto"
          >
            {cta}
          </ReviewCta>
        </div>
        <dl className="grid grid-cols-1 divide-y sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          <Tile icon={Gift} label="Welcome Bonus" value={bonusTileValue(brand, rules)} />
          <Tile icon={Gamepad2} label="Top Games" value="Slots, Live Casino" />
          <Tile icon={ShieldCheck} label="Trust Level" value={trustLevel(brand.trust_icons)} />
        </dl>
        {offer.kind === 'offer' && offer.terms ? (
          <SignificantTerms
            terms={brand}
            brandName={brand.brand_name}
            className="border-t px-4 py-3 md:px-5"
          />
        ) : null}
      </header>
      <ResponsibleGamblingNote block={rules.responsibleGambling} />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="min-w-0 space-y-8">
          {brand.short_description && !repeatsHiddenOffer ? (
            <p className="text-lg leading-relaxed text-foreground/90">{brand.short_description}</p>
          ) : null}

          <div className="grid gap-4 md:grid-cols-2">
            <ProsCons title="Pros" items={brand.pros} positive />
            <ProsCons title="Cons" items={brand.cons} positive={false} />
          </div>

          {REVIEW_SECTIONS.map((section) => {
            // The editors' bonus text is an offer too: only where the offer may show.
            const text =
              section.id === 'bonuses' && offer.kind !== 'offer'
                ? bonusTileValue(brand, rules)
                : brand[section.key]
            const isVerdict = section.id === 'verdict'
            if (!text && section.id !== 'security' && !isVerdict) return null
            return (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className={
                  isVerdict
                    ? 'space-y-4 rounded-2xl border-2 border-primary/30 bg-primary/5 p-5 md:p-6'
                    : 'space-y-3'
                }
              >
                <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
                  {section.title}
                </h2>
                {text ? <p className="leading-relaxed text-foreground/90">{text}</p> : null}
                {section.id === 'security' && licence?.regulator ? (
                  <LicenceLine licence={licence} />
                ) : null}
                {section.id === 'security' ? (
                  <ul aria-label="Trust badges" className="flex flex-wrap gap-2">
                    {badges.map((key) => {
                      const badge = TRUST_CLAIMS[key]
                      const Icon = badge.icon
                      return (
                        <li
                          key={key}
                          title={badge.description}
                          className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-sm font-medium"
                        >
                          <Icon aria-hidden="true" className="size-4 text-success" />
                          {badge.label}
                        </li>
                      )
                    })}
                  </ul>
                ) : null}
                {isVerdict ? (
                  <ReviewCta brand={brand} size="lg" weight="bold" className="w-full sm:w-auto">
                    Play Now at {brand.brand_name}
                  </ReviewCta>
                ) : null}
              </section>
            )
          })}
        </div>

        <aside aria-label="Quick facts" className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <div className="rounded-2xl border bg-card p-5 shadow-sm">
            <h2 className="mb-3 font-semibold">Quick facts</h2>
            <dl className="space-y-2 text-sm">
              <Fact label="Editor score" value={`${brand.editor_score || 85}/100`} />
              <Fact label="Payout speed" value={brand.payout_speed} />
              <Fact label="Min. deposit" value={brand.min_deposit} />
              <Fact label="Licence" value={licenceText} />
              <Fact label="Market" value={brand.country?.name} />
            </dl>
            <ReviewCta brand={brand} weight="bold" className="mt-4 w-full">
              {cta}
            </ReviewCta>
            <p className="mt-2 text-center text-xs text-muted-foreground">
              {minAge}+ • T&amp;Cs apply • Play responsibly
            </p>
          </div>
          {brand.country ? (
            <Link
              to={paths.country.getHref(brand.country.slug)}
              className="block rounded-2xl border bg-muted/30 p-4 text-sm font-semibold text-primary hover:underline"
            >
              See all casinos ranked in {brand.country.name}
            </Link>
          ) : null}
        </aside>
      </div>
    </>
  )
}

function Tile({ icon: Icon, label, value }: { icon: typeof Gift; label: string; value: string }) {
  return (
    // A <dl>'s <div> may hold only its <dt> and <dd>: the icon goes inside the term.
    <div className="p-4 md:p-5">
      <dt className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="pl-8 font-semibold">{value}</dd>
    </div>
  )
}

/** 'Licensed by {regulator} (licence {number}), valid until …', linked to the public register. */
function LicenceLine({ licence }: { licence: ReviewLicence }) {
  const register = licence.register_url ?? licence.regulator?.register_url
  const regulator = licence.regulator?.name
  return (
    <p className="flex items-start gap-2 text-sm">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      <span>
        Licensed by{' '}
        {register ? (
          <a
            href={register}
            rel="noopener noreferrer"
            target="_blank"
            className="font-medium underline"
          >
            {regulator}
          </a>
        ) : (
          <span className="font-medium">{regulator}</span>
        )}{' '}
        (licence {licence.licence_number})
        {licence.valid_to ? `, valid until ${licence.valid_to}` : ''}.
      </span>
    </p>
  )
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null
  return (
    <div className="flex justify-between gap-4 border-b pb-2 last:border-b-0 last:pb-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  )
}

function ProsCons({
  title,
  items,
  positive,
}: {
  title: string
  items: string[]
  positive: boolean
}) {
  const Icon = positive ? Check : X
  return (
    <section
      aria-labelledby={`${title.toLowerCase()}-title`}
      className={
        positive
          ? 'rounded-2xl border border-success/30 bg-success/5 p-5'
          : 'rounded-2xl border border-destructive/25 bg-destructive/5 p-5'
      }
    >
      <h2 id={`${title.toLowerCase()}-title`} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="space-y-2 text-sm">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <Icon
                aria-hidden="true"
                className={
                  positive
                    ? 'mt-0.5 size-4 shrink-0 text-success'
                    : 'mt-0.5 size-4 shrink-0 text-destructive'
                }
              />
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">None noted.</p>
      )}
    </section>
  )
}
