/**
 * A small accessible tooltip for the public pages (the score bubble). The admin's tooltip
 * (components/ui/tooltip.tsx, Radix Tooltip with floating-ui) would add about 20 KB gzip to
 * a visitor's first load for one sentence; this one behaves as Radix's does without it:
 * - opens 700 ms after the mouse enters the trigger (not on touch), at once on keyboard
 *   focus; closes on leave, blur, click, pointer down and Escape;
 * - role="tooltip", referenced by the trigger's aria-describedby while open;
 * - rendered into document.body above the trigger (below when there is no room), its
 *   centre on the trigger's, shifted to stay inside the viewport, with an arrow.
 * Nothing renders until it opens, so the server render and hydration are unaffected, and
 * the bubble's code (light-tooltip-bubble.tsx) loads when the pointer or the focus first
 * reaches a trigger: a page's first load carries only the trigger's handlers.
 */
import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { TOOLTIP_DELAY_MS } from './tooltip-delay'

/** Length of the exit animation (tailwindcss-animate's default duration). */
const EXIT_MS = 150

type TooltipState = 'closed' | 'open' | 'closing'

const TooltipBubble = lazyWithPreload(() =>
  import('./light-tooltip-bubble').then((module) => module.TooltipBubble),
)

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
      void TooltipBubble.preload()
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
      void TooltipBubble.preload()
      setAnchor(event.currentTarget)
      actions.open()
    },
    onBlur: () => actions.close(),
  }

  const tooltip =
    state === 'closed' || anchor === null ? null : (
      <Suspense fallback={null}>
        <TooltipBubble id={id} anchor={anchor} closing={state === 'closing'} className={className}>
          {content}
        </TooltipBubble>
      </Suspense>
    )
  return { triggerProps, tooltip }
}
