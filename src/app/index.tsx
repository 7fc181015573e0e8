import type { DehydratedState } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { createQueryClient } from '@/lib/query-client'
import { markTakenOver } from '@/lib/taken-over'
import { AppRoutes } from './app-routes'
import { AppProvider } from './provider'

/**
 * The browser app. BrowserRouter renders each navigation in a transition: while the next
 * page's code loads, the current page stays on screen.
 */
export function App({
  dehydratedState,
  hydrating = false,
}: {
  dehydratedState?: DehydratedState
  /** Hydrating a prerendered page: the page marks itself taken over (TakenOver). */
  hydrating?: boolean
}) {
  const [queryClient] = useState(createQueryClient)
  // Marks a rendered app as taken over: Playwright waits for it.
  useEffect(() => {
    if (!hydrating) markTakenOver()
  }, [hydrating])
  return (
    <AppProvider queryClient={queryClient} dehydratedState={dehydratedState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  )
}
