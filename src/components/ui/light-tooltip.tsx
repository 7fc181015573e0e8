/**
 * A small accessible tooltip for the public pages (the score bubble). The admin's tooltip
 * (components/ui/tooltip.tsx, Radix Tooltip with floating-ui) would add about 20 KB gzip to
 * a visitor's first load for one sentence; this one behaves as Radix's does without it:
 * - opens 700 ms after the mouse enters the trigger (not on touch), at once on keyboard
 *   focus; closes on leave, blur, click, pointer down and Escape;
 * - role="tooltip", referenced by the trigger's aria-describedby while open;
 * - rendered into document.body above the trigger (below when there is no room), its
 *   centre on the trigger's, shifted to stay inside the viewport, with an arrow.
 * Nothing renders until it opens, so the server render and hydration are unaffected.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { clsx } from 'clsx'

/** Tooltips open after 700 ms of hover (SPEC.md section 9). */
export const TOOLTIP_DELAY_MS = 700
/** Gap between the trigger and the tooltip, in px (Radix sideOffset). */
const SIDE_OFFSET = 4
/** Length of the exit animation (tailwindcss-animate's default duration). */
const EXIT_MS = 150

type TooltipState = 'closed' | 'open' | 'closing'

export type TooltipTriggerProps = {
  'aria-describedby'?: string
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave: () => void
  onPointerDown: () => void
  onClick: () => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onBlur: () => void
}

/**
 * A tooltip for one trigger: spread `triggerProps` on the trigger element and render
 * `tooltip` next to it.
 */
export function useTooltip(
  content: ReactNode,
  { delayMs = TOOLTIP_DELAY_MS, className }: { delayMs?: number; className?: string } = {},
): { triggerProps: TooltipTriggerProps; tooltip: ReactNode } {
  const id = useId()
  const [state, setState] = useState<TooltipState>('closed')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const pointerIsDown = useRef(false)

  const [actions] = useState(() => ({
    open() {
      window.clearTimeout(timer.current)
      setState('open')
    },
    openLater(delay: number) {
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setState('open'), delay)
    },
    close() {
      window.clearTimeout(timer.current)
      setState((current) => (current === 'closed' ? current : 'closing'))
      timer.current = window.setTimeout(() => setState('closed'), EXIT_MS)
    },
  }))

  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    if (state !== 'open') return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actions.close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [state, actions])

  const triggerProps: TooltipTriggerProps = {
    'aria-describedby': state === 'open' ? id : undefined,
    onPointerEnter(event) {
      if (event.pointerType === 'touch') return
      setAnchor(event.currentTarget)
      actions.openLater(delayMs)
    },
    onPointerLeave: () => actions.close(),
    onPointerDown() {
      // The focus that follows a click does not open it again (as with Radix).
      pointerIsDown.current = true
      document.addEventListener('pointerup', () => (pointerIsDown.current = false), {
        once: true,
      })
      actions.close()
    },
    onClick: () => actions.close(),
    onFocus(event) {
      if (pointerIsDown.current) return
      setAnchor(event.currentTarget)
      actions.open()
    },
    onBlur: () => actions.close(),
  }

  const tooltip =
    state === 'closed' || anchor === null ? null : (
      <TooltipBubble id={id} anchor={anchor} closing={state === 'closing'} className={className}>
        {content}
      </TooltipBubble>
    )
  return { triggerProps, tooltip }
}

function TooltipBubble({
  id,
  anchor,
  closing,
  className,
  children,
}: {
  id: string
  anchor: HTMLElement
  closing: boolean
  className?: string
  children: ReactNode
}) {
  const bubble = useRef<HTMLDivElement>(null)
  const arrow = useRef<SVGSVGElement>(null)

  // Placed before the browser paints, from the sizes of the trigger and of the bubble.
  useLayoutEffect(() => {
    const element = bubble.current
    if (!element || !arrow.current) return
    const target = anchor.getBoundingClientRect()
    const { offsetWidth: width, offsetHeight: height } = element
    const above = target.top - SIDE_OFFSET - height >= 0
    const top = above ? target.top - SIDE_OFFSET - height : target.bottom + SIDE_OFFSET
    const center = target.left + target.width / 2
    const maxLeft = document.documentElement.clientWidth - width
    const left = Math.max(0, Math.min(center - width / 2, maxLeft))
    element.style.top = `${top + window.scrollY}px`
    element.style.left = `${left + window.scrollX}px`
    element.dataset.side = above ? 'top' : 'bottom'
    const tip = arrow.current.style
    tip.left = `${center - left - 5}px`
    tip.top = above ? '100%' : ''
    tip.bottom = above ? '' : '100%'
    tip.transform = above ? '' : 'rotate(180deg)'
  }, [anchor])

  return createPortal(
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      data-state={closing ? 'closed' : 'delayed-open'}
      className={clsx(
        'absolute left-0 top-0 z-50 w-fit max-w-xs text-balance rounded-md bg-brand px-3 py-1.5 text-xs text-brand-foreground animate-in fade-in-0 zoom-in-95 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 data-[side=bottom]:slide-in-from-top-2 data-[side=top]:slide-in-from-bottom-2',
        className,
      )}
    >
      {children}
      <svg
        ref={arrow}
        aria-hidden="true"
        width={10}
        height={5}
        viewBox="0 0 30 10"
        preserveAspectRatio="none"
        className="absolute fill-brand"
      >
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>,
    document.body,
  )
}
