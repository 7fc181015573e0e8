/**
 * The `postback` edge function: affiliate networks report conversions here.
 *
 *   GET|POST /functions/v1/postback/{source-slug}?click_id=&event=&payout=&currency=&transaction_id=&token=
 *
 * Guards in order: method, known and active source, allowed IP, token (the
 * secret's SHA-256 against the stored hashes: current secret, the previous one
 * in its rotation grace period, or the Test Postback console's short-lived
 * token), valid fields, the network's status. Every postback is stored with its
 * outcome — accepted (linked to its click), unmatched (click not recorded yet;
 * linked by the database when it arrives), duplicate (transaction already
 * recorded for this source) or rejected — so nothing is dropped silently; the
 * database links the click and converts the payout (private.postbacks_before_insert).
 * The reply is quick JSON naming the outcome, readable cross-origin (the
 * console calls it from the browser). Opened to callers without a JWT in
 * supabase/config.toml (networks have no API key).
 */
import { PostgrestClient } from '@supabase/postgrest-js'
import { requireEnv } from '../_shared/env.ts'
import { json } from '../_shared/json.ts'
import {
  type AcceptedHash,
  collectParams,
  eventTypeOf,
  ipAllowed,
  isDeclinedStatus,
  mapParams,
  matchToken,
  MAX_BODY_CHARS,
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

function database(): PostgrestClient {
  const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY')
  return new PostgrestClient(`${requireEnv('SUPABASE_URL')}/rest/v1`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  })
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return json({ status: 'rejected', reason: 'Use GET or POST' }, 405, CORS)
  }
  const url = new URL(req.url)
  const slug = url.pathname.split('/').filter(Boolean)[1] ?? url.searchParams.get('source') ?? ''
  const body = req.method === 'POST' ? await req.text() : ''
  const db = database()
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
    request_body: body ? body.slice(0, MAX_BODY_CHARS) : null,
    ip: req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null,
    user_agent: req.headers.get('user-agent')?.slice(0, 512) ?? null,
  }
  /** Never store a secret: drop the token parameter and mask its value wherever the body has it. */
  const redact = (name: string) => {
    delete query[name]
    const value = all?.[name]
    if (value && base.request_body)
      base.request_body = base.request_body.replaceAll(value, '[redacted]')
  }
  redact('token')

  const record = async (
    row: Omit<PostbackRow, keyof typeof base> & Partial<PostbackRow>,
    httpStatus: number,
  ) => {
    // The database decides accepted or unmatched (and links the click): read its verdict back.
    const { data, error } = await db
      .from('postbacks')
      .insert({ ...base, ...row })
      .select('status, status_reason')
      .single()
    if (error?.code === '23505') {
      // The same transaction arrived before: keep this one as a duplicate.
      const duplicate = await db.from('postbacks').insert({
        ...base,
        ...row,
        status: 'duplicate',
        status_reason: 'transaction already recorded',
      })
      if (duplicate.error) throw new Error(duplicate.error.message)
      return json({ status: 'duplicate' }, 200, CORS)
    }
    if (error) throw new Error(error.message)
    const saved = data as { status: Status; status_reason: string | null }
    return json(
      saved.status_reason
        ? { status: saved.status, reason: saved.status_reason }
        : { status: saved.status },
      httpStatus,
      CORS,
    )
  }
  const reject = (sourceId: string | null, reason: string, httpStatus: number) =>
    record({ source_id: sourceId, status: 'rejected', status_reason: reason }, httpStatus)

  if (body.length > MAX_BODY_CHARS) return reject(null, 'body too large', 413)
  const source = await db
    .from('postback_sources')
    .select(
      'id, is_active, allowed_ips, param_map, event_map, default_currency, postback_source_secrets(secret_hash, previous_secret_hash, previous_valid_until, test_token_hash, test_token_valid_until)',
    )
    .eq('slug', slug)
    .maybeSingle()
  if (source.error) throw new Error(source.error.message)
  if (!source.data) return reject(null, `unknown source "${slug.slice(0, 100)}"`, 404)
  // One-to-one embed (the secret's key is the source id): PostgREST returns an object.
  const src = source.data as unknown as SourceRow
  if (src.param_map.token) redact(src.param_map.token)
  if (!src.is_active) return reject(src.id, 'source is inactive', 403)
  if (!ipAllowed(base.ip ?? '', src.allowed_ips))
    return reject(src.id, `IP ${base.ip} is not allowed`, 403)

  if (!all) return reject(src.id, 'body is not valid JSON', 400)
  const params = mapParams(all, src.param_map)
  const token = await matchToken(
    params.token ?? '',
    acceptedHashes(src.postback_source_secrets, Date.now()),
  )
  // A refused postback still shows which click and transaction it named (as sent, clipped).
  const named = {
    click_id: params.click_id?.slice(0, 200) ?? null,
    transaction_id: params.transaction_id?.slice(0, 200) ?? null,
  }
  if (!token)
    return record(
      { ...named, source_id: src.id, status: 'rejected', status_reason: 'bad token' },
      401,
    )

  const checked = toConversion(params, src.default_currency)
  if (!checked.ok)
    return record(
      { ...named, source_id: src.id, status: 'rejected', status_reason: checked.reason },
      400,
    )
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
    return record({ ...fields, status: 'rejected', status_reason: reason }, 200)
  }
  return record({ ...fields, status: 'unmatched', status_reason: 'click not recorded yet' }, 200)
}
