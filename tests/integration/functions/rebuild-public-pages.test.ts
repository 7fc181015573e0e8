/**
 * The rebuild-public-pages edge function against the local stack, with a stand-in for the
 * static host's build hook (a local HTTP server whose answer each test chooses): editors
 * and admins start a build, analysts are refused, and no hook, an error answer, an
 * unreachable host and a hook that never answers each come back as their own outcome.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { HOOK_TIMEOUT_MS } from '../../../supabase/functions/rebuild-public-pages/handler.ts'
import { signInAs, sql, stack, type Client } from '../support/clients.ts'

type Answer = (res: http.ServerResponse) => void
let answer: Answer = (res) => res.writeHead(200).end('{}')
const received: Array<{ method: string | undefined; url: string | undefined }> = []
const hook = http.createServer((req, res) => {
  received.push({ method: req.method, url: req.url })
  req.resume()
  answer(res)
})
let hookBase: string

async function setHook(value: unknown) {
  await sql(`update public.site_settings set value = $1::jsonb where key = 'deploy_hook_url'`, [
    JSON.stringify(value),
  ])
}

async function rebuild(client: Client) {
  const { data } = await client.auth.getSession()
  const response = await fetch(`${stack.url}/functions/v1/rebuild-public-pages`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${data.session!.access_token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

let editor: Client
let admin: Client
let analyst: Client

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  hookBase = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`
  ;[editor, admin, analyst] = await Promise.all([
    signInAs('editor'),
    signInAs('admin'),
    signInAs('analyst'),
  ])
})

afterEach(async () => {
  received.length = 0
  answer = (res) => res.writeHead(200).end('{}')
  await setHook('')
})

afterAll(async () => {
  hook.closeAllConnections()
  await new Promise((resolve) => hook.close(resolve))
})

describe('rebuild-public-pages', () => {
  test('an editor and an admin start a build: the hook is POSTed to', async () => {
    await setHook(`${hookBase}/build-hook/abc`)
    expect(await rebuild(editor)).toEqual({
      status: 200,
      body: { outcome: 'started', hook_status: 200 },
    })
    expect((await rebuild(admin)).body.outcome).toBe('started')
    expect(received).toEqual([
      { method: 'POST', url: '/build-hook/abc' },
      { method: 'POST', url: '/build-hook/abc' },
    ])
  })

  test('an analyst is refused and the hook is not called', async () => {
    await setHook(`${hookBase}/build-hook/abc`)
    expect(await rebuild(analyst)).toEqual({ status: 403, body: { outcome: 'forbidden' } })
    expect(received).toEqual([])
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
    answer = (res) => res.writeHead(500).end('down')
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
      answer = () => {} // never answers
      const started = Date.now()
      expect(await rebuild(editor)).toEqual({ status: 504, body: { outcome: 'hook_timeout' } })
      expect(Date.now() - started).toBeGreaterThanOrEqual(HOOK_TIMEOUT_MS - 100)
      expect(received).toHaveLength(1)
    },
    HOOK_TIMEOUT_MS + 10_000,
  )
})
