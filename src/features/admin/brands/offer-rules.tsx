/**
 * The Offer tab's check against the brand's market, before saving: each rule of the market
 * the offer breaks, under 'Rules of {market}', or 'Meets the rules of {market}', asked of
 * the database (check_offer) as the values change; and the database's refusal of the last
 * save, when it refused the offer.
 */
import { AlertCircle, CheckCircle2 } from 'lucide-react'
import { useWatch, type Control } from 'react-hook-form'
import { cn } from '@/lib/utils'
import { describeError } from '../components/form'
import { OFFER_FIELDS, useOfferCheck } from './api/check-offer'
import { NOT_LISTABLE_TEXT } from './market-block'
import type { BrandFormValues, BrandInput } from './brand-schema'

/** The start of the database's message when it refuses an active brand's offer (23514). */
export const OFFER_REFUSAL_PREFIX = 'The offer breaks a rule of '

export function OfferRules({
  control,
  marketName,
  refusal,
}: {
  control: Control<BrandFormValues, unknown, BrandInput>
  /** The chosen country's name, or null while none is chosen. */
  marketName: string | null
  /** The database's refusal of the last save, when it named a rule. */
  refusal: string | null
}) {
  // Only the fields the check reads: typing elsewhere does not render the box again.
  const watched = useWatch({ control, name: OFFER_FIELDS })
  const values = Object.fromEntries(
    OFFER_FIELDS.map((field, index) => [field, watched[index]]),
  ) as Partial<BrandFormValues>
  const { check, offer } = useOfferCheck(values)
  const breaches = check.data ?? []
  const isActive = values.is_active ?? true
  const hasOffer = offer.bonus_text !== null

  return (
    <section
      aria-labelledby="offer-rules-heading"
      className={cn(
        'space-y-2 rounded-md border p-3 text-sm',
        check.isSuccess && breaches.length > 0 && 'border-destructive/50',
      )}
    >
      <h3 id="offer-rules-heading" className="font-medium">
        {marketName ? `Rules of ${marketName}` : "The market's rules"}
      </h3>
      {refusal ? (
        <p role="alert" className={cn('flex items-start gap-2 font-medium', NOT_LISTABLE_TEXT)}>
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Not saved: {refusal}</span>
        </p>
      ) : null}
      <div aria-live="polite" className="space-y-2">
        {marketName === null ? (
          <p className="text-muted-foreground">
            Choose the country on Basics: the offer is checked against its market&apos;s rules.
          </p>
        ) : check.isError ? (
          <p className={NOT_LISTABLE_TEXT}>
            Could not check the offer: {describeError(check.error)}
          </p>
        ) : check.isPending ? (
          <p className="text-muted-foreground">Checking the offer...</p>
        ) : breaches.length === 0 ? (
          <p className="flex items-start gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>
              {hasOffer
                ? `Meets the rules of ${marketName}`
                : `No bonus text: no offer to check against the rules of ${marketName}`}
            </span>
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">
              {isActive
                ? `The offer breaks ${breaches.length === 1 ? 'a rule' : `${breaches.length} rules`}: an active brand is saved only once it meets them (or save it as inactive).`
                : `The offer breaks ${breaches.length === 1 ? 'a rule' : `${breaches.length} rules`}: it saves as inactive, and can be activated once it meets them.`}
            </p>
            <ul className={cn('list-disc space-y-1 pl-5', NOT_LISTABLE_TEXT)}>
              {breaches.map((breach, index) => (
                <li key={`${breach.rule}-${index}`}>{breach.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  )
}
