/**
 * What the local stack and our scripts read from supabase/config.toml, the
 * file the Supabase CLI deploys with, so hosted and local follow one setting.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse as parseToml } from 'smol-toml'
import { z } from 'zod'

const DURATION_UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000 } as const

/** A Go duration as the CLI's config takes it ("30m", "8h", "1h30m"), in milliseconds. */
const duration = z
  .string()
  .regex(/^(\d+h)?(\d+m)?(\d+s)?$/, 'a duration such as "30m" or "8h"')
  .refine((text) => text !== '', 'a duration such as "30m" or "8h"')
  .transform((text) =>
    [...text.matchAll(/(\d+)([hms])/g)].reduce(
      (ms, [, amount, unit]) => ms + Number(amount) * DURATION_UNIT_MS[unit as 'h' | 'm' | 's'],
      0,
    ),
  )

/** The parts of config.toml we read; Supabase's defaults where a key is absent. */
const configToml = z.object({
  // The Supabase CLI's local inbox (Mailpit; [local_smtp], formerly [inbucket]), where Auth's
  // emails go locally.
  local_smtp: z
    .object({
      port: z.number().int().positive().default(54324),
      smtp_port: z.number().int().positive().default(54325),
      admin_email: z.string().default('admin@email.com'),
      sender_name: z.string().default('Admin'),
    })
    .prefault({}),
  auth: z
    .object({
      jwt_expiry: z.number().int().positive().default(3600),
      minimum_password_length: z.number().int().positive().default(6),
      site_url: z.string().default('http://127.0.0.1:3000'),
      additional_redirect_urls: z.array(z.string()).default([]),
      // GoTrue's mailer settings; the defaults are GoTrue's (MAILER_OTP_EXP, SMTP_MAX_FREQUENCY).
      email: z
        .object({
          max_frequency: duration.prefault('60s'),
          otp_length: z.number().int().min(6).max(10).default(6),
          otp_expiry: z.number().int().positive().default(86_400),
          secure_password_change: z.boolean().default(false),
        })
        .prefault({}),
      // Per IP and per 5 minutes, as GoTrue counts them; the defaults are hosted Supabase's.
      rate_limit: z
        .object({
          sign_in_sign_ups: z.number().int().positive().default(30),
          token_refresh: z.number().int().positive().default(150),
          token_verifications: z.number().int().positive().default(30),
        })
        .prefault({}),
      // Postgres functions Auth calls at points of its flow ("pg-functions://postgres/<schema>/<name>").
      hook: z
        .object({
          password_verification_attempt: z
            .object({
              enabled: z.boolean().default(false),
              uri: z
                .string()
                .regex(
                  /^pg-functions:\/\/postgres\/\w+\/\w+$/,
                  'pg-functions://postgres/<schema>/<function>',
                ),
            })
            .optional(),
        })
        .prefault({}),
      // Auth > Multi-Factor: TOTP is on by default on hosted Supabase.
      mfa: z
        .object({
          max_enrolled_factors: z.number().int().positive().default(10),
          totp: z
            .object({
              enroll_enabled: z.boolean().default(true),
              verify_enabled: z.boolean().default(true),
            })
            .prefault({}),
        })
        .prefault({}),
      // Hosted Supabase: Auth > Sessions (Pro plan and up). Absent: sessions never expire.
      sessions: z
        .object({ timebox: duration.optional(), inactivity_timeout: duration.optional() })
        .prefault({}),
    })
    .prefault({}),
  functions: z.record(z.string(), z.object({ verify_jwt: z.boolean().optional() })).default({}),
})

