/**
 * The rebuild-public-pages edge function against the local stack, with stand-ins for the
 * static host's build hook (local HTTP servers whose answer each test chooses): editors
 * and admins start a build, analysts are refused, and no hook, an error answer, an
 * unreachable host and a hook that never answers each come back as their own outcome.
 *
 * Only public addresses are called and redirects are not followed. The stack lets the
 * function call loopback addresses (DEPLOY_HOOK_ALLOW_LOOPBACK, set for test stacks only),
 * where the stand-ins listen; the refusal of loopback is proven by calling the same handler
 * in this process with that variable unset, as hosted Supabase runs it. The stand-ins count
 * TCP connections, so "not called" means no connection was even opened.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import handler, {
  ALLOW_LOOPBACK_ENV,
  HOOK_TIMEOUT_MS,
} from '../../../supabase/functions/rebuild-public-pages/handler.ts'
import { signInAs, sql, stack, type Client } from '../support/clients.ts'
import { standInServer } from '../support/stand-in-server.ts'
import { withEnv } from '../support/with-env.ts'

const hook = standInServer()
/** Where a followed redirect would land. */
const redirectTarget = standInServer()
let hookBase: string
let hookPort: number

async function setHook(value: unknown) {
  await sql(`update public.site_settings set value = $1::jsonb where key = 'deploy_hook_url'`, [
    JSON.stringify(value),
  ])
}

async function accessToken(client: Client) {
  const { data } = await client.auth.getSession()
  return data.session!.access_token
}

