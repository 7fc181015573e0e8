/**
 * What a Get Bonus button (or a whole brand card) calls. The new tab opens at once,
 * inside the click, so popup blockers allow it; the click is recorded meanwhile and
 * the tab is pointed at the destination when recording ends, or fails. While it is
 * being recorded `isTracking` is true (the card is dimmed and inert) and further
 * clicks do nothing; a brand without a usable destination_url does nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { gateClick } from './click-gate'
import { destinationWithClickId } from './destination'
import { takeEarlyClick } from './early-clicks'
import { newId } from './ids'
import { loadRuntime } from './load-runtime'

export interface TrackableBrand {
  id: string
  brand_name: string
  destination_url: string | null
  /** Query parameter carrying the click_id when destination_url has no {click_id} placeholder. */
  subid_param?: string | null
}

export interface BrandClick {
  isTracking: boolean
  onClick: () => void
}

/** Points the tab opened on the click at the destination (or opens one if the blank tab was refused). */
function openDestination(tab: Window | null, destination: string): void {
  if (tab && !tab.closed) {
    tab.location.href = destination
    return
  }
  window.open(destination, '_blank', 'noopener,noreferrer')
}

export function useBrandClick(brand: TrackableBrand): BrandClick {
  const [isTracking, setIsTracking] = useState(false)
  // The state updates after a render; the ref blocks a second click in the same frame.
  const busy = useRef(false)
  const { id, brand_name, destination_url, subid_param } = brand

  /** Records a click whose tab `openTab` opens; false when the brand cannot be clicked now. */
  const track = useCallback(
    (openTab: () => Window | null): boolean => {
      if (!gateClick(destination_url, busy.current).ok) return false
      const clickId = newId()
      const destination = destinationWithClickId(destination_url, clickId, subid_param)
      if (!destination) return false

      busy.current = true
      setIsTracking(true)
      const tab = openTab()
      loadRuntime()
        .then((runtime) => runtime.recordClick({ id, brand_name }, clickId))
        .catch((error: unknown) => console.error('Click tracking failed:', error))
        .finally(() => {
          openDestination(tab, destination)
          busy.current = false
          setIsTracking(false)
        })
      return true
    },
    [id, brand_name, destination_url, subid_param],
  )

  const onClick = useCallback(() => {
    track(() => {
      const tab = window.open('', '_blank')
      // rel=noopener: the destination must not reach back into this page.
      if (tab) tab.opener = null
      return tab
    })
  }, [track])

  // A click on this brand's link before the page was hydrated (early-clicks.ts): the
  // queue is outside React, so the card learns of it once mounted.
  useEffect(() => {
    const early = takeEarlyClick(id)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- recording starts from an external queue
    if (early && !track(() => early.tab)) early.tab?.close()
  }, [id, track])

  return { isTracking, onClick }
}
