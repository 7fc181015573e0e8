/**
 * The local stack's pg_net (supabase/emulator/pg-net.sql and net-worker.ts): net.http_post and
 * net.http_get called from SQL queue a request that the stack's worker sends after commit to
 * a local HTTP server, recording the answer in net._http_response; a request that outlasts
 * its timeout, or finds nobody listening, is recorded as such; responses are kept six hours;
 * only the superuser and service_role may use the schema.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { freePort } from '../../../supabase/emulator/ports.ts'
import { sql, stack } from '../support/clients.ts'

interface Received {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

interface ResponseRow {
  status_code: number | null
  content_type: string | null
  headers: Record<string, string> | null
  content: string | null
  timed_out: boolean | null
  error_msg: string | null
}

const received: Received[] = []
const hanging = new Set<http.ServerResponse>()
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    })
    // /slow never answers: the caller's timeout has to end the request.
    if (req.url?.startsWith('/slow')) return void hanging.add(res)
    res
      .writeHead(req.method === 'POST' ? 201 : 200, {
        'content-type': 'application/json',
        'x-answer': 'yes',
      })
      .end(JSON.stringify({ ok: true }))
  })
})
const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
afterEach(() => {
  for (const res of hanging) res.destroy()
  hanging.clear()
  received.length = 0
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** The response recorded for request `id`, once the worker has written it. */
async function responseTo(id: string, timeout = 10_000): Promise<ResponseRow> {
  return vi.waitFor(
    async () => {
      const [row] = await sql<ResponseRow>(
        `select status_code, content_type, headers, content, timed_out, error_msg
           from net._http_response where id = $1`,
        [id],
      )
      if (!row) throw new Error(`no response to request ${id} yet`)
      return row
    },
    { timeout, interval: 100 },
  )
}

/** Runs `text` as `role` in a transaction that is rolled back; the error's code, if any. */
async function errorCodeAs(role: string, text: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: stack.dbUrl })
  await client.connect()
  try {
    await client.query('begin')
    await client.query(`set local role ${role}`)
    await client.query(text)
    return null
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown'
  } finally {
    await client.query('rollback').catch(() => {})
    await client.end()
  }
}

describe('net.http_post', () => {
  test('reaches the server with its method, headers and body; the answer lands in net._http_response', async () => {
    const [queued] = await sql<{ id: string }>(
      `select net.http_post(
         url := $1,
         body := '{"due": true}'::jsonb,
         params := '{"run": "a b&c"}'::jsonb,
         headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer test-key'),
         timeout_milliseconds := 5000) as id`,
      [url('/hook')],
    )
    const response = await responseTo(queued!.id)

    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ method: 'POST', url: '/hook?run=a%20b%26c' })
    expect(received[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer test-key',
    })
    expect(JSON.parse(received[0]!.body)).toEqual({ due: true })
    expect(response).toMatchObject({
      status_code: 201,
      content_type: 'application/json',
      content: '{"ok":true}',
      timed_out: false,
      error_msg: null,
    })
    expect(response.headers).toMatchObject({ 'x-answer': 'yes' })
  })

  test('sends nothing until the transaction commits, and nothing for one rolled back', async () => {
    const client = new pg.Client({ connectionString: stack.dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      await client.query(`select net.http_post($1, '{"n": 1}'::jsonb)`, [url('/rolled-back')])
      await client.query('rollback')
    } finally {
      await client.end()
    }
    const [committed] = await sql<{ id: string }>(
      `select net.http_post($1, '{"n": 2}'::jsonb) as id`,
      [url('/committed')],
    )
    await responseTo(committed!.id)
    expect(received.map((request) => request.url)).toEqual(['/committed'])
  })

  test('adds the JSON content type when the headers leave it out, and refuses another', async () => {
    const [queued] = await sql<{ id: string }>(
      `select net.http_post($1, headers := '{"X-Extra": "1"}'::jsonb) as id`,
      [url('/defaults')],
    )
    await responseTo(queued!.id)
    expect(received[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-extra': '1',
    })
    expect(JSON.parse(received[0]!.body)).toEqual({})

    await expect(
      sql(`select net.http_post($1, headers := '{"Content-Type": "text/plain"}'::jsonb)`, [
        url('/text'),
      ]),
    ).rejects.toThrow('Content-Type header must be "application/json"')
  })

  test('records a request that outlasts its timeout as timed out, without a status', async () => {
    const asked = Date.now()
    const [queued] = await sql<{ id: string }>(
      `select net.http_post($1, timeout_milliseconds := 300) as id`,
      [url('/slow')],
    )
    const response = await responseTo(queued!.id)
    // Within the poll (a second) and the 300 ms, well before the default 5 seconds.
    expect(Date.now() - asked).toBeLessThan(4_000)
    expect(received.map((request) => request.url)).toEqual(['/slow'])
    expect(response).toMatchObject({ status_code: null, timed_out: true })
    expect(response.error_msg).toMatch(/^Timeout of 300 ms reached/)
  })

  test('records a refused connection with its error', async () => {
    const closed = await freePort()
    const [queued] = await sql<{ id: string }>(`select net.http_post($1) as id`, [
      `http://127.0.0.1:${closed}/nobody`,
    ])
    const response = await responseTo(queued!.id)
    expect(response).toMatchObject({ status_code: null, timed_out: false })
    expect(response.error_msg).toContain('ECONNREFUSED')
  })
})

