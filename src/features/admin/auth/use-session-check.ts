/**
 * Asks Auth whether the session still exists on every move between admin pages and when
 * the tab comes back into view. Access tokens stay valid until they expire, so without
 * this a staff member whom an admin disabled or signed out everywhere would keep browsing
 * until then; with it, their next action ends the session in this browser: supabase-js
 * drops a session Auth no longer knows (session_not_found) and emits SIGNED_OUT, which the
 * auth provider turns into the way back to the login page.
 */
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { checkSession } from './api/check-session'

function checkSessionInBackground() {
  // Network trouble is not a sign-out: the next check asks again.
  checkSession().catch((error: unknown) => console.warn('Session check:', error))
}

export function useSessionCheck() {
  const { pathname } = useLocation()
  const first = useRef(true)

  useEffect(() => {
    // The staff check on load has just asked the database; no need to ask Auth as well.
    if (first.current) {
      first.current = false
      return
    }
    checkSessionInBackground()
  }, [pathname])

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkSessionInBackground()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [])
}
