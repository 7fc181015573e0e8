/**
 * JWT signing and verification (HS256 only, as Supabase's local stack), and the
 * anon and service_role API keys derived from the secret.
 */
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { JWT_SECRET } from './config.ts'

const secret = new TextEncoder().encode(JWT_SECRET)

/** Allowed clock skew in seconds, as PostgREST and GoTrue allow. */
const CLOCK_TOLERANCE = 30

/** Signs claims as an HS256 JWT; `expiresAt` (seconds) becomes `exp`. */
export function signJwt(claims: JWTPayload, expiresAt?: number): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt)
  return jwt.sign(secret)
}

/** Verifies signature, algorithm (HS256 only: never `none`) and expiry; throws on any failure. */
export async function verifyJwt(token: string): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, secret, {
    algorithms: ['HS256'],
    clockTolerance: CLOCK_TOLERANCE,
  })
  return payload
}

export interface ApiKeys {
  anonKey: string
  serviceRoleKey: string
}

// Fixed issue and expiry times keep the keys stable across restarts, like the
// demo keys `supabase start` prints.
const KEY_IAT = 1_700_000_000
const KEY_EXP = 2_000_000_000

const apiKey = (role: string) => signJwt({ iss: 'supabase-demo', role, iat: KEY_IAT }, KEY_EXP)

/** The local stack's API keys (public knowledge, like Supabase CLI's demo keys). */
export const localApiKeys: ApiKeys = {
  anonKey: await apiKey('anon'),
  serviceRoleKey: await apiKey('service_role'),
}
