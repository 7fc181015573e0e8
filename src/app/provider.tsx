/**
 * Providers shared by the browser entry and the server render: the query client, with
 * state dehydrated by the prerender, if any, and react-helmet-async's provider for the
 * pages' head tags (on React 19 it hands them to React, which hoists them into <head>).
 * (The toaster lives in the admin area.)
 */
import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'

type AppProviderProps = {
  queryClient: QueryClient
  /** `dehydrate(queryClient)` of the server render, to start with its data. */
  dehydratedState?: DehydratedState
  children: ReactNode
}

export function AppProvider({ queryClient, dehydratedState, children }: AppProviderProps) {
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary>
      </QueryClientProvider>
    </HelmetProvider>
  )
}
