/**
 * The auth context and its hook, apart from the provider so that guards and pages can
 * read it without pulling in supabase-js themselves.
 */
import type { Session, User } from '@supabase/supabase-js'
import { createContext, useContext } from 'react'
import type { StaffRecord, TwoFactorStep } from './api/auth-calls'
import type { StaffRole } from './roles'

export type AuthState = {
  user: User | null
  session: Session | null
  /**
   * True when the staff check found this user in admin_users, whatever their role: the
   * admin role (what the database's private.is_admin() means) is `role === 'admin'`.
   */
  isStaff: boolean
  staffRecord: StaffRecord | null
  /**
   * Signed in with the password, but the database grants no staff rights until a code from
   * the authenticator app is verified ('verify') or one is set up ('enrol'); null otherwise.
   */
  twoFactorStep: TwoFactorStep | null
  adminToken: string | null
  /** Restoring the stored session at start ('Checking authentication...'). */
  loading: boolean
  /** The staff check is running ('Verifying admin privileges...'). */
  checkingStaff: boolean
  /** Message of the last sign-in or session failure. */
  error: string | null
  /** Signed out because of inactivity; cleared by the next sign-in. */
  sessionExpired: boolean
  /** 'Keep me logged in' was chosen for this session. */
  keepSignedIn: boolean
  /**
   * A deliberate sign-out is under way: the caller navigates away afterwards, so the
   * guard waits instead of redirecting to the login page.
   */
  signingOut: boolean
}

export type LogoutScope = 'local' | 'global'

export type AuthContextValue = AuthState & {
  role: StaffRole | null
  /** Milliseconds of inactivity after which this session ends. */
  inactivityLimitMs: number
  /** Signs in; resolves to the error message shown to the user, or null on success. */
  login: (email: string, password: string, keepSignedIn: boolean) => Promise<string | null>
  /** Signs out this session ('local') or every session of the user ('global'). */
  logout: (scope?: LogoutScope) => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
