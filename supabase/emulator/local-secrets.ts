/**
 * The Vault secrets a hosted project is given once by hand (README): 'project_url' and
 * 'service_role_key', which scheduled jobs read to call the project's functions by pg_net.
 * The local stack sets them on every start to its own URL (the one supabase-js uses; the
 * functions are under /functions/v1 there) and its service role key, through the Vault
 * stand-in's own functions (vault.sql).
 *
 * @example
 *   await storeLocalSecrets(pool, { projectUrl: 'http://127.0.0.1:54321', serviceRoleKey })
 */
import type pg from 'pg'

export interface LocalSecrets {
  projectUrl: string
  serviceRoleKey: string
}

export async function storeLocalSecrets(pool: pg.Pool, secrets: LocalSecrets): Promise<void> {
  await storeSecret(pool, 'project_url', secrets.projectUrl, 'The API URL of this project')
  await storeSecret(
    pool,
    'service_role_key',
    secrets.serviceRoleKey,
    'The service role key, for jobs that call the functions',
  )
}

/** Creates the named secret, or gives the existing one the new value. */
async function storeSecret(
  pool: pg.Pool,
  name: string,
  value: string,
  description: string,
): Promise<void> {
  const { rows } = await pool.query<{ id: string }>(
    'select id from vault.secrets where name = $1',
    [name],
  )
  const existing = rows[0]
  if (existing) {
    await pool.query('select vault.update_secret($1, $2)', [existing.id, value])
  } else {
    await pool.query('select vault.create_secret($1, $2, $3)', [value, name, description])
  }
}
