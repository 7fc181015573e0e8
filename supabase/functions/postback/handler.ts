/**
 * The `postback` edge function: affiliate networks report conversions here.
 *
 *   GET|POST /functions/v1/postback/{source-slug}?click_id=&event=&payout=&currency=&transaction_id=&token=
 *
 * Guards in order: method, known and active source, allowed IP, secret token
 * (constant time), valid fields. Every postback is stored with its outcome —
 * accepted (linked to its click), unmatched (unknown click_id), duplicate
 * (transaction already recorded for this source) or rejected — so nothing is
 * dropped silently; the reply is quick JSON naming the outcome. Opened to
 * callers without a JWT in supabase/config.toml (networks have no API key).
 */
import { PostgrestClient } from '@supabase/postgrest-js'
import { requireEnv } from '../_shared/env.ts'
import { json } from '../_shared/json.ts'
import {
  collectParams,
  ipAllowed,
  mapParams,
  MAX_BODY_CHARS,
  sameSecret,
  toConversion,
} from './params.ts'

type Status = 'accepted' | 'duplicate' | 'unmatched' | 'rejected'

interface PostbackRow {
  source_id: string | null
  click_id: string | null
  brand_click_id?: string | null
  event?: string | null
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
  default_currency: string
  postback_source_secrets: { secret_token: string } | null
}

function database(): PostgrestClient {
  const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY')
  return new PostgrestClient(`${requireEnv('SUPABASE_URL')}/rest/v1`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  })
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return json({ status: 'rejected', reason: 'Use GET or POST' }, 405)
  }
  const url = new URL(req.url)
  const slug = url.pathname.split('/').filter(Boolean)[1] ?? url.searchParams.get('source') ?? ''
  const body = req.method === 'POST' ? await req.text() : ''
  const db = database()
  const query = Object.fromEntries(url.searchParams)
  delete query.token // never store a secret
  const base = {
    click_id: null,
    request_method: req.method as 'GET' | 'POST',
    request_query: query,
    request_body: body ? body.slice(0, MAX_BODY_CHARS) : null,
    ip: req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null,
    user_agent: req.headers.get('user-agent')?.slice(0, 512) ?? null,
  }

  const record = async (
    row: Omit<PostbackRow, keyof typeof base> & Partial<PostbackRow>,
    httpStatus: number,
  ) => {
    const { error } = await db.from('postbacks').insert({ ...base, ...row })
    if (error?.code === '23505') {
      // The same transaction arrived before: keep this one as a duplicate.
      const duplicate = await db.from('postbacks').insert({
        ...base,
        ...row,
        status: 'duplicate',
        status_reason: 'transaction already recorded',
      })
      if (duplicate.error) throw new Error(duplicate.error.message)
      return json({ status: 'duplicate' }, 200)
    }
    if (error) throw new Error(error.message)
    return json(
      row.status_reason
        ? { status: row.status, reason: row.status_reason }
        : { status: row.status },
      httpStatus,
    )
  }
  const reject = (sourceId: string | null, reason: string, httpStatus: number) =>
    record({ source_id: sourceId, status: 'rejected', status_reason: reason }, httpStatus)

  if (body.length > MAX_BODY_CHARS) return reject(null, 'body too large', 413)
  const source = await db
    .from('postback_sources')
    .select(
      'id, is_active, allowed_ips, param_map, default_currency, postback_source_secrets(secret_token)',
    )
    .eq('slug', slug)
    .maybeSingle()
  if (source.error) throw new Error(source.error.message)
  if (!source.data) return reject(null, `unknown source "${slug.slice(0, 100)}"`, 404)
  // One-to-one embed (the secret's key is the source id): PostgREST returns an object.
  const src = source.data as unknown as SourceRow
  if (!src.is_active) return reject(src.id, 'source is inactive', 403)
  if (!ipAllowed(base.ip ?? '', src.allowed_ips))
    return reject(src.id, `IP ${base.ip} is not allowed`, 403)

  let all: Record<string, string>
  try {
    all = collectParams(url, body, req.headers.get('content-type') ?? '')
  } catch {
    return reject(src.id, 'body is not valid JSON', 400)
  }
  const params = mapParams(all, src.param_map)
  const secret = src.postback_source_secrets?.secret_token
  if (!secret || !(await sameSecret(params.token ?? '', secret)))
    return reject(src.id, 'bad token', 401)

  const checked = toConversion(params, src.default_currency)
  if (!checked.ok) return reject(src.id, checked.reason, 400)
  const { conversion } = checked

  const click = await db
    .from('brand_clicks_history')
    .select('id')
    .eq('click_id', conversion.clickId)
    .maybeSingle()
  if (click.error) throw new Error(click.error.message)
  const clickRow = click.data as { id: string } | null
  return record(
    {
      source_id: src.id,
      click_id: conversion.clickId,
      brand_click_id: clickRow?.id ?? null,
      event: conversion.event,
      payout: conversion.payout,
      currency: conversion.currency,
      transaction_id: conversion.transactionId,
      status: clickRow ? 'accepted' : 'unmatched',
      status_reason: clickRow ? null : 'unknown click_id',
    },
    200,
  )
}
