/**
 * The database client of the public pages: @supabase/postgrest-js alone (about 5 KB gzip)
 * instead of supabase-js (about 52 KB, mostly auth), speaking to the same /rest/v1 with
 * the anon key. Loaded on first use: a prerendered page makes its first request (the brand
 * list's refetch) once hydrated, so the client is not among the code a page needs before
 * it is interactive; and a module importing this one loads in Node (the prerender) and in
 * tests without touching the environment.
 */
import type { PostgrestClient } from '@supabase/postgrest-js'
import { getEnv } from '@/config/env'
import type { Database } from '@/integrations/supabase/types'

let client: Promise<PostgrestClient<Database>> | undefined

export function getPostgrest(): Promise<PostgrestClient<Database>> {
  client ??= import('@supabase/postgrest-js').then(
    ({ PostgrestClient }) => {
      const env = getEnv()
      return new PostgrestClient<Database>(`${env.VITE_SUPABASE_URL}/rest/v1`, {
        headers: {
          apikey: env.VITE_SUPABASE_ANON_KEY,
          Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}`,
        },
        // TanStack Query retries once (SPEC.md section 9); postgrest-js's own three retries
        // with backoff would stack on top of that and delay the error state by seconds.
        retry: false,
      })
    },
    (error: unknown) => {
      // A chunk that failed to load (a network blip) is tried again on the next request.
      client = undefined
      throw error
    },
  )
  return client
}
