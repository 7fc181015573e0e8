/** 'Significant terms' of an offer with its 'Full terms' link (a new tab): see market-rules.tsx. */
import { clsx } from 'clsx'
import type { OfferTerms } from '../lib/offer-terms'
import { fullTermsUrl, significantTerms } from '../lib/significant-terms'

/** 'Significant terms' of an offer, with its 'Full terms' link (a new tab). */
export function SignificantTerms({
  terms,
  brandName,
  className,
}: {
  terms: OfferTerms
  brandName: string
  className?: string
}) {
  const rows = significantTerms(terms)
  const url = fullTermsUrl(terms)
  if (rows.length === 0 && !url) return null
  return (
    <div data-card-ignore className={clsx('text-xs leading-snug', className)}>
      <span className="font-semibold text-foreground">Significant terms:</span>{' '}
      <span className="text-muted-foreground">{rows.join(' · ')}</span>
      {url ? (
        <>
          {' '}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="whitespace-nowrap font-medium text-primary underline underline-offset-2"
          >
            Full terms
            <span className="sr-only"> of {brandName}&apos;s offer (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </div>
  )
}
