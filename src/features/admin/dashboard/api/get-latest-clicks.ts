/**
 * The newest clicks for the dashboard, from the click log's view (admin_click_log: security
 * invoker, so RLS answers admins and analysts only), over click_time's index.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { ClickListRow } from '../../components/traffic-log/click-row'
import { dashboardKeys } from '../keys'

export const LATEST_CLICKS_LIMIT = 10

const COLUMNS =
  'id, click_time, brand_name, brand_slug, country, city, device_type, browser, traffic_quality_score'

/** A view's columns are all nullable to the generator; these are the click log's row types. */
export type LatestClick = Pick<
  ClickListRow,
  | 'id'
  | 'click_time'
  | 'brand_name'
  | 'brand_slug'
  | 'country'
  | 'city'
  | 'device_type'
  | 'browser'
  | 'traffic_quality_score'
>

export async function getLatestClicks(signal?: AbortSignal): Promise<LatestClick[]> {
  let request = supabase
    .from('admin_click_log')
    .select(COLUMNS)
    .order('click_time', { ascending: false })
    // A unique tie-breaker: clicks of the same instant keep their order between refetches.
    .order('id', { ascending: false })
    .limit(LATEST_CLICKS_LIMIT)
  if (signal) request = request.abortSignal(signal)
  return unwrap(await request) as LatestClick[]
}

export const latestClicksQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.latestClicks(),
    queryFn: ({ signal }) => getLatestClicks(signal),
  })

export function useLatestClicks() {
  return useQuery(latestClicksQueryOptions())
}
