/**
 * The admin auth state machine of SPEC.md section 4.
 *
 * - Load: the stored session is read; with one, an inactivity overrun ends it at once,
 *   otherwise the stored admin token is restored and the staff check runs.
 * - SIGNED_IN: the inactivity timer restarts, the expired flag clears, about 100 ms later
 *   password_setup_completed is set on the admin_users row, then the staff check runs.
 * - SIGNED_OUT: user, session, staff flag and record, token and the stored keys
 *   (last_activity, admin_token) are cleared.
 * - TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED: the new
 *   session and user are kept (after a code the sign-in owed, the staff check runs).
 * - Two-factor step (my_two_factor_state), before the staff check: a staff member with an
 *   authenticator app owes a code ('verify'), an admin without one while admins must have
 *   it owes enrolment ('enrol'); the login page asks for it and MFA_CHALLENGE_VERIFIED runs
 *   the staff check. A failed step check is logged and the staff check runs (the database
 *   refuses staff data to a session that owes a code either way).
 * - Staff check (check_user_admin_status: a row for any staff role, not only admins): no
 *   email or a failed check means not staff; a row means staff (activity refreshed, the
 *   existing token used or a new one requested); no row means not staff.
 * - Login (api/sign-in.ts): the previous error is cleared, any current session is signed
 *   out and last_activity cleared, then the password grant runs (Auth's password
 *   verification hook enforces the lockout); every attempt is written to login_attempts.
 * - Inactivity: checked every 60 s against last_activity; an overrun marks the session
 *   expired and signs out for real (the refresh token is revoked server-side).
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { isSupabaseRequestError } from '@/lib/result'
import {
  isSessionPersistent,
  setSessionPersistence,
  type AdminSupabaseClient,
} from '@/lib/supabase'
import { ADMIN_TOKEN_KEY } from '../constants'
import type { StaffRecord, TwoFactorStep } from './api/auth-calls'
import { adminAuthCalls, authCalls } from './api/auth-session'
import {
  AuthContext,
  type AuthContextValue,
  type AuthState,
  type LogoutScope,
} from './auth-context'
import {
  ACTIVITY_EVENTS,
  clearLastActivity,
  INACTIVITY_CHECK_INTERVAL_MS,
  inactivityLimitMs,
  isInactive,
  readLastActivity,
  readSessionLimits,
  writeLastActivity,
  writeSessionLimits,
} from './inactivity'
import { AUTH_MESSAGES } from './messages'

/** Delay between sign-in and the password_setup_completed update (SPEC.md section 4). */
export const PASSWORD_SETUP_DELAY_MS = 100
/** Activity is written to storage at most this often (mousemove fires constantly). */
const ACTIVITY_WRITE_THROTTLE_MS = 1000

type Action =
  | { type: 'initialized'; session: Session | null }
  | { type: 'init-error'; message: string }
  | { type: 'signed-in'; session: Session }
  | { type: 'session'; session: Session | null }
  | { type: 'two-factor-due'; step: TwoFactorStep }
  | { type: 'factor-verified'; session: Session }
  | { type: 'staff-checked'; record: StaffRecord | null; token: string | null }
  | { type: 'token-restored'; token: string }
  | { type: 'signed-out' }
  | { type: 'expired' }
  | { type: 'signing-out' }
  | { type: 'login-start'; keepSignedIn: boolean }
  | { type: 'error'; message: string }

function initialState(): AuthState {
  return {
    user: null,
    session: null,
    isStaff: false,
    staffRecord: null,
    twoFactorStep: null,
    adminToken: null,
    loading: true,
    checkingStaff: false,
    error: null,
    sessionExpired: false,
    keepSignedIn: isSessionPersistent(),
    signingOut: false,
  }
}

function reducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'initialized':
      return {
        ...state,
        loading: false,
        session: action.session,
        user: action.session?.user ?? null,
        checkingStaff: action.session !== null,
      }
    case 'init-error':
      return { ...state, loading: false, checkingStaff: false, error: action.message }
    case 'signed-in':
      return {
        ...state,
        loading: false,
        session: action.session,
        user: action.session.user,
        checkingStaff: true,
        sessionExpired: false,
        error: null,
        keepSignedIn: isSessionPersistent(),
        signingOut: false,
      }
    case 'session':
      return { ...state, session: action.session, user: action.session?.user ?? state.user }
    case 'two-factor-due':
      return { ...state, checkingStaff: false, isStaff: false, twoFactorStep: action.step }
    case 'factor-verified':
      return { ...state, session: action.session, twoFactorStep: null, checkingStaff: true }
    case 'staff-checked':
      return {
        ...state,
        twoFactorStep: null,
        checkingStaff: false,
        isStaff: action.record !== null,
        staffRecord: action.record,
        adminToken: action.token,
      }
    case 'token-restored':
      return { ...state, adminToken: action.token }
    case 'signed-out':
      return {
        ...state,
        loading: false,
        user: null,
        session: null,
        isStaff: false,
        staffRecord: null,
        twoFactorStep: null,
        adminToken: null,
        checkingStaff: false,
      }
    case 'expired':
      return { ...state, sessionExpired: true }
    case 'signing-out':
      return { ...state, signingOut: true }
    case 'login-start':
      return { ...state, error: null, keepSignedIn: action.keepSignedIn, signingOut: false }
    case 'error':
      return { ...state, error: action.message }
  }
}

function readStoredToken() {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY)
  } catch {
    return null
  }
}

