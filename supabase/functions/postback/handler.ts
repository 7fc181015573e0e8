/**
 * The `postback` edge function: affiliate networks report conversions here.
 *
 *   GET|POST /functions/v1/postback/{source-slug}?click_id=&event=&payout=&currency=&transaction_id=&token=
 *
 * Guards in order: method, the per-address limit (public.count_postback_request,
 * counted in the database: past the site setting postbacks.rate_limit_per_minute the
 * answer is 429 and only the counter is stored), known and active source, allowed
 * IP, token (the secret's SHA-256 against the stored hashes: current secret, the
 * previous one in its rotation grace period, or the Test Postback console's
 * short-lived token), valid fields, the network's status. Every other postback is
 * stored with its outcome — accepted (linked to its click), unmatched (click not
 * recorded yet; linked by the database when it arrives), duplicate (the transaction,
 * or without a transaction id the same click and event, already recorded for this
 * source) or rejected — so nothing is dropped silently; the database links the click
 * and converts the payout (private.postbacks_before_insert). A rejected postback
 * keeps at most 1 KB of its request (query and body together; no body at all for an
 * unknown source), and identical refusals are counted on one row
 * (private.postbacks_count_refusals). The sender's address is
 * _shared/client-address.ts's. The reply is quick JSON naming the outcome, readable
 * cross-origin (the console calls it from the browser). Opened to callers without a
 * JWT in supabase/config.toml (networks have no API key).
 */
import { PostgrestClient } from '@supabase/postgrest-js'
import { clientAddress } from '../_shared/client-address.ts'
import { requireEnv } from '../_shared/env.ts'
import { json } from '../_shared/json.ts'
import { unwrap } from '../_shared/result.ts'
import {
  type AcceptedHash,
  clipRequest,
  collectParams,
  eventTypeOf,
  ipAllowed,
  isDeclinedStatus,
  mapParams,
  matchToken,
  MAX_BODY_CHARS,
  MAX_REFUSAL_BYTES,
  storableText,
  toConversion,
} from './params.ts'

type Status = 'accepted' | 'duplicate' | 'unmatched' | 'rejected'

interface PostbackRow {
  source_id: string | null
  click_id: string | null
  brand_click_id?: string | null
  event?: string | null
  event_type?: string | null
  network_status?: string | null
  is_test?: boolean
  payout?: number | null
  currency?: string | null
  transaction_id?: string | null
  status: Status
  status_reason?: string | null
  request_method: 'GET' | 'POST'
  request_query: Record<string, string>
  request_body: string | null
  ip: string | null
  user_agent: string | null
}

interface SourceRow {
  id: string
  is_active: boolean
  allowed_ips: string[]
  param_map: Record<string, string>
  event_map: Record<string, string>
  default_currency: string
  postback_source_secrets: SecretRow | null
}

interface SecretRow {
  secret_hash: string
  previous_secret_hash: string | null
  previous_valid_until: string | null
  test_token_hash: string | null
  test_token_valid_until: string | null
}

// Hosted Supabase leaves CORS to each function; the console reads the reply from the browser.
const CORS = { 'access-control-allow-origin': '*' }

/** The hashes a source accepts at this moment. */
function acceptedHashes(secret: SecretRow | null, now: number): AcceptedHash[] {
  if (!secret) return []
  const valid = (until: string | null) => until !== null && Date.parse(until) > now
  return [
    { hash: secret.secret_hash, isTest: false },
    ...(secret.previous_secret_hash && valid(secret.previous_valid_until)
      ? [{ hash: secret.previous_secret_hash, isTest: false }]
      : []),
    ...(secret.test_token_hash && valid(secret.test_token_valid_until)
      ? [{ hash: secret.test_token_hash, isTest: true }]
      : []),
  ]
}

let client: PostgrestClient | null = null
function database(): PostgrestClient {
  if (!client) {
    const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY')
    client = new PostgrestClient(`${requireEnv('SUPABASE_URL')}/rest/v1`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    })
  }
  return client
}

interface RateVerdict {
  allowed: boolean
  limit: number
  retry_after: number
}

/**
 * Counts this postback against its address's limit. A failed count lets the postback through
 * (logged): a conversion must not be lost because the counter could not be written.
 */
async function countRequest(db: PostgrestClient, ip: string | null): Promise<RateVerdict> {
  const { data, error } = await db.rpc('count_postback_request', { p_ip: ip })
  if (error) {
    console.error('Counting a postback against its address failed:', error.message)
    return { allowed: true, limit: 0, retry_after: 0 }
  }
  return data as RateVerdict
}

