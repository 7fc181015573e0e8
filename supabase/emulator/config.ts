/**
 * Settings of the local Supabase stack. The JWT secret is the Supabase CLI's
 * well-known local default: this stack is for development and tests only.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectConfig } from './project-config.ts'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
/** Seconds an access token lives: config.toml's [auth] jwt_expiry. */
export const JWT_EXPIRY = projectConfig.jwtExpirySeconds

export interface EmulatorOptions {
  /** Port of the gateway, the one URL clients use. 0 picks a free port. */
  port: number
  /** Port of PostgreSQL. 0 picks a free port. */
  dbPort: number
  /** Port of the mail catcher's page and API (config.toml [local_smtp] port). 0 picks a free port. */
  mailPort: number
  /** Port of the mail catcher's SMTP server, where Auth sends its emails. 0 picks a free port. */
  smtpPort: number
  /** Least time between two emails of one kind to one address ([auth.email] max_frequency). */
  emailMaxFrequencyMs: number
  /** A password change in a session older than a day needs a nonce ([auth.email] secure_password_change). */
  securePasswordChange: boolean
  /** Folder that holds the database cluster and stored files. */
  dataDir: string
  /** Whether POST /auth/v1/signup is open (off for this product). */
  enableSignup: boolean
  /** Sign-in attempts per IP allowed on /token within `tokenRateWindowMs` before 429. */
  tokenRateLimit: number
  /**
   * Refresh-token grants per IP within `tokenRateWindowMs`, counted apart from sign-ins as
   * GoTrue does, so a long session's refreshes never spend the sign-in allowance.
   */
  tokenRefreshRateLimit: number
  /** Links and codes checked per IP within `tokenRateWindowMs` (/verify, /factors/{id}/verify). */
  tokenVerificationRateLimit: number
  tokenRateWindowMs: number
  /** A session ends this long after sign-in (config.toml's [auth.sessions] timebox); null: never. */
  sessionTimeboxMs: number | null
  /** A session not refreshed for this long cannot be ([auth.sessions] inactivity_timeout). */
  sessionInactivityTimeoutMs: number | null
  /** The password verification hook Auth calls ("schema.name"; config.toml), or null. */
  passwordVerificationHook: string | null
  /**
   * Trust a client-sent X-Forwarded-For as the client address. Off by default:
   * the gateway then sets it from the socket, as Supabase's edge does.
   */
  trustForwardedFor: boolean
  /** Print service logs. */
  verbose: boolean
}

export const defaultOptions: EmulatorOptions = {
  port: Number(process.env.SUPABASE_LOCAL_PORT ?? 54321),
  dbPort: Number(process.env.SUPABASE_LOCAL_DB_PORT ?? 54322),
  mailPort: Number(process.env.SUPABASE_LOCAL_MAIL_PORT ?? projectConfig.localSmtp.port),
  smtpPort: Number(process.env.SUPABASE_LOCAL_SMTP_PORT ?? projectConfig.localSmtp.smtpPort),
  emailMaxFrequencyMs: projectConfig.email.maxFrequencyMs,
  securePasswordChange: projectConfig.email.securePasswordChange,
  dataDir: path.join(projectRoot, '.supabase-local'),
  enableSignup: process.env.SUPABASE_LOCAL_ENABLE_SIGNUP === 'true',
  tokenRateLimit: projectConfig.signInRateLimit,
  tokenRefreshRateLimit: projectConfig.tokenRefreshRateLimit,
  tokenVerificationRateLimit: projectConfig.tokenVerificationRateLimit,
  tokenRateWindowMs: 5 * 60 * 1000,
  sessionTimeboxMs: projectConfig.sessionTimeboxMs,
  sessionInactivityTimeoutMs: projectConfig.sessionInactivityTimeoutMs,
  passwordVerificationHook: projectConfig.passwordVerificationHook,
  trustForwardedFor: false,
  verbose: false,
}

export const paths = {
  bootstrap: path.join(projectRoot, 'supabase/emulator/bootstrap.sql'),
  cron: path.join(projectRoot, 'supabase/emulator/cron.sql'),
  pgNet: path.join(projectRoot, 'supabase/emulator/pg-net.sql'),
  vault: path.join(projectRoot, 'supabase/emulator/vault.sql'),
  migrations: path.join(projectRoot, 'supabase/migrations'),
  seed: path.join(projectRoot, 'supabase/seed.sql'),
  seedLocal: path.join(projectRoot, 'supabase/emulator/seed-local.ts'),
  functions: path.join(projectRoot, 'supabase/functions'),
}
