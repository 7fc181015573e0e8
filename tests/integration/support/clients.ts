/**
 * What integration tests talk to the local stack with: the unmodified
 * supabase-js as anon, as service_role or as a signed-in user, plus plain SQL
 * as the superuser for setup and checks.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { inject } from 'vitest'
import WebSocket from 'ws'
import type { Database } from '../../../src/integrations/supabase/types.ts'
import { seedCredentials } from '../../../supabase/emulator/seed-users.ts'

export type Client = SupabaseClient<Database>

export const stack = {
  get url() {
    return inject('supabaseUrl')
  },
  /** The mail catcher's page and API, where Auth's emails arrive. */
  get mailUrl() {
    return inject('mailUrl')
  },
  get anonKey() {
    return inject('anonKey')
  },
  get serviceRoleKey() {
    return inject('serviceRoleKey')
  },
  get dbUrl() {
    return inject('dbUrl')
  },
}

type SeedRole = (typeof seedCredentials)[number]['role']
export const seedUsers = Object.fromEntries(
  seedCredentials.map((user) => [user.role, user]),
) as Record<SeedRole, (typeof seedCredentials)[number]>

/** A fresh client with no stored session (each test decides who it is). */
export function makeClient(key: string, headers: Record<string, string> = {}): Client {
  return createClient<Database>(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is never used here.
    realtime: { transport: WebSocket as never },
    global: { headers },
  })
}

export function anonClient(headers?: Record<string, string>): Client {
  return makeClient(stack.anonKey, headers)
}

export function serviceClient(): Client {
  return makeClient(stack.serviceRoleKey)
}

/** A distinct client address from the benchmarking range (198.18.0.0/15), so per-IP limits see separate callers. */
export function randomAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`
}

/**
 * Signs in with a password and returns the client holding that session. Each
 * client gets its own address so the suite's sign-ins don't share one /token
 * rate-limit bucket.
 */
export async function signIn(
  email: string,
  password: string,
  headers?: Record<string, string>,
): Promise<Client> {
  const client = makeClient(stack.anonKey, { 'x-forwarded-for': randomAddress(), ...headers })
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`)
  return client
}

export function signInAs(role: SeedRole): Promise<Client> {
  return signIn(seedUsers[role].email, seedUsers[role].password)
}

let pool: pg.Pool | null = null

/** Runs SQL as the superuser (bypasses RLS): test setup and row counts only. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: stack.dbUrl, max: 4, allowExitOnIdle: true })
  const result = await pool.query<T>(text, params)
  return result.rows
}
