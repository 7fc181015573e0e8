/**
 * What a Get Bonus button (or a whole brand card) calls. The new tab opens at once,
 * inside the click, so popup blockers allow it; the click is recorded meanwhile and
 * the tab is pointed at the destination when recording ends, or fails. While it is
 * being recorded `isTracking` is true (the card is dimmed and inert) and further
 * clicks do nothing; a brand without a usable destination_url does nothing.
 */
import { useCallback, useRef, useState } from 'react'
import { gateClick } from './click-gate'
import { destinationWithClickId } from './destination'
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

  const onClick = useCallback(() => {
    if (!gateClick(destination_url, busy.current).ok) return
    const clickId = newId()
    const destination = destinationWithClickId(destination_url, clickId, subid_param)
    if (!destination) return

    busy.current = true
    setIsTracking(true)
    const tab = window.open('', '_blank')
    // rel=noopener: the destination must not reach back into this page.
    if (tab) tab.opener = null

    loadRuntime()
      .then((runtime) => runtime.recordClick({ id, brand_name }, clickId))
      .catch((error: unknown) => console.error('Click tracking failed:', error))
      .finally(() => {
        openDestination(tab, destination)
        busy.current = false
        setIsTracking(false)
      })
  }, [id, brand_name, destination_url, subid_param])

  return { isTracking, onClick }
}