export interface ProjectConfig {
  /** [auth] jwt_expiry: seconds an access token lives. */
  jwtExpirySeconds: number
  /** [auth.sessions] timebox: a session ends this long after sign-in, whatever its use. */
  sessionTimeboxMs: number | null
  /** [auth.sessions] inactivity_timeout: a session not refreshed for this long cannot be. */
  sessionInactivityTimeoutMs: number | null
  /**
   * [auth.hook.password_verification_attempt]: the function Auth asks after checking a password
   * ("schema.name"), or null when the hook is off.
   */
  passwordVerificationHook: string | null
  /** [auth] minimum_password_length: Auth refuses shorter passwords (weak_password). */
  minimumPasswordLength: number
  /** [auth] site_url: where Auth's links send the browser when redirect_to is not allowed. */
  siteUrl: string
  /** [auth.mfa]: how many factors a user may hold, and whether TOTP factors may be enrolled and verified. */
  mfa: { maxEnrolledFactors: number; totpEnrollEnabled: boolean; totpVerifyEnabled: boolean }
  /** [auth.rate_limit] sign_in_sign_ups: sign-ins per IP per 5 minutes on /token before 429. */
  signInRateLimit: number
  /** [auth.rate_limit] token_refresh: refresh-token grants per IP per 5 minutes, counted apart. */
  tokenRefreshRateLimit: number
  /**
   * [auth.rate_limit] token_verifications: emailed links and codes (/verify) and two-factor codes
   * (/factors/{id}/verify) checked per IP per 5 minutes before 429.
   */
  tokenVerificationRateLimit: number
  /** Functions whose `[functions.<name>]` sets `verify_jwt = false`: callable without a JWT. */
  functionsWithoutJwt: Set<string>
  /** [auth] additional_redirect_urls: glob patterns redirect_to may match besides site_url's host. */
  additionalRedirectUrls: string[]
  /** [auth.email]: the per-address interval between two emails of a kind, the code's length and life. */
  email: {
    maxFrequencyMs: number
    otpLength: number
    otpExpirySeconds: number
    /** A password change in a session older than a day needs a reauthentication nonce. */
    securePasswordChange: boolean
  }
  /** [local_smtp]: the local mail catcher's page and SMTP ports, and the sender of Auth's emails. */
  localSmtp: { port: number; smtpPort: number; sender: string }
}

/** "schema.name" of an enabled hook's pg-functions URI. */
function hookFunction(hook: { enabled: boolean; uri: string } | undefined): string | null {
  if (!hook?.enabled) return null
  const [schema, name] = hook.uri.replace('pg-functions://postgres/', '').split('/')
  return `${schema}.${name}`
}

export function parseProjectConfig(text: string): ProjectConfig {
  const config = configToml.parse(parseToml(text))
  return {
    jwtExpirySeconds: config.auth.jwt_expiry,
    sessionTimeboxMs: config.auth.sessions.timebox || null,
    sessionInactivityTimeoutMs: config.auth.sessions.inactivity_timeout || null,
    passwordVerificationHook: hookFunction(config.auth.hook.password_verification_attempt),
    minimumPasswordLength: config.auth.minimum_password_length,
    siteUrl: config.auth.site_url,
    mfa: {
      maxEnrolledFactors: config.auth.mfa.max_enrolled_factors,
      totpEnrollEnabled: config.auth.mfa.totp.enroll_enabled,
      totpVerifyEnabled: config.auth.mfa.totp.verify_enabled,
    },
    signInRateLimit: config.auth.rate_limit.sign_in_sign_ups,
    tokenRefreshRateLimit: config.auth.rate_limit.token_refresh,
    tokenVerificationRateLimit: config.auth.rate_limit.token_verifications,
    functionsWithoutJwt: new Set(
      Object.entries(config.functions)
        .filter(([, settings]) => settings.verify_jwt === false)
        .map(([name]) => name),
    ),
    additionalRedirectUrls: config.auth.additional_redirect_urls,
    email: {
      maxFrequencyMs: config.auth.email.max_frequency,
      otpLength: config.auth.email.otp_length,
      otpExpirySeconds: config.auth.email.otp_expiry,
      securePasswordChange: config.auth.email.secure_password_change,
    },
    localSmtp: {
      port: config.local_smtp.port,
      smtpPort: config.local_smtp.smtp_port,
      sender: `${config.local_smtp.sender_name} <${config.local_smtp.admin_email}>`,
    },
  }
}

// Located from this file rather than through config.ts, which takes its defaults from here.
export const projectConfig: ProjectConfig = parseProjectConfig(
  fs.readFileSync(fileURLToPath(new URL('../config.toml', import.meta.url)), 'utf8'),
)
