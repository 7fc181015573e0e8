/**
 * The open tooltip of light-tooltip.tsx: rendered into document.body above its trigger
 * (below when there is no room), its centre on the trigger's, shifted to stay inside the
 * viewport, with an arrow. Loaded apart, when a trigger is first approached.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { clsx } from 'clsx'

/** Gap between the trigger and the tooltip, in px (Radix sideOffset). */
const SIDE_OFFSET = 4

export function TooltipBubble({
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
