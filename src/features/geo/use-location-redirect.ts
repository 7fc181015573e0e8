/**
 * Runs the location detection once on the landing page and sends the visitor to their
 * country's ranking. Detection starts after hydration, so the prerendered page (what
 * crawlers and slow phones see first) is the complete landing page, never a spinner.
 *
 * Only a visitor who arrives on / is redirected: someone who navigates back to / inside
 * the site (the logo, 'Back to Homepage') came for the picker and keeps it.
 */
import { startTransition, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { getEnv } from '@/config/env'
import { useIsOpenedEntry } from '@/lib/history-entry'
import { isTakenOver } from '@/lib/taken-over'
import { detectCountryRoute, getBrowserTimeZone, type DetectionDeps } from './detect-location'

/** idle: server render and hydration; detecting: the chain runs; done: picker only. */
export type DetectionStatus = 'idle' | 'detecting' | 'done'

/**
 * false on the server and during hydration, true afterwards: set in a transition, so the
 * landing page's re-render comes in slices after hydrating, not as one long task.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isTakenOver)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return hydrated
}

function browserDeps(): DetectionDeps {
  return {
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    fetch: (input, init) => window.fetch(input, init),
    reverseGeocodeUrl: getEnv().VITE_REVERSE_GEOCODE_URL,
    getTimeZone: getBrowserTimeZone,
  }
}

export function useLocationRedirect(): DetectionStatus {
  const navigate = useNavigate()
  const arrivedHere = useIsOpenedEntry()
  const hydrated = useHydrated()
  const [finished, setFinished] = useState(false)

  useEffect(() => {
    if (!arrivedHere || !hydrated) return
    let cancelled = false
    void detectCountryRoute(browserDeps()).then((detected) => {
      if (cancelled) return
      if (detected) navigate(detected.route, { replace: true })
      else setFinished(true)
    })
    return () => {
      cancelled = true
    }
  }, [arrivedHere, hydrated, navigate])

  if (!hydrated) return 'idle'
  return !arrivedHere || finished ? 'done' : 'detecting'
}
