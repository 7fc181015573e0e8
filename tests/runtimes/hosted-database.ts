/**
 * A fresh database prepared as a new hosted Supabase project is before its first
 * migration: what supabase/emulator/bootstrap.sql holds (the API roles, the auth and
 * storage schemas, Supabase's default privileges), plus what hosted projects have or offer
 * as extensions and the embedded PostgreSQL lacks: pg_cron's and pg_net's interfaces
 * (supabase/emulator/cron.sql, pg-net.sql) and Vault (vault.sql). It lives beside the local
 * stack's own database, in the same server.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

const emulatorDir = path.resolve(import.meta.dirname, '../../supabase/emulator')

export interface HostedDatabase {
  /** Superuser connection string of the new database. */
  url: string
  drop: () => Promise<void>
}

/** Creates database `name` next to the one `serverUrl` (a superuser URL) points at. */
export async function prepareHostedDatabase(
  serverUrl: string,
  name: string,
): Promise<HostedDatabase> {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  await run(serverUrl, [`create database ${name}`])
  await run(url.href, [
    fs.readFileSync(path.join(emulatorDir, 'bootstrap.sql'), 'utf8'),
    fs.readFileSync(path.join(emulatorDir, 'cron.sql'), 'utf8'),
    fs.readFileSync(path.join(emulatorDir, 'pg-net.sql'), 'utf8'),
    fs.readFileSync(path.join(emulatorDir, 'vault.sql'), 'utf8'),
    // The bootstrap keeps the local stack's migration history here; a new hosted project has
    // none, and the CLI creates its own table.
    'drop schema supabase_migrations cascade',
  ])
  return {
    url: url.href,
    drop: () => run(serverUrl, [`drop database if exists ${name} with (force)`]),
  }
}

async function run(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    for (const text of statements) await client.query(text)
  } finally {
    await client.end()
  }
}
