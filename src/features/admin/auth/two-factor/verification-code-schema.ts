import { z } from 'zod'

/** A six-digit code from an authenticator app; spaces (as some apps show it) are dropped. */
export const verificationCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')),
})

export type VerificationCodeInput = z.input<typeof verificationCodeSchema>
export type VerificationCodeValues = z.output<typeof verificationCodeSchema>
