/**
 * The login form's rules (SPEC.md section 5): email and password are both required, with
 * one message for either missing. The email's format is left to the server, whose
 * message is shown as given.
 */
import { z } from 'zod'
import { AUTH_MESSAGES } from './messages'

export const loginSchema = z
  .object({
    email: z.string().trim(),
    password: z.string(),
    keepSignedIn: z.boolean(),
  })
  .refine((value) => value.email !== '' && value.password !== '', {
    message: AUTH_MESSAGES.missingCredentials,
    path: ['root'],
  })

export type LoginValues = z.input<typeof loginSchema>
