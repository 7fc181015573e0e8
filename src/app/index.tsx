import type { DehydratedState } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { createQueryClient } from '@/lib/query-client'
import { AppRoutes } from './app-routes'
import { AppProvider } from './provider'

/**
 * The browser app. BrowserRouter renders each navigation in a transition: while the next
 * page's code loads, the current page stays on screen.
 */
export function App({ dehydratedState }: { dehydratedState?: DehydratedState }) {
  const [queryClient] = useState(createQueryClient)
  // Marks the page as taken over (hydrated, or rendered): Playwright waits for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <AppProvider queryClient={queryClient} dehydratedState={dehydratedState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  )
}
