/**
 * The app's wouter Router, in the browser, in the server render (`ssrPath`) and in
 * component tests (a memory location):
 * - paths match case-sensitively, unlike wouter's default: /CA is a 404, not a copy of /ca;
 * - a navigation renders in the background: while the next page's code loads, the current
 *   page stays on screen (the Suspense fallbacks show on first loads only);
 * - every history entry the app creates is marked, so the landing page can tell a visitor
 *   who opened / from one who navigated there (lib/history-entry.ts).
 */
import { useDeferredValue, useMemo, type ReactNode } from 'react'
import { parse } from 'regexparam'
import {
  Router,
  type AroundNavHandler,
  type BaseLocationHook,
  type BaseSearchHook,
  type Parser,
} from 'wouter'
import { useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location'
import { IN_APP_ENTRY } from '@/lib/history-entry'

/** regexparam's parse (wouter's default parser) without its case-insensitive flag. */
export const parsePath: Parser = (path, loose) => {
  const { keys, pattern } = parse(path, loose)
  return { keys, pattern: new RegExp(pattern.source) }
}

type LocationHooks = { hook: BaseLocationHook; searchHook: BaseSearchHook }

/**
 * The hooks with deferred values: React renders a navigation as a background update and,
 * when the new page suspends, keeps showing the current one (wouter's location store
 * updates cannot be transitions themselves).
 */
function deferred({ hook: useLocation, searchHook: useSearch }: LocationHooks): LocationHooks {
  function useDeferredLocation(...args: unknown[]): ReturnType<BaseLocationHook> {
    const [path, navigate] = useLocation(...args)
    return [useDeferredValue(path), navigate]
  }
  function useDeferredSearch(...args: unknown[]) {
    return useDeferredValue(useSearch(...args))
  }
  return { hook: useDeferredLocation, searchHook: useDeferredSearch }
}

const browserLocation = deferred({ hook: useBrowserLocation, searchHook: useBrowserSearch })

/** Marks the entries the app creates; a link to the current URL replaces its entry. */
const aroundNav: AroundNavHandler = (navigate, to, options) =>
  navigate(to, {
    ...options,
    replace: options?.replace ?? to === `${window.location.pathname}${window.location.search}`,
    state: options?.state ?? IN_APP_ENTRY,
  })

export function AppRouter({
  children,
  ssrPath,
  location,
}: {
  children: ReactNode
  /** The server render's URL. */
  ssrPath?: string
  /** Another location than the browser's (tests: wouter's memoryLocation). */
  location?: LocationHooks
}) {
  const { hook, searchHook } = useMemo(
    () => (location ? deferred(location) : browserLocation),
    [location],
  )
  return (
    <Router
      hook={hook}
      searchHook={searchHook}
      parser={parsePath}
      aroundNav={aroundNav}
      ssrPath={ssrPath}
    >
      {children}
    </Router>
  )
}
