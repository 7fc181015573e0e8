/**
 * Password change rules: at least 8 characters (ASVS 5.0 6.2.1; the auth server refuses
 * shorter ones with weak_password), at most 72 (bcrypt's limit), typed twice alike.
 */
import { z } from 'zod'

export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 72

export const changePasswordSchema = z
  .object({
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })

export type ChangePasswordValues = z.input<typeof changePasswordSchema>
