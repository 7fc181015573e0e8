/**
 * The market's check of an offer as the form holds it: public.check_offer answers the rules
 * of the brand's market that the offer breaks, the same function the save's trigger runs,
 * so what the form lists before saving is what the database would refuse.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { BrandFormValues } from '../brand-schema'
import { brandKeys } from '../keys'

export type OfferBreach = { rule: string; message: string }

/** The fields check_offer reads, as the database would store them (blank texts as null). */
export type OfferPayload = {
  country_id: string
  bonus_text: string | null
  bonus_amount: string | null
  bonus_reason: string | null
  wagering_multiple: number | null
  bonus_expiry_days: number | null
  first_deposit_offer: boolean
  bonus_products: string[]
  full_terms_url: string | null
}

/** The form's fields the check reads (and is_active, for what the box says of a save). */
export const OFFER_FIELDS = [
  'country_id',
  'is_active',
  'bonus_text',
  'bonus_amount',
  'bonus_reason',
  'wagering_multiple',
  'bonus_expiry_days',
  'first_deposit_offer',
  'bonus_products',
  'full_terms_url',
] as const satisfies readonly (keyof BrandFormValues)[]

const blankAsNull = (value: string | null | undefined) => value?.trim() || null
const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

export function offerPayload(values: Partial<BrandFormValues>): OfferPayload {
  return {
    country_id: values.country_id ?? '',
    bonus_text: blankAsNull(values.bonus_text),
    bonus_amount: blankAsNull(values.bonus_amount),
    bonus_reason: blankAsNull(values.bonus_reason),
    wagering_multiple: numberOrNull(values.wagering_multiple),
    bonus_expiry_days: numberOrNull(values.bonus_expiry_days),
    first_deposit_offer: values.first_deposit_offer ?? false,
    bonus_products: values.bonus_products ?? [],
    full_terms_url: blankAsNull(values.full_terms_url),
  }
}

export async function checkOffer(
  offer: OfferPayload,
  signal?: AbortSignal,
): Promise<OfferBreach[]> {
  let query = supabase.rpc('check_offer', { p_brand: offer })
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

/** How long the typing must pause before the offer is checked. */
export const OFFER_CHECK_DELAY_MS = 400

/** `value`, once it has stayed the same for `delay` ms (compared as JSON). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  const key = JSON.stringify(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delay)
    return () => clearTimeout(timer)
  }, [key, delay])
  return settled
}

/** The offer's breaches, checked once the typing pauses; none asked without a country. */
export function useOfferCheck(values: Partial<BrandFormValues>) {
  const offer = useSettled(offerPayload(values), OFFER_CHECK_DELAY_MS)
  const check = useQuery(
    queryOptions({
      queryKey: brandKeys.offerCheck(offer),
      queryFn: ({ signal }) => checkOffer(offer, signal),
      enabled: offer.country_id !== '',
      // The last answer stays on screen while the next is asked.
      placeholderData: keepPreviousData,
    }),
  )
  return { check, offer }
}
