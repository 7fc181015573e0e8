/**
 * The rebuild-public-pages function served by Deno, with a stand-in for the static host's
 * build hook: an editor's call POSTs to the hook, an analyst's does not, and no hook set
 * is its own outcome.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { functionUrl, runtimes, sql, tokenOf } from '../support.ts'

const received: Array<string | undefined> = []
const hook = http.createServer((req, res) => {
  received.push(`${req.method} ${req.url}`)
  req.resume()
  res.writeHead(200).end('{}')
})

const setHook = (value: string) =>
  sql(`update public.site_settings set value = $1::jsonb where key = 'deploy_hook_url'`, [
    JSON.stringify(value),
  ])

async function rebuild(role: 'editor' | 'analyst') {
  const response = await fetch(functionUrl('rebuild-public-pages'), {
    method: 'POST',
    headers: { apikey: runtimes().anonKey, authorization: `Bearer ${await tokenOf(role)}` },
  })
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
})

afterEach(async () => {
  received.length = 0
  await setHook('')
})

afterAll(async () => {
  hook.closeAllConnections()
  await new Promise((resolve) => hook.close(resolve))
})

describe('POST /rebuild-public-pages on Deno', () => {
  test("an editor's call starts a build: the hook is POSTed to", async () => {
    await setHook(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/build-hook/abc`)
    expect(await rebuild('editor')).toEqual({
      status: 200,
      body: { outcome: 'started', hook_status: 200 },
    })
    expect(received).toEqual(['POST /build-hook/abc'])
  })

  test('an analyst is refused and the hook is not called', async () => {
    await setHook(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/build-hook/abc`)
    expect(await rebuild('analyst')).toEqual({ status: 403, body: { outcome: 'forbidden' } })
    expect(received).toEqual([])
  })

  test('no hook set is its own outcome', async () => {
    expect(await rebuild('editor')).toEqual({ status: 409, body: { outcome: 'not_configured' } })
  })
})
