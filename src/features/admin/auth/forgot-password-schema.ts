/** The forgot-password form's rule and words: one email address, checked as Auth checks it. */
import { z } from 'zod'

export const FORGOT_PASSWORD_MESSAGES = {
  invalidEmail: 'Enter the email address of your staff account.',
  sent: 'If an account exists for that email, we have sent a link to reset the password. It works once, within an hour.',
} as const

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: FORGOT_PASSWORD_MESSAGES.invalidEmail })),
})
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>