describe('net.http_get', () => {
  test('sends a GET with its encoded params and headers', async () => {
    const [queued] = await sql<{ id: string }>(
      `select net.http_get($1, params := '{"q": "ä/x"}'::jsonb, headers := '{"X-Test": "1"}'::jsonb) as id`,
      [url('/search?lang=en')],
    )
    const response = await responseTo(queued!.id)
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/search?lang=en&q=%C3%A4%2Fx',
      body: '',
    })
    expect(received[0]!.headers).toMatchObject({ 'x-test': '1' })
    expect(response).toMatchObject({ status_code: 200, timed_out: false })
  })
})

describe('net._http_response', () => {
  test('keeps a response six hours, as pg_net by default', async () => {
    const [ids] = await sql<{ old: string; young: string }>(
      `select -nextval('net.http_request_queue_id_seq') as old, -nextval('net.http_request_queue_id_seq') as young`,
    )
    await sql(
      `insert into net._http_response (id, status_code, created)
       values ($1, 200, now() - interval '6 hours 1 minute'), ($2, 200, now() - interval '5 hours 59 minutes')`,
      [ids!.old, ids!.young],
    )
    try {
      await vi.waitFor(
        async () => {
          const rows = await sql(`select 1 from net._http_response where id = $1`, [ids!.old])
          if (rows.length > 0) throw new Error('the old response is still there')
        },
        { timeout: 10_000, interval: 100 },
      )
      expect(await sql(`select id from net._http_response where id = $1`, [ids!.young])).toEqual([
        { id: ids!.young },
      ])
    } finally {
      await sql(`delete from net._http_response where id in ($1, $2)`, [ids!.old, ids!.young])
    }
  })
})

describe('who may use net', () => {
  test('service_role may queue a request and read the responses', async () => {
    expect(
      await errorCodeAs(
        'service_role',
        `select net.http_post('http://127.0.0.1:9/never-sent'); select count(*) from net._http_response`,
      ),
    ).toBeNull()
  })

  test.each(['anon', 'authenticated'])('%s may not', async (role) => {
    expect(await errorCodeAs(role, `select net.http_post('http://127.0.0.1:9/x')`)).toBe('42501')
    expect(await errorCodeAs(role, `select * from net._http_response`)).toBe('42501')
    expect(await errorCodeAs(role, `select * from net.http_request_queue`)).toBe('42501')
  })
})