function storeToken(token: string | null) {
  try {
    if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token)
    else window.localStorage.removeItem(ADMIN_TOKEN_KEY)
  } catch {
    // the token stays in memory only
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type AuthProviderProps = {
  children: ReactNode
  /** A stand-in for the admin's supabase-js client, for tests. */
  client?: AdminSupabaseClient
}

export function AuthProvider({ children, client }: AuthProviderProps) {
  const auth = useMemo(() => (client ? authCalls(client) : adminAuthCalls), [client])
  const [state, dispatch] = useReducer(reducer, undefined, initialState)
  const userIdRef = useRef<string | null>(null)
  const checkRunRef = useRef(0)
  // Whether the sign-in waits for a code: only then does MFA_CHALLENGE_VERIFIED rerun the
  // staff check (enrolling on the profile page verifies a code too).
  const twoFactorDueRef = useRef(false)

  const runStaffCheck = useCallback(
    async (email: string | undefined) => {
      const run = ++checkRunRef.current
      const finish = (record: StaffRecord | null, token: string | null) => {
        if (run === checkRunRef.current) dispatch({ type: 'staff-checked', record, token })
      }
      if (!email) return finish(null, null)
      let step: TwoFactorStep | null = null
      try {
        step = await auth.twoFactorStep()
      } catch (error) {
        console.error('Two-factor check failed:', error)
      }
      if (step) {
        twoFactorDueRef.current = true
        if (run === checkRunRef.current) dispatch({ type: 'two-factor-due', step })
        return
      }
      let record: StaffRecord | null
      try {
        record = await auth.checkStaffStatus(email)
      } catch (error) {
        console.error('Staff check failed:', error)
        return finish(null, null)
      }
      if (!record) return finish(null, null)
      writeLastActivity()
      let token = record.admin_token ?? readStoredToken()
      if (!token) {
        try {
          token = await auth.requestAdminToken(email)
        } catch (error) {
          console.error('Admin token generation failed:', error)
        }
      }
      storeToken(token)
      finish(record, token)
    },
    [auth],
  )

  const handleSignedIn = useCallback(
    async (session: Session) => {
      userIdRef.current = session.user.id
      writeLastActivity()
      dispatch({ type: 'signed-in', session })
      await delay(PASSWORD_SETUP_DELAY_MS)
      try {
        await auth.markPasswordSetupCompleted(session.user.id)
      } catch (error) {
        console.error('Password setup flag update failed:', error)
      }
      await runStaffCheck(session.user.email)
    },
    [auth, runStaffCheck],
  )

  const expire = useCallback(async () => {
    dispatch({ type: 'expired' })
    try {
      await auth.signOut('local')
    } catch (error) {
      console.error('Sign-out after inactivity failed:', error)
    }
  }, [auth])

  // Session restore and auth events.
  useEffect(() => {
    let active = true
    let unsubscribe = () => {}

    const onEvent = (event: AuthChangeEvent, session: Session | null) => {
      switch (event) {
        case 'INITIAL_SESSION':
          return // read through getSession below, so its error can be shown
        case 'SIGNED_IN':
          if (!session) return
          // auth-js repeats SIGNED_IN when a tab regains focus: same user, nothing new.
          if (session.user.id === userIdRef.current) {
            dispatch({ type: 'session', session })
            return
          }
          void handleSignedIn(session)
          return
        case 'SIGNED_OUT':
          userIdRef.current = null
          twoFactorDueRef.current = false
          checkRunRef.current++
          storeToken(null)
          clearLastActivity()
          dispatch({ type: 'signed-out' })
          return
        case 'MFA_CHALLENGE_VERIFIED':
          if (session && twoFactorDueRef.current) {
            twoFactorDueRef.current = false
            dispatch({ type: 'factor-verified', session })
            void runStaffCheck(session.user.email)
            return
          }
          dispatch({ type: 'session', session })
          return
        case 'TOKEN_REFRESHED':
        case 'USER_UPDATED':
        case 'PASSWORD_RECOVERY':
          dispatch({ type: 'session', session })
          return
      }
    }

    try {
      unsubscribe = auth.watch((event, session) => {
        // auth-js holds its lock while listeners run: call back into it only afterwards.
        setTimeout(() => {
          if (active) onEvent(event, session)
        }, 0)
      })

      auth
        .getSession()
        .then(async (session) => {
          if (!active) return
          if (!session) {
            dispatch({ type: 'initialized', session: null })
            return
          }
          userIdRef.current = session.user.id
          const limit = inactivityLimitMs(isSessionPersistent(), readSessionLimits())
          if (isInactive(readLastActivity(), limit)) {
            dispatch({ type: 'initialized', session: null })
            await expire()
            return
          }
          const storedToken = readStoredToken()
          dispatch({ type: 'initialized', session })
          if (storedToken) dispatch({ type: 'token-restored', token: storedToken })
          await runStaffCheck(session.user.email)
        })
        .catch((error: unknown) => {
          // Auth's own answer is shown in its words; anything else as the general failure.
          if (isSupabaseRequestError(error)) {
            if (active) dispatch({ type: 'init-error', message: error.message })
            return
          }
          console.error(AUTH_MESSAGES.initializationFailed, error)
          if (active) dispatch({ type: 'init-error', message: AUTH_MESSAGES.initializationFailed })
        })
    } catch (error) {
      console.error(AUTH_MESSAGES.initializationFailed, error)
      dispatch({ type: 'init-error', message: AUTH_MESSAGES.initializationFailed })
    }

    return () => {
      active = false
      unsubscribe()
    }
  }, [auth, expire, handleSignedIn, runStaffCheck])

  // Inactivity: activity events refresh last_activity; a 60 s check ends an idle session.
  const signedIn = state.user !== null
  const [sessionLimits, setSessionLimits] = useState(readSessionLimits)
  useEffect(() => {
    if (!signedIn) return
    let active = true
    auth.fetchSessionLimits().then(
      (limits) => {
        writeSessionLimits(limits)
        if (active) setSessionLimits(limits)
      },
      (error: unknown) => console.error('Could not read the session limits:', error),
    )
    return () => {
      active = false
    }
  }, [auth, signedIn])
  const limitMs = inactivityLimitMs(state.keepSignedIn, sessionLimits)
  useEffect(() => {
    if (!signedIn) return
    let lastWrite = 0
    const onActivity = () => {
      const now = Date.now()
      if (now - lastWrite < ACTIVITY_WRITE_THROTTLE_MS) return
      lastWrite = now
      writeLastActivity(now)
    }
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true })
    }
    if (readLastActivity() === null) writeLastActivity()
    const timer = window.setInterval(() => {
      if (isInactive(readLastActivity(), limitMs)) void expire()
    }, INACTIVITY_CHECK_INTERVAL_MS)
    return () => {
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true })
      }
      window.clearInterval(timer)
    }
  }, [signedIn, limitMs, expire])

  const login = useCallback(
    async (email: string, password: string, keepSignedIn: boolean) => {
      dispatch({ type: 'login-start', keepSignedIn })
      const message = await auth.signIn(
        { email, password },
        {
          beforeSignIn: () => {
            clearLastActivity()
            setSessionPersistence(keepSignedIn)
          },
        },
      )
      if (message) dispatch({ type: 'error', message })
      return message
    },
    [auth],
  )

  const logout = useCallback(
    async (scope: LogoutScope = 'local') => {
      dispatch({ type: 'signing-out' })
      try {
        await auth.signOut(scope)
      } catch (error) {
        console.error('Sign-out failed:', error)
        // Never leave a usable session behind in this browser.
        if (scope === 'global') {
          await auth.signOut('local').catch((failure: unknown) => {
            console.error('Signing out this browser failed too:', failure)
          })
        }
      }
      setSessionPersistence(false)
    },
    [auth],
  )

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      role: state.staffRecord?.role ?? null,
      inactivityLimitMs: limitMs,
      login,
      logout,
    }),
    [state, limitMs, login, logout],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
