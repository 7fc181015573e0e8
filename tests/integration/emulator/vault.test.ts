/**
 * The local stack's Vault (supabase/emulator/vault.sql) and the secrets it stores at start
 * (local-secrets.ts): 'project_url' and 'service_role_key' are the stack's own, so a
 * scheduled job's pg_net request built from them (as private.request_link_checks builds it)
 * reaches the stack's functions with the service role; secrets are stored encrypted and read
 * through vault.decrypted_secrets by the superuser and service_role only.
 */
import pg from 'pg'
import { describe, expect, test, vi } from 'vitest'
import { sql, stack } from '../support/clients.ts'

/** Runs `text` as `role` in a transaction that is rolled back: its rows, or the error's code. */
async function as(role: string, text: string): Promise<{ rows?: unknown[]; code?: string }> {
  const client = new pg.Client({ connectionString: stack.dbUrl })
  await client.connect()
  try {
    await client.query('begin')
    await client.query(`set local role ${role}`)
    return { rows: (await client.query(text)).rows }
  } catch (error) {
    return { code: (error as { code?: string }).code ?? 'unknown' }
  } finally {
    await client.query('rollback').catch(() => {})
    await client.end()
  }
}

/** A POST to the stack's link-check function by pg_net, as the scheduled job sends it. */
async function callFunctionByPgNet(key: string) {
  const [queued] = await sql<{ id: string }>(
    `select net.http_post(
       url := rtrim((select decrypted_secret from vault.decrypted_secrets where name = 'project_url'), '/')
              || '/functions/v1/link-check',
       headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || $1),
       body := '{}'::jsonb) as id`,
    [key],
  )
  return vi.waitFor(
    async () => {
      const [row] = await sql<{ status_code: number | null; content: string | null }>(
        'select status_code, content from net._http_response where id = $1',
        [queued!.id],
      )
      if (!row) throw new Error('no response yet')
      return row
    },
    { timeout: 10_000, interval: 100 },
  )
}

describe('the local stack at start', () => {
  test("stores its API URL and service role key as Vault's project_url and service_role_key", async () => {
    const rows = await sql<{ name: string; decrypted_secret: string; secret: string }>(
      `select name, decrypted_secret, secret from vault.decrypted_secrets
        where name in ('project_url', 'service_role_key') order by name`,
    )
    expect(rows.map(({ name, decrypted_secret }) => ({ name, decrypted_secret }))).toEqual([
      { name: 'project_url', decrypted_secret: stack.url },
      { name: 'service_role_key', decrypted_secret: stack.serviceRoleKey },
    ])
    // Stored encrypted: only the view reads them in clear.
    for (const row of rows) expect(row.secret).not.toContain(row.decrypted_secret)
  })

  test("a job's request built from them reaches the stack's functions as the service role", async () => {
    // The function ran: with the service role and no brand named, it answers 400.
    const accepted = await callFunctionByPgNet(stack.serviceRoleKey)
    expect(accepted.status_code).toBe(400)
    expect(JSON.parse(accepted.content ?? '')).toMatchObject({ outcome: 'bad_request' })
    // The key is what let it in: another is refused before the function runs.
    const refused = await callFunctionByPgNet('not-a-key')
    expect(refused.status_code).toBe(401)
  })
})

describe('vault.create_secret and vault.update_secret', () => {
  test('store a named secret encrypted, readable in clear through decrypted_secrets', async () => {
    const name = `test-${Math.random().toString(36).slice(2, 10)}`
    const [created] = await sql<{ id: string }>(
      `select vault.create_secret('first value', $1, 'for a test') as id`,
      [name],
    )
    try {
      await sql(`select vault.update_secret($1, new_secret := 'second value')`, [created!.id])
      const [row] = await sql(
        `select name, description, secret <> decrypted_secret as encrypted, decrypted_secret
           from vault.decrypted_secrets where id = $1`,
        [created!.id],
      )
      expect(row).toEqual({
        name,
        description: 'for a test',
        encrypted: true,
        decrypted_secret: 'second value',
      })
      await expect(sql(`select vault.create_secret('again', $1)`, [name])).rejects.toMatchObject({
        code: '23505',
      })
    } finally {
      await sql('delete from vault.secrets where id = $1', [created!.id])
    }
  })
})

describe('who may read the Vault', () => {
  test('service_role reads the decrypted secrets', async () => {
    expect(
      await as(
        'service_role',
        `select decrypted_secret from vault.decrypted_secrets where name = 'project_url'`,
      ),
    ).toEqual({ rows: [{ decrypted_secret: stack.url }] })
  })

  test.each(['anon', 'authenticated'])(
    '%s may not read, create or change a secret',
    async (role) => {
      for (const text of [
        'select decrypted_secret from vault.decrypted_secrets',
        'select secret from vault.secrets',
        `select vault.create_secret('x', 'by-${role}')`,
        `select vault.update_secret(gen_random_uuid(), 'x')`,
      ]) {
        expect(await as(role, text), text).toEqual({ code: '42501' })
      }
    },
  )
})
