/**
 * Get Bonus clicks made before the app took over a prerendered page. The page's inline
 * loader (early-click-loader.ts) catches them: it opens the tab inside the click (popup
 * blockers allow no other moment), queues the click here and starts loading the code;
 * useBrandClick takes the brand's click once its card is hydrated and records it like
 * any other. A click nobody takes within 3 s sends its tab to the link's own address.
 */
/** The Get Bonus links whose clicks count before hydration (the value: the brand's id). */
export const EARLY_CLICK_LINKS = 'a[data-brand-click]'

export interface EarlyBrandClick {
  brandId: string
  tab: Window | null
  taken: boolean
}

export interface EarlyClickQueue {
  clicks: EarlyBrandClick[]
  /** Set when hydration starts: React replays the clicks it receives from then on. */
  appStarted: boolean
}

declare global {
  interface Window {
    __earlyBrandClicks?: EarlyClickQueue
  }
}

/** Called just before hydrateRoot: later clicks are React's. */
export function endEarlyClickCapture(): void {
  if (window.__earlyBrandClicks) window.__earlyBrandClicks.appStarted = true
}

/** The brand's waiting early click, marked taken (the loader then leaves its tab alone). */
export function takeEarlyClick(brandId: string): EarlyBrandClick | null {
  const click = window.__earlyBrandClicks?.clicks.find(
    (candidate) => candidate.brandId === brandId && !candidate.taken,
  )
  if (!click) return null
  click.taken = true
  return click
}
