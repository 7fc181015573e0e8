/**
 * JWT signing and verification (HS256 only, as Supabase's local stack), and the
 * anon and service_role API keys derived from the secret.
 */
import { createHmac } from 'node:crypto'
import { jwtVerify, type JWTPayload } from 'jose'
import { JWT_SECRET } from './config.ts'

const secret = new TextEncoder().encode(JWT_SECRET)

/** Allowed clock skew in seconds, as PostgREST and GoTrue allow. */
const CLOCK_TOLERANCE = 30

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** Signs claims as an HS256 JWT; `expiresAt` (seconds) becomes `exp`. */
export function signJwt(claims: JWTPayload, expiresAt?: number): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = base64url(
    JSON.stringify(expiresAt === undefined ? claims : { ...claims, exp: expiresAt }),
  )
  const signature = createHmac('sha256', JWT_SECRET).update(`${header}.${body}`).digest()
  return `${header}.${body}.${base64url(signature)}`
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
  anonKey: apiKey('anon'),
  serviceRoleKey: apiKey('service_role'),
}
