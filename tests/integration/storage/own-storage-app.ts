/**
 * The Storage app on the test database, called in process through Hono's `app.request`:
 * supabase-js gets it as its `fetch`, so these tests need no port. Files go to a temporary
 * folder removed by `stop()`. There is no gateway in front: supabase-js sends the key as
 * `Authorization` itself.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import pg from 'pg'
import WebSocket from 'ws'
import type { Database } from '../../../src/integrations/supabase/types.ts'
import { defaultOptions } from '../../../supabase/emulator/config.ts'
import type { ServiceContext } from '../../../supabase/emulator/context.ts'
import { localApiKeys } from '../../../supabase/emulator/keys.ts'
import { createStorageApp } from '../../../supabase/emulator/storage/index.ts'
import { stack, type Client } from '../support/clients.ts'

/** The address the in-process app's URLs carry; no socket listens there. */
export const OWN_STORAGE_ORIGIN = 'http://own-storage.test'

export interface OwnStorageApp {
  /** A supabase-js client with `key` (anon or service role) whose storage calls stay in process. */
  client: (key: string) => Client
  /** A raw request, e.g. `request('/storage/v1/bucket')`. */
  request: (route: string, init?: RequestInit) => Promise<Response>
  stop: () => Promise<void>
}

export function ownStorageApp(): OwnStorageApp {
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 })
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-storage-'))
  const ctx: ServiceContext = {
    pool,
    options: defaultOptions,
    keys: localApiKeys,
    url: () => OWN_STORAGE_ORIGIN,
    storageDir,
  }
  const app = new Hono()
  app.route('/storage/v1', createStorageApp(ctx))
  const inProcess = (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(app.request(input, init))
  return {
    client: (key) =>
      createClient<Database>(OWN_STORAGE_ORIGIN, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
        global: { fetch: inProcess },
      }),
    request: (route, init) => inProcess(`${OWN_STORAGE_ORIGIN}${route}`, init),
    stop: async () => {
      await pool.end()
      fs.rmSync(storageDir, { recursive: true, force: true })
    },
  }
}
