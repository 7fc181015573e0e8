/**
 * What the runtime tests talk to the stack with: the address of a function served by Deno,
 * a staff member's access token from the stack's Auth, and plain SQL as the superuser for
 * setup and checks.
 */
import pg from 'pg'
import { inject } from 'vitest'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'

export const runtimes = () => inject('runtimes')

/** The URL of `/<name>/<rest>` on the function's own Deno server, as the edge runtime routes it. */
export function functionUrl(name: string, rest = ''): string {
  const base = runtimes().functions[name]
  if (!base) throw new Error(`function ${name} is not served`)
  return `${base}/${name}${rest}`
}

let pool: pg.Pool | null = null

/** Runs SQL as the superuser (bypasses RLS): test setup and checks only. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: runtimes().dbUrl, max: 2, allowExitOnIdle: true })
  return (await pool.query<T>(text, params)).rows
}

/** Polls `read` until it gives a value (background work lands a little after the answer). */
export async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`nothing within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A random address from the benchmarking range (198.18.0.0/15): callers apart for the limits. */
export function randomAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`
}

type SeedRole = (typeof seedCredentials)[number]['role']

/** A seed staff member's access token, signed in by password at the stack's Auth. */
export async function tokenOf(role: SeedRole): Promise<string> {
  const user = seedCredentials.find((candidate) => candidate.role === role)
  if (!user) throw new Error(`no seed user with role ${role}`)
  const { supabaseUrl, anonKey } = runtimes()
  const response = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': randomAddress(),
    },
    body: JSON.stringify({ email: user.email, password: user.password }),
  })
  const body = (await response.json()) as { access_token?: string }
  if (!response.ok || !body.access_token) throw new Error(`sign-in as ${role}: ${response.status}`)
  return body.access_token
}
