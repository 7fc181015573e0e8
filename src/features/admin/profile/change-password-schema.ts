/**
 * Password change rules: at least 8 characters (ASVS 5.0 6.2.1; the auth server refuses
 * shorter ones with weak_password), at most 72 (bcrypt's limit), typed twice alike.
 */
import type { z } from 'zod'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordPair,
} from '../components/form/schema-rules'

export const changePasswordSchema = passwordPair({
  min: PASSWORD_MIN_LENGTH,
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  max: PASSWORD_MAX_LENGTH,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  mismatch: 'The passwords do not match',
})

export type ChangePasswordValues = z.input<typeof changePasswordSchema>
