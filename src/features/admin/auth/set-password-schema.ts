/** The set-password form's rules: Auth's minimum length, typed twice alike. */
import type { z } from 'zod'
import { PASSWORD_MIN_LENGTH, passwordPair } from '../components/form/schema-rules'

export const SET_PASSWORD_MESSAGES = {
  linkUsed:
    "This link has already been used or has expired. Ask for a new one with 'Forgot password?' on the sign-in page, or ask an admin for a new invite.",
  noLink:
    'Open the invite or password reset link you were sent (by email, or by an admin) to set your password.',
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  mismatch: 'The two passwords do not match.',
} as const

export const setPasswordSchema = passwordPair({
  min: PASSWORD_MIN_LENGTH,
  tooShort: SET_PASSWORD_MESSAGES.tooShort,
  mismatch: SET_PASSWORD_MESSAGES.mismatch,
})
export type SetPasswordValues = z.infer<typeof setPasswordSchema>
