/**
 * The market rules that apply on a page (#26): the page market's (the country row the page
 * read, prerendered with it) merged with those of the visitor's place once tracking's IP
 * lookup has answered (one lookup per tab, kept in session storage: a later page of the tab
 * reads the answer without a lookup; tracking/visitor-location.ts). During the server
 * render and hydration the place is pending, so the prerendered HTML carries the strictest
 * reading of the market (its region rows included) and never a region's forbidden offer.
 */
import { startTransition, useEffect, useState } from 'react'
import { isCountryParam } from '@/config/paths'
import { loadVisitorLocation, type VisitorLocation } from '@/features/tracking'
import {
  applyMarketRules,
  marketSlugOfCountryCode,
  type AppliedRules,
  type Market,
  type VisitorPlace,
} from '../lib/market-rules'
import { isTakenOver } from '@/lib/taken-over'
import { marketOf, useCountry } from './get-country'

const PENDING: VisitorPlace = { status: 'pending' }

let place: VisitorPlace = PENDING
let looking = false
const listeners = new Set<() => void>()

function placeOf(location: VisitorLocation | null): VisitorPlace {
  return location?.countryCode
    ? {
        status: 'known',
        countryCode: location.countryCode,
        regionCode: location.regionCode ?? null,
      }
    : { status: 'unknown' }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  if (!looking && place.status === 'pending') {
    looking = true
    void loadVisitorLocation()
      .catch(() => null)
      .then((location) => {
        place = placeOf(location)
        for (const listener of listeners) listener()
      })
  }
  return () => {
    listeners.delete(onChange)
  }
}

/**
 * Where the visitor is: pending on the server and while the page hydrates, then the
 * lookup's answer. The answer is rendered in a transition, which React works through in
 * slices: it re-renders the whole ranking, and a store update (useSyncExternalStore) would
 * do that in one long task while the page starts.
 */
export function useVisitorPlace(): VisitorPlace {
  const [current, setCurrent] = useState(() => (isTakenOver() ? place : PENDING))
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(place))
    // The lookup may have answered before this page mounted.
    update()
    return subscribe(update)
  }, [])
  return current
}

/** The rules of `market` (the page's) for this visitor. */
export function useAppliedRules(market: Market | null): AppliedRules {
  const place = useVisitorPlace()
  const visitorSlug = place.status === 'known' ? marketSlugOfCountryCode(place.countryCode) : null
  const other = visitorSlug && market && visitorSlug !== market.slug ? visitorSlug : undefined
  // The visitor's own market, when the site has one and it is not the page's.
  const visitorCountry = useCountry(other && isCountryParam(other) ? other : undefined)
  return applyMarketRules(
    market,
    place,
    other ? (visitorCountry.data === undefined ? undefined : marketOf(visitorCountry.data)) : null,
  )
}
