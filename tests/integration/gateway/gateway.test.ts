import { describe, expect, test } from 'vitest'
import { CORS_ALLOW_HEADERS, CORS_EXPOSE_HEADERS } from '../../../supabase/emulator/gateway.ts'
import { stack } from '../support/clients.ts'

describe('gateway', () => {
  test('refuses a request without an API key with 401 and Supabase’s message', async () => {
    const response = await fetch(`${stack.url}/rest/v1/countries?select=id`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
  })

  test('refuses an unknown API key with 401', async () => {
    const response = await fetch(`${stack.url}/rest/v1/countries?select=id`, {
      headers: { apikey: 'nope' },
    })
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBe('Invalid API key')
  })

  test('accepts the API key as a query parameter and acts with its role', async () => {
    const response = await fetch(
      `${stack.url}/rest/v1/countries?select=slug&apikey=${stack.anonKey}`,
    )
    expect(response.status).toBe(200)
    expect(Array.isArray(await response.json())).toBe(true)
  })

  test('answers CORS preflight with the headers supabase-js sends and reads', async () => {
    const response = await fetch(`${stack.url}/rest/v1/brands`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,prefer',
      },
    })
    expect(response.status).toBeLessThan(300)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    for (const header of CORS_ALLOW_HEADERS) expect(allowed).toContain(header)

    const simple = await fetch(`${stack.url}/rest/v1/countries?select=id`, {
      headers: { apikey: stack.anonKey, origin: 'http://example.test' },
    })
    const exposed = (simple.headers.get('access-control-expose-headers') ?? '').toLowerCase()
    for (const header of CORS_EXPOSE_HEADERS) expect(exposed).toContain(header.toLowerCase())
  })

  test('refuses a body over 1 MiB with 413 and a JSON error', async () => {
    const response = await fetch(`${stack.url}/rest/v1/visitor_sessions`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ referrer: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Request Entity Too Large' })
  })

  test('answers an unknown service path with a JSON 404, not a stack trace', async () => {
    const response = await fetch(`${stack.url}/nothing/here`, {
      headers: { apikey: stack.anonKey },
    })
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body).toHaveProperty('message')
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/)
  })
})
