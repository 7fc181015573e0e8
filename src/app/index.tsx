import type { DehydratedState } from '@tanstack/react-query'
import { useState } from 'react'
import { createQueryClient } from '@/lib/query-client'
import { AppRoutes } from './app-routes'
import { AppProvider } from './provider'
import { AppRouter } from './router'

/** The browser app. */
export function App({ dehydratedState }: { dehydratedState?: DehydratedState }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <AppProvider queryClient={queryClient} dehydratedState={dehydratedState}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  )
}
