import type { DehydratedState } from '@tanstack/react-query'
import { useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { createQueryClient } from '@/lib/query-client'
import { AppRoutes } from './app-routes'
import { AppProvider } from './provider'

/** The browser app. */
export function App({ dehydratedState }: { dehydratedState?: DehydratedState }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <AppProvider queryClient={queryClient} dehydratedState={dehydratedState}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  )
}
