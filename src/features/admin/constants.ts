/**
 * Constants of the admin area that the public entry may also read (route paths, storage
 * keys). Nothing here imports supabase-js or React, so importing it costs a visitor nothing.
 */

/** The signed-in staff member's own page: email, role, password, sessions. */
export const ADMIN_PROFILE_PATH = '/admin/profile'

/** Where invite and password reset links land: the staff member sets a password here. */
export const SET_PASSWORD_PATH = '/admin/set-password'

/** Where a staff member who forgot their password asks for a reset link by email. */
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password'

/** localStorage: millisecond timestamp of the last user activity in the admin area (SPEC section 3). */
export const LAST_ACTIVITY_KEY = 'last_activity'

/** localStorage: the per-admin token from set_admin_token_for_user (SPEC section 3). */
export const ADMIN_TOKEN_KEY = 'admin_token'

/** localStorage: the admin colour theme, 'light' | 'dark' | 'system' (default system). */
export const ADMIN_THEME_KEY = 'admin_theme'

/** localStorage: the inactivity limits last read from the settings, { inactivityMs, keptMs }. */
export const SESSION_LIMITS_KEY = 'admin_session_limits'
