/**
 * GoTrue's reauthentication nonce: GET /reauthenticate emails the signed-in user a code
 * (emails.ts), stored hashed in auth.users.reauthentication_token; with [auth.email]
 * secure_password_change on, PUT /user changes the password of a session older than a
 * day only with that code as `nonce`, which it uses up.
 */
import type pg from 'pg'
import type { ServiceContext } from '../context.ts'
import { badRequest } from './errors.ts'
import { LINK_LIFETIME_SECONDS, newOtp, tokenHash } from './links.ts'
import type { SessionRow } from './sessions.ts'
import type { UserRow } from './users.ts'

type Queryable = Pick<pg.PoolClient, 'query'>

/** GoTrue asks again for sessions signed in longer ago than this. */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000

/** Stores a fresh nonce for the user (replacing any earlier one) and returns the code to email. */
export async function issueNonce(db: Queryable, user: UserRow): Promise<string> {
  const { otp, hashed } = newOtp(user.email ?? '')
  await db.query(
    `update auth.users
        set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
      where id = $1`,
    [user.id, hashed],
  )
  return otp
}

/**
 * GoTrue's check before a password change: nothing to do unless secure_password_change is on
 * and the session is older than a day (or there is none); then `nonce` must be the user's
 * current, unexpired code, which this uses up.
 */
export async function requireReauthentication(
  ctx: ServiceContext,
  db: Queryable,
  user: UserRow,
  session: SessionRow | null,
  nonce: string,
): Promise<void> {
  if (!ctx.options.securePasswordChange) return
  if (session && session.created_at.getTime() + RECENT_SIGN_IN_MS > Date.now()) return
  if (nonce === '') {
    throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
  }
  const { rowCount } = await db.query(
    `update auth.users set reauthentication_token = '', updated_at = now()
      where id = $1 and reauthentication_token = $2 and reauthentication_token <> ''
        and reauthentication_sent_at > now() - make_interval(secs => $3)`,
    [user.id, tokenHash(user.email ?? '', nonce), LINK_LIFETIME_SECONDS],
  )
  if (rowCount === 0) {
    throw badRequest('reauthentication_not_valid', 'Nonce has expired or is invalid')
  }
}
