import type { DehydratedState } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { createQueryClient } from '@/lib/query-client'
import { AppRoutes } from './app-routes'
import { AppProvider } from './provider'
import { AppRouter } from './router'

/** The browser app. */
export function App({ dehydratedState }: { dehydratedState?: DehydratedState }) {
  const [queryClient] = useState(createQueryClient)
  // Marks the page as taken over (hydrated, or rendered): Playwright waits for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <AppProvider queryClient={queryClient} dehydratedState={dehydratedState}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  )
}
