/**
 * The admin area's supabase-js client type. Types only, so Node-side tests can use the
 * admin API modules without the browser env.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/integrations/supabase/types'

export type AdminSupabaseClient = SupabaseClient<Database>
