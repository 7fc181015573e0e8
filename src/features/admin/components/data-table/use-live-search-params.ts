/**
 * Changes the URL's search parameters from the location as it is now, not as the caller last
 * rendered it. BrowserRouter renders a navigation in a transition: while the next screen's
 * code loads (the form that `?edit=` opens), the list stays on screen with the parameters it
 * rendered, and a change built from those (the search box's write, 300 ms after the last
 * keystroke) would replace the URL the click just set and lose the form.
 */
import { useCallback, useContext } from 'react'
import {
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  type Location,
  type Navigator,
} from 'react-router-dom'

/**
 * The history's own location: the browser's and the memory router's histories keep it
 * current at once, the router's context only once the next render commits.
 */
function historyLocation(navigator: Navigator): Pick<Location, 'pathname' | 'search'> | null {
  const { location } = navigator as Navigator & { location?: Location }
  return location && typeof location.search === 'string' ? location : null
}

export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams

export function useLiveSearchParams() {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const navigate = useNavigate()
  const rendered = useLocation()
  const { pathname } = rendered
  return useCallback(
    (change: SearchParamsChange, { replace = false }: { replace?: boolean } = {}) => {
      const live = historyLocation(navigator) ?? rendered
      // The list is on its way out (another page is loading): its change no longer applies.
      if (live.pathname !== pathname) return
      const next = change(new URLSearchParams(live.search)).toString()
      void navigate({ pathname, search: next ? `?${next}` : '' }, { replace })
    },
    [navigator, navigate, rendered, pathname],
  )
}