function readSource(db: PostgrestClient, slug: string) {
  return db
    .from('postback_sources')
    .select(
      'id, is_active, allowed_ips, param_map, event_map, default_currency, postback_source_secrets(secret_hash, previous_secret_hash, previous_valid_until, test_token_hash, test_token_valid_until)',
    )
    .eq('slug', slug)
    .maybeSingle()
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return json({ status: 'rejected', reason: 'Use GET or POST' }, 405, CORS)
  }
  const url = new URL(req.url)
  const slug = url.pathname.split('/').filter(Boolean)[1] ?? url.searchParams.get('source') ?? ''
  const db = database()
  const ip = await clientAddress(req.headers)
  const [rate, source] = await Promise.all([countRequest(db, ip), readSource(db, slug)])
  if (!rate.allowed) {
    return json(
      {
        status: 'rejected',
        reason: `too many postbacks from this address: at most ${rate.limit} a minute`,
      },
      429,
      { ...CORS, 'retry-after': String(Math.max(1, rate.retry_after)) },
    )
  }

  const body = req.method === 'POST' ? await req.text() : ''
  const query = Object.fromEntries(url.searchParams)
  let all: Record<string, string> | null
  try {
    all = collectParams(url, body, req.headers.get('content-type') ?? '')
  } catch {
    all = null
  }
  const base = {
    click_id: null,
    request_method: req.method as 'GET' | 'POST',
    request_query: query,
    request_body: body ? storableText(body.slice(0, MAX_BODY_CHARS)) : null,
    ip,
    user_agent: req.headers.get('user-agent')
      ? storableText(req.headers.get('user-agent')!.slice(0, 512))
      : null,
  }
  /** Never store a secret: drop the token parameter and mask its value wherever the body has it. */
  const redact = (name: string) => {
    delete query[name]
    const value = all?.[name]
    if (value && base.request_body)
      base.request_body = base.request_body.replaceAll(value, '[redacted]')
  }
  redact('token')

  type Fields = Omit<PostbackRow, keyof typeof base> & Partial<PostbackRow>

  /** Stores a postback the database decides on (accepted or unmatched) and answers its verdict. */
  const record = async (row: Fields, httpStatus: number) => {
    // The database decides accepted or unmatched (and links the click): read its verdict back.
    const inserted = await db
      .from('postbacks')
      .insert({ ...base, ...row })
      .select('status, status_reason')
      .single()
    if (inserted.error?.code === '23505') {
      // The same transaction (or, without one, the same click and event) arrived before:
      // keep this one as a duplicate.
      unwrap(
        await db.from('postbacks').insert({
          ...base,
          ...row,
          status: 'duplicate',
          status_reason: row.transaction_id
            ? 'transaction already recorded'
            : 'conversion already recorded for this click and event',
        }),
      )
      return json({ status: 'duplicate' }, 200, CORS)
    }
    const saved = unwrap(inserted) as { status: Status; status_reason: string | null }
    return json(
      saved.status_reason
        ? { status: saved.status, reason: saved.status_reason }
        : { status: saved.status },
      httpStatus,
      CORS,
    )
  }

  /**
   * Stores a refusal with at most 1 KB of its request (no body when `keepBody` is false); an
   * identical refusal of the last hour is counted on its row instead (the database's trigger).
   */
  const reject = async (
    row: Omit<Fields, 'status'>,
    reason: string,
    httpStatus: number,
    keepBody = true,
  ) => {
    const kept = clipRequest(query, keepBody ? base.request_body : null, MAX_REFUSAL_BYTES)
    unwrap(
      await db.from('postbacks').insert({
        ...base,
        ...row,
        request_query: kept.query,
        request_body: kept.body,
        status: 'rejected',
        status_reason: reason,
      }),
    )
    return json({ status: 'rejected', reason }, httpStatus, CORS)
  }

  // One-to-one embed (the secret's key is the source id): PostgREST returns an object.
  const src = unwrap(source) as unknown as SourceRow | null
  if (!src) {
    const reason = `unknown source "${storableText(slug.slice(0, 100))}"`
    return reject({ source_id: null }, reason, 404, false)
  }
  if (body.length > MAX_BODY_CHARS) return reject({ source_id: src.id }, 'body too large', 413)
  if (src.param_map.token) redact(src.param_map.token)
  if (!src.is_active) return reject({ source_id: src.id }, 'source is inactive', 403)
  if (!ipAllowed(ip ?? '', src.allowed_ips))
    return reject({ source_id: src.id }, `IP ${ip} is not allowed`, 403)

  if (!all) return reject({ source_id: src.id }, 'body is not valid JSON', 400)
  const params = mapParams(all, src.param_map)
  const token = await matchToken(
    params.token ?? '',
    acceptedHashes(src.postback_source_secrets, Date.now()),
  )
  // A refused postback still shows which click and transaction it named (as sent, clipped).
  const named = {
    source_id: src.id,
    click_id: params.click_id ? storableText(params.click_id.slice(0, 200)) : null,
    transaction_id: params.transaction_id
      ? storableText(params.transaction_id.slice(0, 200))
      : null,
  }
  if (!token) return reject(named, 'bad token', 401)

  const checked = toConversion(params, src.default_currency)
  if (!checked.ok) return reject(named, checked.reason, 400)
  const { conversion } = checked
  const fields = {
    source_id: src.id,
    click_id: conversion.clickId,
    event: conversion.event,
    event_type: eventTypeOf(conversion.event, src.event_map),
    payout: conversion.payout,
    currency: conversion.currency,
    transaction_id: conversion.transactionId,
    network_status: conversion.networkStatus,
    is_test: token.isTest,
  }
  if (isDeclinedStatus(conversion.networkStatus)) {
    const reason = `the network reports status "${conversion.networkStatus}"`
    return reject(fields, reason, 200)
  }
  return record({ ...fields, status: 'unmatched', status_reason: 'click not recorded yet' }, 200)
}
