/**
 * Password rules and bcrypt hashing. Hashes are bcrypt like GoTrue's (cost
 * 10; bcryptjs also reads the $2a$ hashes pgcrypto writes).
 * Minimum length from supabase/config.toml (8: ASVS 5.0 6.2.1, above Supabase's default 6); long
 * passphrases are welcome up to bcrypt's limit of 72 bytes, beyond which it
 * would silently ignore the rest, so longer ones are refused outright.
 */
import bcrypt from 'bcryptjs'
import { randomBytes } from 'node:crypto'
import { projectConfig } from '../project-config.ts'
import { AuthError } from './errors.ts'

/** supabase/config.toml's [auth] minimum_password_length, as hosted Auth applies it. */
export const PASSWORD_MIN_LENGTH = projectConfig.minimumPasswordLength
export const PASSWORD_MAX_BYTES = 72
const BCRYPT_COST = 10

export function passwordByteLength(password: string): number {
  return Buffer.byteLength(password, 'utf8')
}

/**
 * Refuses passwords GoTrue would refuse: too short is 422 weak_password with
 * its reasons (auth-js turns it into AuthWeakPasswordError); beyond 72 bytes
 * is 400 validation_failed.
 */
export function checkPasswordStrength(password: string): void {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${PASSWORD_MAX_BYTES} bytes (bcrypt's limit)`,
    )
  }
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw weakPasswordError()
  }
}

export function weakPasswordError(): AuthError {
  return new AuthError(422, 'weak_password', weakPasswordMessage(), {
    weak_password: { reasons: ['length'] },
  })
}

function weakPasswordMessage(): string {
  return `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`
}

/** What GoTrue adds to a successful sign-in whose password no longer meets the rules. */
export function weakPasswordNotice(
  password: string,
): { message: string; reasons: string[] } | undefined {
  return [...password].length < PASSWORD_MIN_LENGTH
    ? { message: weakPasswordMessage(), reasons: ['length'] }
    : undefined
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST)
}

let dummyHash: Promise<string> | undefined

/**
 * Compares against the stored hash, or against a throwaway hash of the same
 * cost when there is no user or no password, so that an unknown email takes
 * as long as a wrong password and timing does not reveal which accounts exist.
 */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), BCRYPT_COST)
  const usable = typeof hash === 'string' && /^\$2[aby]\$\d{2}\$/.test(hash)
  const tooLong = passwordByteLength(password) > PASSWORD_MAX_BYTES
  const matches = await bcrypt.compare(password, usable ? hash : await dummyHash)
  // A cheaper hash (pgcrypto's gen_salt('bf') uses cost 6)
  // would answer faster than an unknown email: pad with a full-cost comparison.
  if (usable && Number(hash.slice(4, 6)) < BCRYPT_COST)
    await bcrypt.compare(password, await dummyHash)
  // bcrypt ignores bytes past 72, so a longer password must never match.
  return usable && !tooLong && matches
}
