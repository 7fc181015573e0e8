/**
 * The rebuild-public-pages function served by Deno, with stand-ins for the static host's
 * build hook: an editor's call POSTs to the hook, an analyst's does not, and no hook set
 * is its own outcome. Only public addresses are called and a redirect is not followed: the
 * shared stack's instance may call loopback (DEPLOY_HOOK_ALLOW_LOOPBACK, where the
 * stand-ins listen), and a second instance served here without it, as hosted Supabase runs
 * the function, refuses loopback before opening any connection (the stand-ins count them).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { standInServer } from '../../integration/support/stand-in-server.ts'
import { serveOnDeno, type DenoFunction } from '../deno-function.ts'
import { functionUrl, runtimes, sql, tokenOf } from '../support.ts'

const hook = standInServer()
const target = standInServer()
const redirecting = standInServer((res) =>
  res.writeHead(307, { location: target.url('/internal/secret-path') }).end(),
)
const standIns = [hook, target, redirecting]

/** The function as hosted Supabase runs it: no loopback allowance. */
let hosted: DenoFunction

const setHook = (value: string) =>
  sql(`update public.site_settings set value = $1::jsonb where key = 'deploy_hook_url'`, [
    JSON.stringify(value),
  ])

async function rebuild(role: 'editor' | 'analyst', url = functionUrl('rebuild-public-pages')) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { apikey: runtimes().anonKey, authorization: `Bearer ${await tokenOf(role)}` },
  })
  return { status: response.status, body: await response.json() }
}

const rebuildAsHosted = () => rebuild('editor', `${hosted.url}/rebuild-public-pages`)

beforeAll(async () => {
  for (const standIn of standIns) await standIn.listen()
  const { supabaseUrl, anonKey, serviceRoleKey, dbUrl } = runtimes()
  hosted = await serveOnDeno('rebuild-public-pages', {
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SUPABASE_DB_URL: dbUrl,
  })
})

afterEach(async () => {
  for (const standIn of standIns) standIn.reset()
  await setHook('')
})

afterAll(async () => {
  await hosted?.stop()
  for (const standIn of standIns) await standIn.close()
})

describe('POST /rebuild-public-pages on Deno', () => {
  test("an editor's call starts a build: the hook is POSTed to", async () => {
    await setHook(hook.url('/build-hook/abc'))
    expect(await rebuild('editor')).toEqual({
      status: 200,
      body: { outcome: 'started', hook_status: 200 },
    })
    expect(hook.received).toEqual(['POST /build-hook/abc'])
  })

  test('an analyst is refused and the hook is not called', async () => {
    await setHook(hook.url('/build-hook/abc'))
    expect(await rebuild('analyst')).toEqual({ status: 403, body: { outcome: 'forbidden' } })
    expect(hook.received).toEqual([])
  })

  test('no hook set is its own outcome', async () => {
    expect(await rebuild('editor')).toEqual({ status: 409, body: { outcome: 'not_configured' } })
  })

  test('a redirect is named and not followed: its target gets no connection', async () => {
    await setHook(redirecting.url('/build-hook/abc'))
    const origin = new URL(target.url('/')).origin
    expect(await rebuild('editor')).toEqual({
      status: 502,
      body: {
        outcome: 'hook_redirected',
        hook_status: 307,
        message: `The deploy hook answered with a redirect (HTTP 307 to ${origin}), which is not followed: set the deploy hook to the URL it redirects to.`,
      },
    })
    expect(redirecting.received).toEqual(['POST /build-hook/abc'])
    expect(target.stats.connections).toBe(0)
  })

  test('a private address is refused even where loopback is allowed', async () => {
    await setHook('https://192.168.1.20/build-hook/abc')
    expect(await rebuild('editor')).toEqual({
      status: 409,
      body: {
        outcome: 'hook_refused',
        message:
          'The deploy hook URL points to a private address (192.168.1.20); only public addresses are called.',
      },
    })
  })
})

describe('POST /rebuild-public-pages on Deno as hosted (no loopback allowance)', () => {
  test.each([
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
  ])('a loopback hook (%s) is refused and no connection is made', async (host, shown) => {
    const port = new URL(hook.url('/')).port
    // https: the database takes http for 127.0.0.1 and localhost only; a call would still
    // open a TCP connection to the plain-HTTP stand-in, which counts it.
    await setHook(`https://${host}:${port}/build-hook/abc`)
    expect(await rebuildAsHosted()).toEqual({
      status: 409,
      body: {
        outcome: 'hook_refused',
        message: `The deploy hook URL points to a loopback address (${shown}); only public addresses are called.`,
      },
    })
    expect(hook.stats.connections).toBe(0)
    expect(hook.received).toEqual([])
  })

  test('a host name is resolved (node:dns on Deno): one that does not resolve is unreachable', async () => {
    // .invalid never resolves (RFC 6761).
    await setHook('https://deploy-hook.invalid/build-hook/abc')
    expect(await rebuildAsHosted()).toEqual({ status: 502, body: { outcome: 'hook_unreachable' } })
  })
})
