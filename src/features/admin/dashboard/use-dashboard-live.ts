/**
 * The dashboard live: one Realtime subscription to inserted clicks refetches the latest clicks
 * at most once a second and the traffic figures (summaries, sparklines and top brands of the
 * comparisons) at most once every 3 seconds; a refetch already running is left to finish
 * rather than restarted, so a burst of clicks never turns into a storm of report queries.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { analyticsKeys } from '../components/reporting/keys'
import { throttle } from '../components/throttle'
import { useTableInserts, type LiveStatus } from '../components/use-table-inserts'
import { dashboardKeys } from './keys'
import type { Comparison } from './traffic-figures'

export const LATEST_GAP_MS = 1000
export const FIGURES_GAP_MS = 3000

/** The dashboard reads every figure unfiltered (humans only, the reports' default). */
export const NO_FILTERS: Record<string, string> = {}

/** `comparisons` should keep its identity for the day (memoised on today's date). */
export function useDashboardLive(comparisons: readonly Comparison[], enabled = true): LiveStatus {
  const queryClient = useQueryClient()

  const throttles = useMemo(() => {
    const refetch = (queryKey: readonly unknown[]) =>
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })
    return [
      throttle(() => refetch(dashboardKeys.latestClicks()), LATEST_GAP_MS),
      throttle(() => {
        for (const comparison of comparisons) {
          refetch(analyticsKeys.report('summary', comparison.range, NO_FILTERS))
          refetch(analyticsKeys.report('timeseries', comparison.seriesRange, NO_FILTERS))
          refetch(analyticsKeys.report('breakdown', comparison.range, NO_FILTERS))
        }
      }, FIGURES_GAP_MS),
    ]
  }, [queryClient, comparisons])
  useEffect(() => () => throttles.forEach((pending) => pending.cancel()), [throttles])

  const onInsert = useCallback(() => throttles.forEach((pending) => pending.call()), [throttles])
  return useTableInserts('brand_clicks_history', onInsert, enabled)
}
