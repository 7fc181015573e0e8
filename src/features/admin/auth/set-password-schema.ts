/** The set-password form's rules: Auth's minimum length, typed twice alike. */
import { z } from 'zod'

/** supabase/config.toml's [auth] minimum_password_length: Auth refuses shorter ones. */
export const PASSWORD_MIN_LENGTH = 8

export const SET_PASSWORD_MESSAGES = {
  linkUsed:
    'This link has already been used or has expired. Ask an admin for a new invite or password reset link.',
  noLink: 'Open the invite or password reset link an admin gave you to set your password.',
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  mismatch: 'The two passwords do not match.',
} as const

export const setPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, SET_PASSWORD_MESSAGES.tooShort),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, {
    message: SET_PASSWORD_MESSAGES.mismatch,
    path: ['confirm'],
  })
export type SetPasswordValues = z.infer<typeof setPasswordSchema>
