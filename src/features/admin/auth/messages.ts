/** The texts of the admin sign-in flow, word for word from SPEC.md sections 2, 5 and 8. */
export const AUTH_MESSAGES = {
  missingCredentials: 'Please enter both email and password',
  noUserReturned: 'Login failed - no user returned',
  loginFailed: 'Login failed',
  sessionExpired: 'Your session has expired due to inactivity. Please log in again.',
  initializationFailed: 'Authentication initialization failed',
  accessDeniedTitle: 'Access Denied',
  accessDenied:
    'You are logged in but do not have admin privileges. Please contact an administrator.',
  checkingAuthentication: 'Checking authentication...',
  verifyingPrivileges: 'Verifying admin privileges...',
  verifyingAccess: 'Verifying admin access...',
} as const

/** The throttle's refusal; the database recognises the prefix and does not count it. */
export function throttleMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed sign-in attempts. Sign-in is paused for this account or network; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
