/**
 * The full supabase-js client (auth, storage, functions) for the admin area. Only modules
 * under src/features/admin import it (eslint enforces this), so its code lives in the
 * lazily loaded admin chunks and never in a visitor's download. Public pages read through
 * @/lib/postgrest.
 */
import { createClient } from '@supabase/supabase-js'
import { getEnv } from '@/config/env'
import type { Database } from '@/integrations/supabase/types'

const env = getEnv()

export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
})
