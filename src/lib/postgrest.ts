/**
 * The database client of the public pages: @supabase/postgrest-js alone (about 5 KB gzip)
 * instead of supabase-js (about 52 KB, mostly auth), speaking to the same /rest/v1 with
 * the anon key. Created on first use so that a module importing it can load in Node (the
 * prerender) and in tests without touching the environment.
 */
import { PostgrestClient } from '@supabase/postgrest-js'
import { getEnv } from '@/config/env'
import type { Database } from '@/integrations/supabase/types'

let client: PostgrestClient<Database> | undefined

export function getPostgrest(): PostgrestClient<Database> {
  if (!client) {
    const env = getEnv()
    client = new PostgrestClient<Database>(`${env.VITE_SUPABASE_URL}/rest/v1`, {
      headers: {
        apikey: env.VITE_SUPABASE_ANON_KEY,
        Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}`,
      },
      // TanStack Query retries once (SPEC.md section 9); postgrest-js's own three retries
      // with backoff would stack on top of that and delay the error state by seconds.
      retry: false,
    })
  }
  return client
}
