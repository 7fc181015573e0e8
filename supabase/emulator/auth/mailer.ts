/**
 * Auth's emails, in GoTrue's default templates (subject and HTML, plus a text part), sent
 * over SMTP as GoTrue sends them: to the mail catcher the local stack runs
 * (supabase/emulator/mail), where hosted Supabase would use [auth.email.smtp].
 */
import { html } from 'hono/html'
import nodemailer from 'nodemailer'
import type { ServiceContext } from '../context.ts'
import { projectConfig } from '../project-config.ts'
import { AuthError } from './errors.ts'

export type EmailKind = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'reauthentication'

export interface AuthEmail {
  kind: EmailKind
  to: string
  /** The code the email carries (GoTrue's {{ .Token }}). */
  otp: string
  /** The link to /verify ({{ .ConfirmationURL }}); reauthentication emails carry none. */
  link?: string
}

interface Template {
  subject: string
  heading: string
  /** What the link is for, and the link's words. */
  lead?: string
  action?: string
}

/** GoTrue's defaults (internal/mailer/templatemailer). */
const TEMPLATES: Record<EmailKind, Template> = {
  signup: {
    subject: 'Confirm Your Email',
    heading: 'Confirm your email',
    lead: 'Follow this link to confirm your email:',
    action: 'Confirm your email address',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: `You have been invited to create a user on ${projectConfig.siteUrl}. Follow this link to accept the invite:`,
    action: 'Accept the invite',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset password',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    lead: 'Follow this link to login:',
    action: 'Log In',
  },
  reauthentication: { subject: 'Confirm reauthentication', heading: 'Confirm reauthentication' },
}

/** The message an email of `kind` is: subject, HTML and the same words as text. */
export function renderEmail({ kind, otp, link }: AuthEmail) {
  const { subject, heading, lead, action } = TEMPLATES[kind]
  if (!link || !lead || !action) {
    return {
      subject,
      html: String(
        html`<h2>${heading}</h2>
          <p>Enter the code: ${otp}</p>`,
      ),
      text: `${heading}\n\nEnter the code: ${otp}\n`,
    }
  }
  return {
    subject,
    html: String(
      html`<h2>${heading}</h2>
        <p>${lead}</p>
        <p><a href="${link}">${action}</a></p>
        <p>Alternatively, enter the code: ${otp}</p>`,
    ),
    text: `${heading}\n\n${lead}\n\n${action}: ${link}\n\nAlternatively, enter the code: ${otp}\n`,
  }
}

/**
 * Sends one of Auth's emails through the mail catcher's SMTP server. A failure is GoTrue's
 * 500 "Error sending ... email": the caller's transaction (the new token) is rolled back.
 */
export async function sendAuthEmail(ctx: ServiceContext, email: AuthEmail): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: ctx.options.smtpPort,
    secure: false,
    ignoreTLS: true,
  })
  try {
    await transport.sendMail({
      from: projectConfig.localSmtp.sender,
      to: email.to,
      ...renderEmail(email),
    })
  } catch (error) {
    console.error('[auth] SMTP send failed:', error)
    throw new AuthError(500, 'unexpected_failure', `Error sending ${email.kind} email`)
  } finally {
    transport.close()
  }
}
