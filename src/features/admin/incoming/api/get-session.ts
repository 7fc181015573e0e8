/**
 * One visitor session for the detail panel: its fields, its brand clicks in the order they
 * happened, and the postbacks of those clicks (their conversions and rejections). The row
 * types follow from the selects.
 */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { sessionKeys } from '../keys'

export async function fetchSession(id: string, signal: AbortSignal) {
  const [session, clicks] = await Promise.all([
    supabase.from('admin_session_log').select('*').eq('id', id).abortSignal(signal).maybeSingle(),
    supabase
      .from('admin_click_log')
      .select('id, click_time, brand_name, card_position, page_url, traffic_quality_score')
      .eq('click_in_id', id)
      .order('click_time')
      .abortSignal(signal),
  ])
  const clickRows = unwrap(clicks)
  const postbacks =
    clickRows.length === 0
      ? []
      : unwrap(
          await supabase
            .from('postbacks')
            .select(
              'id, brand_click_id, received_at, event, event_type, status, payout, currency, payout_reporting',
            )
            .in(
              'brand_click_id',
              clickRows.flatMap((click) => (click.id ? [click.id] : [])),
            )
            .order('received_at')
            .abortSignal(signal),
        )
  return { session: unwrap(session), clicks: clickRows, postbacks }
}

type SessionWithClicks = Awaited<ReturnType<typeof fetchSession>>
export type SessionDetail = NonNullable<SessionWithClicks['session']>
export type SessionClick = SessionWithClicks['clicks'][number]
export type SessionPostback = SessionWithClicks['postbacks'][number]

export const sessionDetailOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: ({ signal }) => fetchSession(id, signal),
  })
