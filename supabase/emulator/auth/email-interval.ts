/**
 * GoTrue's per-address email interval ([auth.email] max_frequency, its SMTP_MAX_FREQUENCY):
 * one email of a kind to one address per interval, else 429 over_email_send_rate_limit
 * saying how long to wait. GoTrue reads the user's *_sent_at column, so only known
 * addresses ever wait; here every address asked for counts, known or not, so that the
 * answer tells nobody which emails have accounts. Kept in memory per Auth app.
 */
import { AuthError } from './errors.ts'

export interface EmailInterval {
  /** Records a request for an email of `kind` to `email`, or throws 429 if one came too recently. */
  take(kind: string, email: string, intervalMs: number, now?: number): void
  reset(): void
}

/** Above this many remembered addresses, those past any interval are swept. */
const SWEEP_THRESHOLD = 10_000

export function createEmailInterval(): EmailInterval {
  const lastSent = new Map<string, number>()
  return {
    take(kind, email, intervalMs, now = Date.now()) {
      if (lastSent.size > SWEEP_THRESHOLD) {
        for (const [key, at] of lastSent) if (at + intervalMs <= now) lastSent.delete(key)
      }
      const key = `${kind}:${email.toLowerCase()}`
      const last = lastSent.get(key)
      if (last !== undefined && last + intervalMs > now) {
        // Go's Duration / time.Second: whole seconds, rounded down.
        const seconds = Math.floor((last + intervalMs - now) / 1000)
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${seconds} seconds.`,
        )
      }
      lastSent.set(key, now)
    },
    reset() {
      lastSent.clear()
    },
  }
}
