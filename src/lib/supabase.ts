/**
 * The full supabase-js client (auth, storage, functions) for the admin area. Only modules
 * under src/features/admin import it (eslint enforces this), so its code lives in the
 * lazily loaded admin chunks and never in a visitor's download. Public pages read through
 * @/lib/postgrest.
 *
 * Where the session lives follows the login form's 'Keep me logged in' choice: in
 * localStorage (it survives a browser restart) when kept, otherwise in sessionStorage (it
 * ends with the browser tab). The choice itself is a flag in localStorage, written before
 * signing in; see `setSessionPersistence`.
 */
import { createClient, type SupportedStorage } from '@supabase/supabase-js'
import { getEnv } from '@/config/env'
import type { AdminSupabaseClient } from '@/features/admin/auth/api/database'
import type { Database } from '@/integrations/supabase/types'

/** localStorage flag: '1' when the signed-in user chose 'Keep me logged in'. */
export const KEEP_SIGNED_IN_KEY = 'admin_keep_signed_in'

function storages(): { local: Storage | null; session: Storage | null } {
  if (typeof window === 'undefined') return { local: null, session: null }
  return { local: window.localStorage, session: window.sessionStorage }
}

export function isSessionPersistent(): boolean {
  return storages().local?.getItem(KEEP_SIGNED_IN_KEY) === '1'
}

/** Chooses where the next session is stored: true = localStorage, false = sessionStorage. */
export function setSessionPersistence(persistent: boolean) {
  const { local } = storages()
  if (persistent) local?.setItem(KEEP_SIGNED_IN_KEY, '1')
  else local?.removeItem(KEEP_SIGNED_IN_KEY)
}

/**
 * auth-js storage that writes to localStorage or sessionStorage according to the flag,
 * reads whichever holds the key, and removes from both (a sign-out clears every copy).
 */
export const adminAuthStorage: SupportedStorage = {
  getItem(key) {
    const { local, session } = storages()
    return (isSessionPersistent() ? local : session)?.getItem(key) ?? null
  },
  setItem(key, value) {
    const { local, session } = storages()
    const persistent = isSessionPersistent()
    ;(persistent ? local : session)?.setItem(key, value)
    ;(persistent ? session : local)?.removeItem(key)
  },
  removeItem(key) {
    const { local, session } = storages()
    local?.removeItem(key)
    session?.removeItem(key)
  },
}

const env = getEnv()

export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storage: adminAuthStorage,
  },
})

export type { AdminSupabaseClient }
