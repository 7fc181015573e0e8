/**
 * Email from the edge functions (alerts, scheduled reports), over SMTP with nodemailer, which
 * runs on Node (the local stack runs the handlers in-process) and on Deno (hosted: a
 * function's deno.json maps `nodemailer` to `npm:nodemailer@10.6.0`).
 *
 * Settings come from the environment, named after supabase/config.toml's [auth.email.smtp]
 * (set them on hosted with `supabase secrets set`):
 *
 *   SMTP_HOST          the server (unset: email is not configured, sendMail throws MailNotConfigured)
 *   SMTP_PORT          465 by default: implicit TLS. Hosted Edge Functions cannot reach ports 25
 *                      and 587, so use the provider's 465 (or another port it offers, e.g. 2465)
 *   SMTP_SECURE        'true' or 'false': implicit TLS from the first byte; by default true on 465
 *                      and false elsewhere, where STARTTLS is used when the server offers it
 *   SMTP_USER, SMTP_PASS   the login, when the server asks for one
 *   SMTP_ADMIN_EMAIL   the sender address (required with SMTP_HOST)
 *   SMTP_SENDER_NAME   the sender's name ("Casino Compass alerts"), optional
 *
 * The local stack points these at its mail catcher (plain SMTP on 127.0.0.1, no login), whose
 * page and API (supabase/emulator/mail) show what was sent.
 *
 * @example
 *   await sendMail({ to: ['analyst@example.com'], subject: 'EPC down', text, html })
 */
import nodemailer from 'nodemailer'
import { optionalEnv } from './env.ts'

export interface MailMessage {
  /** One message to all of them (each sees the others: use a call per person to hide them). */
  to: string[]
  subject: string
  /** The plain-text part: every mail client shows it when it shows no HTML. */
  text: string
  /** A simple HTML part (no images, no external styles). */
  html?: string
}

export interface SmtpSettings {
  host: string
  port: number
  secure: boolean
  user?: string
  pass?: string
  from: { name: string; address: string }
}

export interface MailSent {
  messageId: string
  accepted: string[]
  rejected: string[]
}

/** SMTP_HOST is not set: the project sends no email. */
export class MailNotConfigured extends Error {
  constructor() {
    super('Email is not configured (set SMTP_HOST, SMTP_PORT and SMTP_ADMIN_EMAIL)')
    this.name = 'MailNotConfigured'
  }
}

const DEFAULT_PORT = 465

/** The settings from the environment, or null when SMTP_HOST is unset. */
export function smtpSettings(): SmtpSettings | null {
  const host = optionalEnv('SMTP_HOST')
  if (!host) return null
  const port = Number(optionalEnv('SMTP_PORT') ?? DEFAULT_PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, not ${optionalEnv('SMTP_PORT')}`)
  }
  const address = optionalEnv('SMTP_ADMIN_EMAIL')
  if (!address) throw new Error('SMTP_ADMIN_EMAIL (the sender address) is not set')
  const secure = optionalEnv('SMTP_SECURE')
  return {
    host,
    port,
    secure: secure === undefined ? port === 465 : secure === 'true',
    user: optionalEnv('SMTP_USER'),
    pass: optionalEnv('SMTP_PASS'),
    from: { name: optionalEnv('SMTP_SENDER_NAME') ?? '', address },
  }
}

/**
 * Sends one message to `to` (at most 50 addresses). Throws MailNotConfigured without
 * settings, and the server's error when it refuses every recipient or the connection fails.
 */
export async function sendMail(
  message: MailMessage,
  settings: SmtpSettings | null = smtpSettings(),
): Promise<MailSent> {
  if (!settings) throw new MailNotConfigured()
  const to = [...new Set(message.to.map((address) => address.trim()).filter(Boolean))]
  if (to.length === 0) throw new Error('No recipient')
  if (to.length > 50) throw new Error('At most 50 recipients per message')
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  try {
    const info = await transport.sendMail({
      from: settings.from,
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    return {
      messageId: String(info.messageId ?? ''),
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
    }
  } finally {
    transport.close()
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text as HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}
