import type * as React from 'react'
import { ExternalLink } from 'lucide-react'
import { Button, type ButtonProps, buttonVariants } from '@/components/ui/button'
import { CtaPlaceholder, useCtaState, useMarketRules } from '@/features/ranking'
import { useBrandClick } from '@/features/tracking'
import type { ReviewBrand } from '../api/get-review'

/**
 * The affiliate link of a review: recorded as a brand click (outside a ranked list), opened
 * in a new tab; withheld in the market's quiet hours (#26), and a placeholder of its size
 * until the browser has read its clock where the market has them.
 */
export function ReviewCta({
  brand,
  children,
  className,
  ...looks
}: { brand: ReviewBrand; children: React.ReactNode } & Pick<
  ButtonProps,
  'size' | 'variant' | 'weight' | 'className'
>) {
  const { isTracking, href, onLinkClick } = useBrandClick(brand)
  const rules = useMarketRules()
  const cta = useCtaState(rules)
  if (!brand.destination_url) return null
  if (cta !== 'shown') {
    return (
      <CtaPlaceholder
        state={cta}
        rules={rules}
        onDark={looks.variant === 'gold'}
        // Beside the review's title the line wraps in a button's width, never squeezing it.
        className={looks.variant === 'gold' ? 'w-full md:w-56 md:shrink-0' : className}
      />
    )
  }
  if (isTracking) {
    return (
      <Button {...looks} className={className} disabled>
        Loading...
      </Button>
    )
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="sponsored noopener"
      onClick={onLinkClick}
      className={buttonVariants({ ...looks, className })}
    >
      {children}
      <ExternalLink aria-hidden="true" />
    </a>
  )
}
