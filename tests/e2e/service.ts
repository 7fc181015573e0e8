/**
 * The local stack's REST API with the service key, for what a spec sets up or checks behind
 * the UI's back (fixtures, stored rows). Throws on any answer but 2xx.
 */
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { E2E_API_PORT } from './ports.ts'

export const API = `http://127.0.0.1:${E2E_API_PORT}`

export async function service(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      apikey: localApiKeys.serviceRoleKey,
      Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response
}

/** The same, returning the written or read rows as JSON (null for an empty body). */
export async function serviceJson(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await service(path, {
    ...init,
    headers: { Prefer: 'return=representation', ...init.headers },
  })
  const body = await response.text()
  return body ? (JSON.parse(body) as unknown) : null
}

/** Human clicks recorded today (UTC, the seed's reporting time zone), optionally in one country. */
export async function humanClicksToday(country?: string): Promise<number> {
  const today = new Date().toISOString().slice(0, 10)
  const where = `click_time=gte.${today}T00:00:00Z&is_bot_filtered=is.false${country ? `&country=eq.${encodeURIComponent(country)}` : ''}`
  const response = await service(`/rest/v1/brand_clicks_history?select=id&${where}`, {
    method: 'HEAD',
    headers: { Prefer: 'count=exact' },
  })
  return Number(response.headers.get('content-range')?.split('/')[1])
}
