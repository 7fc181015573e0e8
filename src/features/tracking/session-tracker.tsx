/**
 * Records the tab's visitor session and its end. Mounted once by the public layout;
 * renders nothing. The tracking runtime loads after hydration, when the main thread is
 * idle, so it never delays the first paint nor lengthens hydration's tasks, and each client-side route change counts as a page view.
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { whenIdle } from '@/lib/when-idle'
import { loadRuntime } from './load-runtime'
import { markPageView } from './page-view'

export function SessionTracker() {
  const { pathname, search } = useLocation()

  useEffect(
    () =>
      whenIdle(() => {
        loadRuntime()
          .then((runtime) => runtime.startTracking())
          .catch((error: unknown) => console.error('Tracking failed to load:', error))
      }),
    [],
  )

  const page = `${pathname}${search}`
  useEffect(() => {
    // The first render's page view is the document load itself (navigation start).
    return () => markPageView()
  }, [page])

  return null
}
