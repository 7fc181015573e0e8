/**
 * A stand-in for the supabase-js client, just the calls the admin auth provider makes,
 * with every call recorded. Each answer can be replaced per test (including a promise
 * that never settles, to hold a loading state).
 */
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { vi } from 'vitest'
import type { AdminSupabaseClient } from '@/lib/supabase'

type Listener = (event: AuthChangeEvent, session: Session | null) => void
type Result<T> = { data: T; error: { message: string } | null }

export function fakeUser(email: string, id = `user-${email}`): User {
  return {
    id,
    email,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  } as User
}

export function fakeSession(email: string): Session {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: fakeUser(email),
  }
}

export function staffRow(email: string, role: 'admin' | 'editor' | 'analyst' = 'admin') {
  return {
    id: `user-${email}`,
    email,
    role,
    admin_token: 'a'.repeat(64),
    password_setup_completed: true,
    updated_at: '2026-01-01T00:00:00Z',
  }
}

export type FakeOptions = {
  /** The stored session at start (default none). */
  session?: Session | null
  getSession?: () => Promise<Result<{ session: Session | null }>>
  signInWithPassword?: (credentials: {
    email: string
    password: string
  }) => Promise<Result<{ user: User | null; session: Session | null }>>
  /** Rows of check_user_admin_status for an email (default: none, i.e. not staff). */
  adminRows?: (email: string) => Promise<Result<unknown[]>> | Result<unknown[]>
  /** What my_two_factor_state answers (default 'optional': nothing owed). */
  twoFactorState?: 'verified' | 'pending' | 'required' | 'optional'
}

export function createFakeSupabase(options: FakeOptions = {}) {
  let session: Session | null = options.session ?? null
  const listeners = new Set<Listener>()
  const emit = (event: AuthChangeEvent) => {
    for (const listener of listeners) listener(event, session)
  }
  const inserts: { table: string; row: Record<string, unknown> }[] = []
  const updates: { table: string; values: Record<string, unknown>; filter: unknown[] }[] = []

  const auth = {
    getSession: vi.fn(
      options.getSession ??
        (async () => ({ data: { session }, error: null }) as Result<{ session: Session | null }>),
    ),
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener)
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } }
    }),
    signInWithPassword: vi.fn(async (credentials: { email: string; password: string }) => {
      const result = options.signInWithPassword
        ? await options.signInWithPassword(credentials)
        : {
            data: { user: null, session: null },
            error: { message: 'Invalid login credentials' },
          }
      if (result.data.session) {
        session = result.data.session
        emit('SIGNED_IN')
      }
      return result
    }),
    signOut: vi.fn(async (_options?: { scope?: string }) => {
      session = null
      emit('SIGNED_OUT')
      return { error: null }
    }),
    updateUser: vi.fn(async () => ({ data: { user: session?.user ?? null }, error: null })),
  }

  const rpc = vi.fn(async (name: string, args: Record<string, string>) => {
    if (name === 'check_user_admin_status') {
      return options.adminRows ? options.adminRows(args.user_email!) : { data: [], error: null }
    }
    if (name === 'set_admin_token_for_user') return { data: 'b'.repeat(64), error: null }
    if (name === 'my_two_factor_state') {
      return { data: options.twoFactorState ?? 'optional', error: null }
    }
    return { data: null, error: { message: `unknown rpc ${name}` } }
  })

  const from = vi.fn((table: string) => ({
    insert: async (row: Record<string, unknown>) => {
      inserts.push({ table, row })
      return { error: null }
    },
    update: (values: Record<string, unknown>) => ({
      eq: async (...filter: unknown[]) => {
        updates.push({ table, values, filter })
        return { error: null }
      },
    }),
  }))

  const client = { auth, rpc, from } as unknown as AdminSupabaseClient
  return { client, auth, rpc, from, inserts, updates, emit }
}
