/**
 * Providers shared by the browser entry and the server render: the query client (with
 * state dehydrated by the prerender, if any) and the toaster.
 */
import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query'
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react'

// sonner (about 11 KB gzip) is not needed to show a page: load it after hydration.
const Toaster = lazy(() => import('@/components/ui/sonner'))

const subscribeNothing = () => () => {}

/** false on the server and while hydrating, true afterwards: for client-only extras. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

type AppProviderProps = {
  queryClient: QueryClient
  /** `dehydrate(queryClient)` of the server render, to start with its data. */
  dehydratedState?: DehydratedState
  children: ReactNode
}

export function AppProvider({ queryClient, dehydratedState, children }: AppProviderProps) {
  const hydrated = useHydrated()
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary>
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  )
}
