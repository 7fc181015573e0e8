/**
 * Makes the page behind an open modal layer (sheet, dialog, modal menu) inert, not only
 * hidden. Radix hides it from assistive technology with aria-hidden (the aria-hidden
 * package's hideOthers) and traps Tab, but the links and buttons behind stay focusable:
 * a screen reader's own navigation can still land on them, and axe reports it
 * (aria-hidden-focus, serious). `inert` takes them out of focus and of the accessibility
 * tree together, which is what the modal means.
 *
 * Render it inside the layer's Radix Content. It follows Radix's own marking (the
 * aria-hidden package's data-aria-hidden, put on everything outside the layer but live
 * regions and their ancestors), so a non-modal layer changes nothing.
 */
import { useEffect } from 'react'

export function InertOthers() {
  useEffect(() => {
    const made: HTMLElement[] = []
    // After this commit's effects: Radix marks the page in an effect of a parent, and a
    // child's effects run first.
    const frame = window.setTimeout(() => {
      for (const element of document.querySelectorAll<HTMLElement>(
        '[data-aria-hidden="true"]:not([data-radix-focus-guard])',
      )) {
        if (element.inert) continue
        element.inert = true
        made.push(element)
      }
    })
    return () => {
      window.clearTimeout(frame)
      for (const element of made) element.inert = false
    }
  }, [])
  return null
}
