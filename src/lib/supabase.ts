/**
 * The full supabase-js client (auth, storage, functions) for the admin area. Only modules
 * under src/features/admin import it (eslint enforces this), so its code lives in the
 * lazily loaded admin chunks and never in a visitor's download. Public pages read through
 * @/lib/postgrest.
 *
 * The session lives in localStorage, so every tab of the admin shares it (staff work in many
 * tabs; the admin has an origin of its own, so no public page shares this storage). Without
 * 'Keep me logged in' it must still end with the browser: a session cookie (no expiry, gone
 * when the browser closes) marks the browser session it was stored in, and a stored session
 * found without that mark is removed instead of read. With 'Keep me logged in' (a flag in
 * localStorage, written before signing in: `setSessionPersistence`) it survives a restart.
 * The inactivity limit is shared the same way (last_activity in localStorage: inactivity.ts).
 */
import { createClient, type SupportedStorage } from '@supabase/supabase-js'
import { getEnv } from '@/config/env'
import type { AdminSupabaseClient } from '@/features/admin/auth/api/database'
import type { Database } from '@/integrations/supabase/types'

/** localStorage flag: '1' when the signed-in user chose 'Keep me logged in'. */
export const KEEP_SIGNED_IN_KEY = 'admin_keep_signed_in'

/** The session cookie marking this browser session (it holds no secret). */
export const BROWSER_SESSION_COOKIE = 'admin_browser_session'

function localStore(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage
}

export function isSessionPersistent(): boolean {
  return localStore()?.getItem(KEEP_SIGNED_IN_KEY) === '1'
}

/** Chooses whether the next session outlives the browser: true = 'Keep me logged in'. */
export function setSessionPersistence(persistent: boolean) {
  const local = localStore()
  if (persistent) local?.setItem(KEEP_SIGNED_IN_KEY, '1')
  else local?.removeItem(KEEP_SIGNED_IN_KEY)
}

function inThisBrowserSession(): boolean {
  return document.cookie.split('; ').includes(`${BROWSER_SESSION_COOKIE}=1`)
}

function markBrowserSession() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${BROWSER_SESSION_COOKIE}=1; Path=/; SameSite=Strict${secure}`
}

/**
 * auth-js storage over localStorage, shared by the tabs; an entry stored in an earlier
 * browser session is dropped unless the session was kept (see above).
 */
export const adminAuthStorage: SupportedStorage = {
  getItem(key) {
    const local = localStore()
    const value = local?.getItem(key) ?? null
    if (value !== null && !isSessionPersistent() && !inThisBrowserSession()) {
      local?.removeItem(key)
      return null
    }
    return value
  },
  setItem(key, value) {
    markBrowserSession()
    localStore()?.setItem(key, value)
  },
  removeItem(key) {
    localStore()?.removeItem(key)
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
