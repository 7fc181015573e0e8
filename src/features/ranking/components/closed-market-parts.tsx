/**
 * The closed market's page and the closed-place notice (#26), each in its Suspense boundary:
 * their code loads only where they show (market-rules-code.ts).
 */
import { Suspense, type ComponentProps } from 'react'
import type * as Closed from './closed-market'
import { LazyClosedMarket, LazyVisitorMarketClosed } from './market-rules-code'

export function ClosedMarket(props: ComponentProps<typeof Closed.ClosedMarket>) {
  return (
    <Suspense fallback={null}>
      <LazyClosedMarket {...props} />
    </Suspense>
  )
}

export function VisitorMarketClosed() {
  return (
    <Suspense fallback={null}>
      <LazyVisitorMarketClosed />
    </Suspense>
  )
}
