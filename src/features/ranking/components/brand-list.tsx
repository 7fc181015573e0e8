/**
 * The ranked brand list with its loading, error and empty states (SPEC.md section 2).
 * Hovering a card highlights it; with nothing hovered the first card is highlighted.
 */
import { AlertTriangle, Home, RefreshCw, SearchX } from 'lucide-react'
import { useState } from 'react'
import { preload } from 'react-dom'
import { ErrorBoundary } from 'react-error-boundary'
import { Link } from 'react-router-dom'
import { Button, buttonVariants } from '@/components/ui/button'
import { FALLBACK_COUNTRY_NAME } from '@/config/countries'
import { paths } from '@/config/paths'
import type { Brand } from '../lib/brand-rules'
import { brandLogoSrc, LOGO_SIZE } from '../lib/logo'
import { BrandCard } from './brand-card'
import { BrandCardSkeleton } from './brand-card-skeleton'

export const SKELETON_COUNT = 5
export const PRELOADED_LOGOS = 3

/** `countryName`: the name the page shows ('Global' when the country is not known). */
type BrandListProps =
  | { status: 'pending'; countryName: string }
  | { status: 'error'; error: Error; countryName: string }
  | { status: 'success'; brands: Brand[]; countryName: string }

export function BrandList(props: BrandListProps) {
  if (props.status === 'pending') {
    return (
      <div role="status" aria-label="Loading casinos" className="space-y-5">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <BrandCardSkeleton key={index} />
        ))}
      </div>
    )
  }
  if (props.status === 'error') {
    return (
      <div
        role="alert"
        className="rounded-xl border border-destructive/40 bg-destructive/5 p-6 text-center"
      >
        <AlertTriangle aria-hidden="true" className="mx-auto mb-2 size-8 text-destructive" />
        <p className="font-semibold text-destructive">
          Error loading brands: {props.error.message}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">Please try again later.</p>
      </div>
    )
  }
  if (props.brands.length === 0) return <EmptyBrandList countryName={props.countryName} />
  return <RankedBrands brands={props.brands} />
}

function EmptyBrandList({ countryName }: { countryName: string }) {
  return (
    <div className="rounded-xl border border-dashed bg-muted/30 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto mb-3 size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">
        {countryName === FALLBACK_COUNTRY_NAME
          ? 'No active brands found for this region.'
          : `No active brands found for ${countryName}.`}
      </p>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
        We&apos;re working on adding more brands to this region. Please check back later.
      </p>
      <Link to={paths.home.getHref()} className={buttonVariants({ className: 'mt-6' })}>
        <Home aria-hidden="true" />
        Back to Homepage
      </Link>
    </div>
  )
}

function RankedBrands({ brands }: { brands: Brand[] }) {
  const [hoveredId, setHoveredId] = useState<string | null>(null)
  for (const brand of brands.slice(0, PRELOADED_LOGOS)) {
    preload(brandLogoSrc(brand, LOGO_SIZE), { as: 'image', fetchPriority: 'high' })
  }
  return (
    <ol className="space-y-5" aria-label="Ranked casinos" onMouseLeave={() => setHoveredId(null)}>
      {brands.map((brand, index) => (
        <li key={brand.id}>
          <ErrorBoundary
            fallbackRender={({ resetErrorBoundary }) => <CardError onRetry={resetErrorBoundary} />}
          >
            <BrandCard
              brand={brand}
              position={index + 1}
              highlighted={hoveredId === null ? index === 0 : hoveredId === brand.id}
              onHoverChange={(hovered) =>
                setHoveredId((current) =>
                  hovered ? brand.id : current === brand.id ? null : current,
                )
              }
            />
          </ErrorBoundary>
        </li>
      ))}
    </ol>
  )
}

export function CardError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-6 text-center"
    >
      <p className="font-medium">Unable to load casino card</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  )
}
