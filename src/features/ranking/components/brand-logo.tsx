/**
 * A brand's logo with fixed width and height (no layout shift), replaced by the stock
 * image when it fails to load, including a failure that happened before hydration.
 */
import { useEffect, useRef, useState } from 'react'
import { clsx } from 'clsx'
import { brandLogoSrc, FALLBACK_LOGO, LOGO_SIZE } from '../lib/logo'

type BrandLogoProps = {
  brand: { brand_name: string; brand_logo_url?: string | null; destination_url?: string | null }
  /** The first three cards: fetched early and with high priority. */
  priority?: boolean
  className?: string
}

export function BrandLogo({ brand, priority = false, className }: BrandLogoProps) {
  const src = brandLogoSrc(brand, LOGO_SIZE)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const ref = useRef<HTMLImageElement>(null)
  const failed = failedSrc === src

  useEffect(() => {
    const img = ref.current
    // An error before hydration fired no React handler: detect it here.
    if (img && img.complete && img.naturalWidth === 0 && !failed) setFailedSrc(src)
  }, [src, failed])

  return (
    <img
      ref={ref}
      src={failed ? FALLBACK_LOGO : src}
      alt={`${brand.brand_name} logo`}
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      decoding="async"
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
      className={clsx('rounded-lg bg-brand object-contain', className)}
    />
  )
}
