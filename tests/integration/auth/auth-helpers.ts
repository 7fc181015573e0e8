/**
 * Shared pieces of the Auth integration tests: users made for one test and
 * deleted after, a distinct client address per client (the stack trusts
 * X-Forwarded-For in tests), so these tests neither spend nor trip the /token
 * rate limit of other test files, and raw requests for what supabase-js hides
 * (headers, exact bodies).
 */
import { randomInt, randomUUID } from 'node:crypto'
import os from 'node:os'
import { createClient, type Session } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { decodeJwt } from 'jose'
import pg from 'pg'
import WebSocket from 'ws'
import type { Database } from '../../../src/integrations/supabase/types.ts'
import { createAuthApp } from '../../../supabase/emulator/auth/index.ts'
import { defaultOptions, type EmulatorOptions } from '../../../supabase/emulator/config.ts'
import type { ServiceContext } from '../../../supabase/emulator/context.ts'
import { localApiKeys } from '../../../supabase/emulator/keys.ts'
import { makeClient, serviceClient, sql, stack, type Client } from '../support/clients.ts'

/** A random address in 198.18.0.0/15 (reserved for benchmarks), so each client has its own rate-limit bucket. */
export function freshIp(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
}

/** An anon supabase-js client whose requests come from their own address. */
export function clientFrom(ip = freshIp()): Client {
  return makeClient(stack.anonKey, { 'x-forwarded-for': ip })
}

export interface TestUser {
  id: string
  email: string
  password: string
}

const createdUserIds = new Set<string>()

export function uniqueEmail(label = 'auth-test'): string {
  return `${label}-${randomUUID()}@example.com`
}

export function strongPassword(): string {
  return `Pw-${randomUUID()}`
}

/** Creates a confirmed user through the admin API; deleted by deleteTestUsers(). */
export async function createTestUser(options: { emailConfirm?: boolean } = {}): Promise<TestUser> {
  const email = uniqueEmail()
  const password = strongPassword()
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: options.emailConfirm ?? true,
  })
  if (error || !data.user) throw new Error(`could not create test user: ${error?.message}`)
  createdUserIds.add(data.user.id)
  return { id: data.user.id, email, password }
}

/** Remembers a user created another way (sign-up, admin test) for cleanup. */
export function trackUser(id: string | undefined): void {
  if (id) createdUserIds.add(id)
}

export async function deleteTestUsers(): Promise<void> {
  const ids = [...createdUserIds]
  createdUserIds.clear()
  if (ids.length > 0) await sql('delete from auth.users where id = any($1::uuid[])', [ids])
}

/** Signs a test user in from a fresh address and returns the client and its session. */
export async function signedIn(
  user: TestUser,
  ip = freshIp(),
): Promise<{ client: Client; session: Session }> {
  const client = clientFrom(ip)
  const { data, error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  })
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`)
  return { client, session: data.session }
}

export interface RawReply {
  status: number
  headers: Headers
  body: unknown
}

/** A request straight to /auth/v1 with the anon key, as auth-js would send it unless told otherwise. */
export async function authRequest(
  path: string,
  init: {
    method?: string
    body?: unknown
    rawBody?: string
    headers?: Record<string, string>
  } = {},
): Promise<RawReply> {
  const headers: Record<string, string> = {
    apikey: stack.anonKey,
    'x-supabase-api-version': '2024-01-01',
    'x-forwarded-for': freshIp(),
    ...init.headers,
  }
  let body: string | undefined = init.rawBody
  if (init.body !== undefined) {
    body = JSON.stringify(init.body)
    headers['content-type'] = 'application/json'
  }
  const response = await fetch(`${stack.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text === '' ? null : JSON.parse(text)
  } catch {
    // not JSON: the test will show the text
  }
  return { status: response.status, headers: response.headers, body: parsed }
}

export function sessionIdOf(accessToken: string): string {
  return String(decodeJwt(accessToken).session_id)
}

export interface OwnAuthApp {
  /** An anon supabase-js client whose requests reach this app in process, from `ip`. */
  client: (ip?: string) => Client
  /** A raw request to this app, e.g. `request('/auth/v1/settings')`. */
  request: (path: string, init?: RequestInit) => Promise<Response>
  stop: () => Promise<void>
}

/** The address the in-process app's URLs carry; no socket listens there. */
const OWN_APP_ORIGIN = 'http://own-auth.test'

/**
 * Another Auth app on the test database, with its own options (sign-up on,
 * low rate limits), called in process through Hono's `app.request`: supabase-js
 * gets it as its `fetch`, so no port is opened. It has no gateway: the
 * caller's X-Forwarded-For is the client address.
 */
export function ownAuthApp(options: Partial<EmulatorOptions>): OwnAuthApp {
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 })
  const ctx: ServiceContext = {
    pool,
    options: { ...defaultOptions, ...options },
    keys: localApiKeys,
    url: () => OWN_APP_ORIGIN,
    storageDir: os.tmpdir(),
  }
  const app = new Hono()
  app.route('/auth/v1', createAuthApp(ctx))
  const inProcess = (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(app.request(input, init))
  return {
    client: (ip = freshIp()) =>
      createClient<Database>(OWN_APP_ORIGIN, localApiKeys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
        global: { headers: { 'x-forwarded-for': ip }, fetch: inProcess },
      }),
    request: (path, init) => inProcess(`${OWN_APP_ORIGIN}${path}`, init),
    stop: () => pool.end(),
  }
}
