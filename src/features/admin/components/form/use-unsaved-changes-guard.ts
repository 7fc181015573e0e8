/**
 * Asks before leaving a form with unsaved changes. The app's BrowserRouter has no
 * useBlocker (that needs a data router), so the guard covers the three ways out itself:
 *
 * - closing or reloading the tab: `beforeunload` (the browser asks);
 * - an in-app link: a capture-phase click listener on the document runs before React
 *   Router's own handler and cancels the click unless the user confirms;
 * - Back (or Forward): while the form is dirty the guard keeps one extra history entry
 *   with the same URL on top; popping it lands on the same page, where the guard asks,
 *   then either goes on back or puts the entry back.
 *
 * Navigations the form starts itself (after a save) pass `allowNavigation()` first.
 */
import { useCallback, useEffect, useRef } from 'react'

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?'

const GUARD_MARK = '__unsavedChangesGuard'

/** The link a click would follow inside this app, or null (new tab, download, modified click). */
function guardedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(target instanceof HTMLAnchorElement)) return null
  if (target.hasAttribute('download') || (target.target && target.target !== '_self')) return null
  const url = new URL(target.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const here = window.location
  if (url.pathname === here.pathname && url.search === here.search && url.hash !== here.hash) {
    return null
  }
  return target
}

export function useUnsavedChangesGuard(
  dirty: boolean,
  {
    confirm = (message: string) => window.confirm(message),
  }: {
    confirm?: (message: string) => boolean
  } = {},
) {
  const allowed = useRef(false)
  const confirmRef = useRef(confirm)
  useEffect(() => {
    confirmRef.current = confirm
  })

  useEffect(() => {
    if (!dirty) return
    allowed.current = false

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return
      event.preventDefault()
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = ''
    }

    const onClick = (event: MouseEvent) => {
      if (allowed.current || !guardedLink(event)) return
      if (confirmRef.current(UNSAVED_CHANGES_MESSAGE)) {
        allowed.current = true
        return
      }
      event.preventDefault()
      event.stopPropagation()
    }

    // The extra entry: same URL and router state, marked so that we know it is ours.
    const pushGuardEntry = () => {
      const state: unknown = window.history.state
      window.history.pushState(
        { ...(state && typeof state === 'object' ? state : {}), [GUARD_MARK]: true },
        '',
        window.location.href,
      )
    }
    const currentIsGuard = () =>
      Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_MARK])
    if (!currentIsGuard()) pushGuardEntry()

    const onPopState = () => {
      if (allowed.current || currentIsGuard()) return
      // We left the guard entry: the user pressed Back.
      if (confirmRef.current(UNSAVED_CHANGES_MESSAGE)) {
        allowed.current = true
        window.history.back()
      } else {
        pushGuardEntry()
      }
    }

    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
    }
  }, [dirty])

  /** Lets the next navigation through (the form's own, after a save or a cancel). */
  return useCallback(() => {
    allowed.current = true
  }, [])
}
