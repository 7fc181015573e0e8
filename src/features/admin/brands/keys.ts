/** Query keys of the admin's brands: invalidate only through these. */
import { resourceKeys } from '../components/resource-keys'

const resource = resourceKeys('brands')

export const brandKeys = {
  ...resource,
  /** The countries and categories the brand form offers. */
  formOptions: () => [...resource.all, 'form-options'] as const,
  /** The countries and categories the brand list filters by and a duplicate can target. */
  choices: () => [...resource.all, 'choices'] as const,
  /** Each active brand's position in its country's public ranking (under lists: reorders refresh it). */
  rankingPositions: () => [...resource.lists(), 'ranking-positions'] as const,
  /** A brand's licences (brand_licences). */
  licences: (brandId: string) => [...resource.all, 'licences', brandId] as const,
  /** Whether a stored brand is listable in its market today (market_block). */
  listing: (brandId: string) => [...resource.all, 'listing', brandId] as const,
  /** Every regulator, and those each market accepts. */
  regulators: () => [...resource.all, 'regulators'] as const,
  /** The market's check of an offer as the form holds it (check_offer). */
  offerCheck: (offer: unknown) => [...resource.all, 'offer-check', offer] as const,
}
