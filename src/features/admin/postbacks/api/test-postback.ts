/**
 * The Test Postback console's calls. It never sees a source's secret: 'Send test postback'
 * asks the database for a 15-minute test token for the source (issue_test_postback_token),
 * which the postback function accepts in place of the secret and marks is_test. Only the
 * send issues one: each token is a write to the source's secrets and an audit row, so
 * opening the console, or leaving it open, reads and nothing more.
 *
 * The calls take the client as an argument so that the integration tests run the very same
 * calls signed in as staff; the page's query and mutation pass the admin's.
 */
import { queryOptions, useMutation } from '@tanstack/react-query'
import { getEnv } from '@/config/env'
import { supabase, type AdminSupabaseClient } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { testPostbackKeys } from '../keys'
import { buildTestPostbackUrl, type TestPostbackFields } from '../postback-url'
import { POSTBACK_LOG_SELECT, type PostbackLogRow } from './postback-log'
import type { SourceChoice } from './sources'

export type RecentClick = { click_id: string; brand_name: string | null; click_time: string }

/** Sent instead of a token by 'Send with a wrong token', to show the refusal. */
export const WRONG_TOKEN = 'wrong-token'

export async function listRecentClicks(
  client: AdminSupabaseClient,
  signal: AbortSignal,
): Promise<RecentClick[]> {
  return unwrap(
    await client
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
    queryFn: ({ signal }) => listRecentClicks(supabase, signal),
  })

/** A new 15-minute test token for the source; it replaces the source's previous one. */
export async function issueTestToken(
  client: AdminSupabaseClient,
  sourceId: string,
): Promise<string> {
  return unwrap(await client.rpc('issue_test_postback_token', { p_source_id: sourceId }))
}

/** The token could not be issued (the source has no secret yet, say): nothing was sent. */
export class TestTokenError extends Error {
  constructor(cause: unknown) {
    super('Could not get a test token', { cause })
    this.name = 'TestTokenError'
  }
}

export type TestPostbackRequest = {
  source: SourceChoice
  fields: TestPostbackFields
  /** Send WRONG_TOKEN instead of issuing a token. */
  wrongToken: boolean
}

export type TestPostbackResult = {
  /** The URL called, with the token it carried. */
  url: string
  httpStatus: number
  body: string
  /** The log row the request produced, if the function wrote one. */
  row: PostbackLogRow | null
}

/**
 * 'Send test postback': issues a token (none for a wrong-token send), calls the real postback
 * endpoint at `apiUrl` (GET, as networks do) and reads back the log row it produced.
 */
export async function sendTestPostback(
  client: AdminSupabaseClient,
  apiUrl: string,
  { source, fields, wrongToken }: TestPostbackRequest,
): Promise<TestPostbackResult> {
  const token = wrongToken
    ? WRONG_TOKEN
    : await issueTestToken(client, source.id).catch((error: unknown) => {
        throw new TestTokenError(error)
      })
  const paramMap = sourceParamMap(source)
  const url = buildTestPostbackUrl({ apiUrl, slug: source.slug, paramMap, fields, token })
  const response = await fetch(url, { method: 'GET', cache: 'no-store' })
  const body = await response.text()
  const row = await findTestPostback(
    client,
    source.id,
    paramMap.transaction_id || 'transaction_id',
    fields.transactionId.trim(),
  )
  return { url, httpStatus: response.status, body, row }
}

/** The send with the admin's client against this project's API; errors show on the page. */
export function useSendTestPostback() {
  return useMutation({
    mutationFn: (request: TestPostbackRequest) =>
      sendTestPostback(supabase, getEnv().VITE_SUPABASE_URL, request),
  })
}

/** The source's parameter names (param_map is JSON in the database). */
export const sourceParamMap = (source: SourceChoice) =>
  (source.param_map ?? {}) as Partial<Record<string, string>>

/** The log row the test produced: the newest for this source with that transaction id as sent. */
async function findTestPostback(
  client: AdminSupabaseClient,
  sourceId: string,
  transactionParam: string,
  transactionId: string,
): Promise<PostbackLogRow | null> {
  const rows = unwrap(
    await client
      .from('postbacks')
      .select(POSTBACK_LOG_SELECT)
      .eq('source_id', sourceId)
      .eq(`request_query->>${transactionParam}`, transactionId)
      .order('received_at', { ascending: false })
      .limit(1),
  )
  return (rows[0] as unknown as PostbackLogRow | undefined) ?? null
}
