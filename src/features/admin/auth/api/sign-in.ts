/**
 * The staff sign-in sequence, apart from React so that the integration tests run the
 * very code the login page runs:
 *
 * 1. both fields present, else 'Please enter both email and password';
 * 2. sign out any current session (this device only), then `beforeSignIn` (the app clears
 *    last_activity and chooses where the session is stored);
 * 3. the password grant; the server's message is returned as given (Auth's password
 *    verification hook refuses a locked account as it refuses a wrong password);
 * 4. every outcome is written to login_attempts (never the password).
 */
import type { AdminSupabaseClient } from './database'
import { AUTH_MESSAGES } from '../messages'
import { recordLoginAttempt } from './auth-calls'

export type SignInInput = { email: string; password: string }
export type SignInOptions = { beforeSignIn?: () => void }

/** Resolves to the message to show, or null when signed in. */
export async function signInStaff(
  client: AdminSupabaseClient,
  { email, password }: SignInInput,
  { beforeSignIn }: SignInOptions = {},
): Promise<string | null> {
  const login = email.trim()
  if (!login || !password) return AUTH_MESSAGES.missingCredentials

  const record = async (success: boolean, failureReason?: string) => {
    try {
      await recordLoginAttempt(client, { email: login, success, failureReason })
    } catch (error) {
      // The attempt itself goes on: a log write must not lock staff out.
      console.error('Recording the sign-in attempt failed:', error)
    }
  }
  const fail = async (message: string) => {
    await record(false, message)
    return message
  }

  try {
    const current = await client.auth.getSession()
    if (current.data.session) await client.auth.signOut({ scope: 'local' })
    beforeSignIn?.()

    const { data, error } = await client.auth.signInWithPassword({ email: login, password })
    if (error) return await fail(error.message)
    if (!data.user) return await fail(AUTH_MESSAGES.noUserReturned)
    await record(true)
    return null
  } catch (error) {
    console.error('Login failed:', error)
    return await fail(AUTH_MESSAGES.loginFailed)
  }
}
