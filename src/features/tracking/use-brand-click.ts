/**
 * What a Get Bonus link (or a whole brand card) uses. A plain left click is recorded by the
 * page (SPEC.md): the new tab opens at once, inside the click, so popup blockers allow it;
 * the click is recorded meanwhile and the tab is pointed at the destination, with the click
 * id the server issued, when recording ends; when it fails, or is still under way after
 * RECORDING_WAIT_MS, the destination opens without one (recording goes on). While it is
 * being recorded `isTracking` is true (the card is dimmed and inert) and further clicks do
 * nothing; a brand without a usable destination_url does nothing. Every other way of
 * following the link goes to its `href`, the /go redirect (go-link.ts), which records the
 * click server-side.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react'
import { gateClick } from './click-gate'
import { destinationWithClickId } from './destination'
import { goHref, isPlainLeftClick, type GoLinkParams } from './go-link'
import { getSessionId, getVisitorId } from './ids'
import { loadRuntime } from './load-runtime'

/** The longest a visitor waits for the click to be recorded before the destination opens. */
export const RECORDING_WAIT_MS = 1500

export interface TrackableBrand {
  id: string
  brand_slug: string
  destination_url: string | null
  /** Query parameter carrying the click_id when destination_url has no {click_id} placeholder. */
  subid_param?: string | null
}

export interface BrandClick {
  isTracking: boolean
  /** Records the click and opens the destination in a new tab (the card's own click). */
  onClick: () => void
  /** The link's address: the /go redirect; undefined when the brand has no destination. */
  href: string | undefined
  /** The link's click handler: plain left clicks as `onClick`, others left to the browser. */
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void
}

/** Points the tab opened on the click at the destination (or opens one if the blank tab was refused). */
function openDestination(tab: Window | null, destination: string): void {
  if (tab && !tab.closed) {
    tab.location.href = destination
    return
  }
  window.open(destination, '_blank', 'noopener,noreferrer')
}

/**
 * @param position The brand's 1-based place in the ranked list it is shown in (sent as
 *   the click's card_position); null outside a ranked list.
 */
export function useBrandClick(brand: TrackableBrand, position: number | null = null): BrandClick {
  const [isTracking, setIsTracking] = useState(false)
  // The prerendered link has no visitor ids (the HTML is the same for everyone): they are
  // added after hydration, so the redirect can link a middle click to the tab's session.
  const [visitor, setVisitor] = useState<GoLinkParams['visitor']>(null)
  // The state updates after a render; the ref blocks a second click in the same frame.
  const busy = useRef(false)
  const { id, brand_slug, destination_url, subid_param } = brand

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration
    setVisitor({ userId: getVisitorId(), sessionId: getSessionId() })
  }, [])

  const onClick = useCallback(() => {
    if (!gateClick(destination_url, busy.current).ok) return
    if (!destinationWithClickId(destination_url, '', subid_param)) return

    busy.current = true
    setIsTracking(true)
    const tab = window.open('', '_blank')
    // rel=noopener: the destination must not reach back into this page.
    if (tab) tab.opener = null
    const recorded = loadRuntime()
      .then((runtime) => runtime.recordClick({ id, position }))
      .then((outcome) => (outcome.status === 'recorded' ? outcome.clickId : ''))
      .catch((error: unknown) => {
        console.error('Click tracking failed:', error)
        return ''
      })
    const waited = new Promise<string>((resolve) =>
      setTimeout(() => resolve(''), RECORDING_WAIT_MS),
    )
    void Promise.race([recorded, waited]).then((clickId) => {
      openDestination(tab, destinationWithClickId(destination_url, clickId, subid_param) ?? '')
      busy.current = false
      setIsTracking(false)
    })
  }, [id, position, destination_url, subid_param])

  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainLeftClick(event)) return
      event.preventDefault()
      onClick()
    },
    [onClick],
  )

  return {
    isTracking,
    onClick,
    href: destination_url ? goHref(brand_slug, { position, visitor }) : undefined,
    onLinkClick,
  }
}
