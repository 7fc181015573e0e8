/**
 * What the logs' filters need from the database before the page query: a period's UTC
 * bounds (days are cut in the reporting time zone, which only the database may read) and a
 * country code's stored name (sessions and clicks store the visitor's country by name).
 * Both are remembered for a minute, so paging and the CSV export do not ask again. The
 * client is an argument, so Node-side tests run this code against the local stack.
 */
import { unwrap } from '@/lib/result'
import type { AdminSupabaseClient } from '../../auth/api/database'
import type { PeriodRequest } from '../traffic/filters'

const TTL_MS = 60_000

type Load<T> = (client: AdminSupabaseClient, key: string) => Promise<T>

function remembered<T>(load: Load<T>): Load<T> {
  const cache = new Map<string, { at: number; value: Promise<T> }>()
  return (client, key) => {
    const hit = cache.get(key)
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value
    const value = load(client, key)
    // A failure is not remembered: the next page asks again.
    value.catch(() => cache.delete(key))
    cache.set(key, { at: Date.now(), value })
    return value
  }
}

/** A period's instants and the reporting time zone its days are cut in. */
export type PeriodBounds = { startsAt: string | null; endsAt: string | null; timeZone: string }

const loadBounds = remembered<PeriodBounds>(async (client, key) => {
  const request = JSON.parse(key) as PeriodRequest
  const args =
    'period' in request
      ? { p_period: request.period }
      : { p_from: request.from ?? undefined, p_to: request.to ?? undefined }
  const rows = unwrap(await client.rpc('log_period_bounds', args))
  const row = rows[0]
  return {
    startsAt: row?.starts_at ?? null,
    endsAt: row?.ends_at ?? null,
    timeZone: row?.time_zone ?? 'UTC',
  }
})

/** The UTC instants [startsAt, endsAt) of the period (open ends null: all time). */
export function periodBounds(
  client: AdminSupabaseClient,
  request: PeriodRequest,
): Promise<PeriodBounds> {
  return loadBounds(client, JSON.stringify(request))
}

const loadCountries = remembered(async (client) =>
  unwrap(await client.from('countries').select('slug, name').order('name')),
)

/** The countries of the site, for the Country filter's options (value: code). */
export async function siteCountries(
  client: AdminSupabaseClient,
): Promise<{ slug: string; name: string }[]> {
  return loadCountries(client, 'all')
}

/**
 * The stored country name a `country` value means: a site country's code (its slug, as
 * Analytics links with) gives its name; anything else is taken as a stored name already.
 */
export async function countryName(client: AdminSupabaseClient, value: string): Promise<string> {
  const countries = await siteCountries(client)
  return countries.find((country) => country.slug === value)?.name ?? value
}
