/**
 * The Test Postback console's calls. It never sees a source's secret: an admin gets a
 * 15-minute test token for the source from the database (issue_test_postback_token),
 * which the postback function accepts in place of the secret and marks is_test.
 */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { testPostbackKeys } from '../keys'
import { POSTBACK_LOG_SELECT, type PostbackLogRow } from './postback-log'

export type RecentClick = { click_id: string; brand_name: string | null; click_time: string }

export async function issueTestToken(sourceId: string, signal: AbortSignal): Promise<string> {
  return unwrap(
    await supabase.rpc('issue_test_postback_token', { p_source_id: sourceId }).abortSignal(signal),
  )
}

export const testTokenQueryOptions = (sourceId: string) =>
  queryOptions({
    queryKey: testPostbackKeys.token(sourceId),
    queryFn: ({ signal }) => issueTestToken(sourceId, signal),
    // The token lasts 15 minutes: a fresh one well before.
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
  })

export async function listRecentClicks(signal: AbortSignal): Promise<RecentClick[]> {
  return unwrap(
    await supabase
      .from('brand_clicks_history')
      .select('click_id, brand_name, click_time')
      .order('click_time', { ascending: false })
      .limit(20)
      .abortSignal(signal),
  )
}

export const recentClicksQueryOptions = () =>
  queryOptions({
    queryKey: testPostbackKeys.recentClicks(),
    queryFn: ({ signal }) => listRecentClicks(signal),
  })

export type TestReply = { httpStatus: number; body: string }

/** Calls the real postback endpoint (GET, as networks do) and reads its reply. */
export async function sendTestPostback(url: string): Promise<TestReply> {
  const response = await fetch(url, { method: 'GET', cache: 'no-store' })
  return { httpStatus: response.status, body: await response.text() }
}

/** The log row the test produced: the newest for this source with that transaction id as sent. */
export async function findTestPostback(
  sourceId: string,
  transactionParam: string,
  transactionId: string,
): Promise<PostbackLogRow | null> {
  const rows = unwrap(
    await supabase
      .from('postbacks')
      .select(POSTBACK_LOG_SELECT)
      .eq('source_id', sourceId)
      .eq(`request_query->>${transactionParam}`, transactionId)
      .order('received_at', { ascending: false })
      .limit(1),
  )
  return (rows[0] as unknown as PostbackLogRow | undefined) ?? null
}
