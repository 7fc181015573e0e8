/** Auth's two-factor refusals in the words staff need; anything else as the form shows it. */
import { isSupabaseRequestError } from '@/lib/result'
import { describeError } from '../../components/form'

export function describeTwoFactorError(error: unknown): string {
  if (isSupabaseRequestError(error)) {
    switch (error.code) {
      case 'mfa_verification_failed':
        return 'That code is not valid. Enter the current code from your authenticator app; each code works once.'
      case 'mfa_challenge_expired':
        return 'The code took too long to arrive. Enter the current code.'
      case 'insufficient_aal':
        return 'Enter a code from your authenticator app first.'
    }
  }
  return describeError(error)
}
