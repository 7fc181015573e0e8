import type * as React from 'react'
import { ExternalLink } from 'lucide-react'
import { Button, type ButtonProps, buttonVariants } from '@/components/ui/button'
import { useBrandClick } from '@/features/tracking'
import type { ReviewBrand } from '../api/get-review'

/** The affiliate link of a review: recorded as a brand click, opened in a new tab. */
export function ReviewCta({
  brand,
  children,
  className,
  ...looks
}: { brand: ReviewBrand; children: React.ReactNode } & Pick<
  ButtonProps,
  'size' | 'variant' | 'weight' | 'className'
>) {
  const { isTracking, onClick } = useBrandClick(brand)
  if (!brand.destination_url) return null
  if (isTracking) {
    return (
      <Button {...looks} className={className} disabled>
        Loading...
      </Button>
    )
  }
  return (
    <a
      href={brand.destination_url.replace(/\{click_id\}/g, '')}
      data-brand-click={brand.id}
      target="_blank"
      rel="sponsored noopener"
      onClick={(event) => {
        event.preventDefault()
        onClick()
      }}
      className={buttonVariants({ ...looks, className })}
    >
      {children}
      <ExternalLink aria-hidden="true" />
    </a>
  )
}
