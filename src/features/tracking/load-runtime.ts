/** The lazily loaded tracking runtime (one shared import for the tracker and the click hook). */
import type * as Runtime from './runtime'

export type TrackingRuntime = typeof Runtime

let runtime: Promise<TrackingRuntime> | null = null

export function loadRuntime(): Promise<TrackingRuntime> {
  runtime ??= import('./runtime').catch((error: unknown) => {
    runtime = null
    throw error
  })
  return runtime
}

/**
 * The tab's location (visitor-location.ts: one IP lookup per tab, shared with the session
 * row and the clicks), its code loaded when first asked for, after hydration.
 */
export function loadVisitorLocation() {
  return import('./visitor-location').then((module) => module.visitorLocation())
}
