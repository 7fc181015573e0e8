/**
 * Database access for the emulator's own services (Auth, Storage, Functions).
 * Like Supabase's services, each request runs in a transaction as the
 * request's role with request.jwt.claims and request.headers set, so RLS,
 * auth.uid() and header-reading functions behave as they do behind PostgREST.
 */
import pg from 'pg'

export type ApiRole = 'anon' | 'authenticated' | 'service_role'

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role'])

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && API_ROLES.has(role)
}

export interface RequestIdentity {
  role: ApiRole
  /** The verified JWT claims (empty object for none). */
  claims: Record<string, unknown>
  /** Request headers, lower-case names, as PostgREST passes them. */
  headers: Record<string, string>
  method?: string
  path?: string
}

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max })
  // An idle client can fail when the server stops first; the pool replaces it.
  pool.on('error', () => {})
  return pool
}

/**
 * Runs `fn` in one transaction as the identity's role. The role name comes
 * from the allowlist above, never from input; the rest are bound values.
 */
export async function asRole<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  if (!isApiRole(identity.role)) throw new Error(`Refusing unknown role ${String(identity.role)}`)
  return inTransaction(pool, async (client) => {
    await client.query(`set local role ${identity.role}`)
    await client.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.headers', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true)`,
      [
        JSON.stringify(identity.claims),
        JSON.stringify(identity.headers),
        identity.method ?? '',
        identity.path ?? '',
      ],
    )
    return fn(client)
  })
}

/** Runs `fn` in one transaction as the superuser (the service's own bookkeeping). */
export function asSystem<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, fn)
}

async function inTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await fn(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