/** Through the stack's gateway and functions runner (loopback allowed there). */
async function rebuild(client: Client) {
  const response = await fetch(`${stack.url}/functions/v1/rebuild-public-pages`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${await accessToken(client)}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/**
 * The same handler called in this process with DEPLOY_HOOK_ALLOW_LOOPBACK unset, as on
 * hosted Supabase; it reads the stack's URL and keys from the environment as there.
 */
async function rebuildAsHosted(client: Client) {
  const env = {
    [ALLOW_LOOPBACK_ENV]: undefined,
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
  }
  const token = await accessToken(client)
  return withEnv(env, async () => {
    const response = await handler(
      new Request('http://localhost/rebuild-public-pages', {
        method: 'POST',
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
      }),
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  })
}

let editor: Client
let admin: Client
let analyst: Client

beforeAll(async () => {
  hookPort = await hook.listen('127.0.0.1')
  hookBase = `http://127.0.0.1:${hookPort}`
  await redirectTarget.listen('127.0.0.1')
  ;[editor, admin, analyst] = await Promise.all([
    signInAs('editor'),
    signInAs('admin'),
    signInAs('analyst'),
  ])
})

afterEach(async () => {
  for (const server of [hook, redirectTarget]) server.reset()
  await setHook('')
})

afterAll(async () => {
  await Promise.all([hook, redirectTarget].map((server) => server.close()))
})

describe('rebuild-public-pages', () => {
  test('an editor and an admin start a build: the hook is POSTed to', async () => {
    await setHook(`${hookBase}/build-hook/abc`)
    expect(await rebuild(editor)).toEqual({
      status: 200,
      body: { outcome: 'started', hook_status: 200 },
    })
    expect((await rebuild(admin)).body.outcome).toBe('started')
    expect(hook.received).toEqual(['POST /build-hook/abc', 'POST /build-hook/abc'])
  })

  test('an analyst is refused and the hook is not called', async () => {
    await setHook(`${hookBase}/build-hook/abc`)
    expect(await rebuild(analyst)).toEqual({ status: 403, body: { outcome: 'forbidden' } })
    expect(hook.received).toEqual([])
  })

  test('a request without a signed-in user is refused', async () => {
    const response = await fetch(`${stack.url}/functions/v1/rebuild-public-pages`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
    })
    expect(response.status).toBe(403)
  })

  test('no hook configured', async () => {
    expect(await rebuild(editor)).toEqual({ status: 409, body: { outcome: 'not_configured' } })
    await setHook('')
    expect((await rebuild(editor)).body.outcome).toBe('not_configured')
  })

  test('the hook answers an error', async () => {
    await setHook(`${hookBase}/broken`)
    hook.answer((res) => res.writeHead(500).end('down'))
    expect(await rebuild(editor)).toEqual({
      status: 502,
      body: { outcome: 'hook_failed', hook_status: 500 },
    })
  })

  test('the hook host cannot be reached', async () => {
    // Port 9 (discard) refuses at once.
    await setHook('http://127.0.0.1:9/hook')
    expect(await rebuild(editor)).toEqual({ status: 502, body: { outcome: 'hook_unreachable' } })
  })

  test(
    'the hook never answers: the function gives up after its timeout',
    async () => {
      await setHook(`${hookBase}/slow`)
      hook.answer(() => {}) // never answers
      const started = Date.now()
      expect(await rebuild(editor)).toEqual({ status: 504, body: { outcome: 'hook_timeout' } })
      expect(Date.now() - started).toBeGreaterThanOrEqual(HOOK_TIMEOUT_MS - 100)
      expect(hook.received).toHaveLength(1)
    },
    HOOK_TIMEOUT_MS + 10_000,
  )

  test('a hook that redirects is not followed: the redirect is named, its target never called', async () => {
    const target = `http://127.0.0.1:${redirectTarget.port()}`
    await setHook(`${hookBase}/build-hook/abc`)
    hook.answer((res) => res.writeHead(302, { location: `${target}/internal/secret-path` }).end())
    expect(await rebuild(editor)).toEqual({
      status: 502,
      body: {
        outcome: 'hook_redirected',
        hook_status: 302,
        message: `The deploy hook answered with a redirect (HTTP 302 to ${target}), which is not followed: set the deploy hook to the URL it redirects to.`,
      },
    })
    expect(hook.received).toEqual(['POST /build-hook/abc'])
    expect(redirectTarget.stats.connections).toBe(0)
  })
})

describe('rebuild-public-pages as hosted (no loopback allowance)', () => {
  test.each([
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
  ])(
    'a loopback hook URL (%s) is refused with the reason and no connection is made',
    async (host, shown) => {
      // https: the database takes http for 127.0.0.1 and localhost only; a call would still
      // open a TCP connection to the plain-HTTP stand-in, which counts it.
      await setHook(`https://${host}:${hookPort}/build-hook/abc`)
      expect(await rebuildAsHosted(editor)).toEqual({
        status: 409,
        body: {
          outcome: 'hook_refused',
          message: `The deploy hook URL points to a loopback address (${shown}); only public addresses are called.`,
        },
      })
      expect(hook.stats.connections).toBe(0)
      expect(hook.received).toEqual([])
    },
  )

  test('the control: where loopback is allowed, the stand-in sees the connection', async () => {
    await setHook(`${hookBase}/build-hook/abc`)
    expect((await rebuild(editor)).body.outcome).toBe('started')
    expect(hook.stats.connections).toBe(1)
  })

  test('a private-address hook URL is refused, also where loopback is allowed', async () => {
    await setHook('https://10.0.0.5/build-hook/abc')
    const refused = {
      status: 409,
      body: {
        outcome: 'hook_refused',
        message:
          'The deploy hook URL points to a private address (10.0.0.5); only public addresses are called.',
      },
    }
    expect(await rebuildAsHosted(editor)).toEqual(refused)
    expect(await rebuild(editor)).toEqual(refused)
  })

  test('a host name that does not resolve is unreachable', async () => {
    // .invalid never resolves (RFC 6761).
    await setHook('https://deploy-hook.invalid/build-hook/abc')
    expect(await rebuildAsHosted(editor)).toEqual({
      status: 502,
      body: { outcome: 'hook_unreachable' },
    })
  })
})
