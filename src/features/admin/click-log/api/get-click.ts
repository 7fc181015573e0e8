/**
 * One click for the detail panel: every stored field (admin_click_log adds the brand's slug,
 * the referrer's host, the landing page and the conversion) and the postbacks that name it,
 * oldest first. The row types follow from the selects.
 */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { clickKeys } from '../keys'

const POSTBACK_COLUMNS =
  'id, received_at, event, event_type, status, status_reason, payout, currency, payout_reporting, transaction_id'

export async function fetchClick(id: string, signal: AbortSignal) {
  const [click, postbacks] = await Promise.all([
    supabase.from('admin_click_log').select('*').eq('id', id).abortSignal(signal).maybeSingle(),
    supabase
      .from('postbacks')
      .select(POSTBACK_COLUMNS)
      .eq('brand_click_id', id)
      .order('received_at')
      .abortSignal(signal),
  ])
  return { click: unwrap(click), postbacks: unwrap(postbacks) }
}

type ClickWithPostbacks = Awaited<ReturnType<typeof fetchClick>>
export type ClickDetail = NonNullable<ClickWithPostbacks['click']>
export type ClickPostback = ClickWithPostbacks['postbacks'][number]

export const clickDetailOptions = (id: string) =>
  queryOptions({
    queryKey: clickKeys.detail(id),
    queryFn: ({ signal }) => fetchClick(id, signal),
  })
