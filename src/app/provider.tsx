/**
 * Providers shared by the browser entry and the server render: the query client, with
 * state dehydrated by the prerender, if any. (react-helmet-async needs no provider on
 * React 19: see components/seo/head-tags.tsx.)
 * (The toaster lives in the admin area.)
 */
import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query'
import type { ReactNode } from 'react'

type AppProviderProps = {
  queryClient: QueryClient
  /** `dehydrate(queryClient)` of the server render, to start with its data. */
  dehydratedState?: DehydratedState
  children: ReactNode
}

export function AppProvider({ queryClient, dehydratedState, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary>
    </QueryClientProvider>
  )
}
