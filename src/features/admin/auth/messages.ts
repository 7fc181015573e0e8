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

/**
 * Said to everyone on the login form: Auth locks an account after five wrong passwords and
 * then answers as it does for a wrong password, so no answer tells which emails exist.
 */
export const LOCKOUT_NOTICE = 'Five failed sign-ins lock an account for 15 minutes.'
