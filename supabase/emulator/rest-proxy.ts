/**
 * /rest/v1 → PostgREST, proxied on Node's own streams. This is the hot path
 * of every page view and click, so it skips the Fetch API objects the other
 * services use: the request body is piped upstream (refused past 1 MiB) and
 * PostgREST's reply is piped back with the CORS headers added.
 */
import http from 'node:http'

/** Hop-by-hop and per-connection headers that must not be forwarded. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'host',
  'upgrade',
  'proxy-connection',
])

// Keep-alive connections to PostgREST: a new TCP connection per request would dominate small queries.
const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 64 })

export interface RestProxyOptions {
  postgrestUrl: URL
  maxBodyBytes: number
  corsHeaders: Record<string, string>
  /** Writes a gateway error reply (JSON). */
  fail: (outgoing: http.ServerResponse, status: number, message: string) => void
}

/** Pipes the request to PostgREST and its reply back, the reply with the gateway's CORS headers. */
export function proxyRest(
  incoming: http.IncomingMessage,
  outgoing: http.ServerResponse,
  pathAndQuery: URL,
  options: RestProxyOptions,
): void {
  forward(incoming, pathAndQuery, options, {
    reply: (reply) => {
      outgoing.writeHead(reply.statusCode ?? 502, replyHeaders(reply, options))
      reply.pipe(outgoing)
    },
    fail: (status, message) => {
      if (!outgoing.headersSent) options.fail(outgoing, status, message)
      else outgoing.destroy()
    },
  })
}

/**
 * A HEAD request's reply as a Response: Hono answers HEAD by running the GET route and
 * copying its Response without the body, so a route cannot write HEAD's reply itself.
 */
export function headRest(
  incoming: http.IncomingMessage,
  pathAndQuery: URL,
  options: RestProxyOptions,
): Promise<Response> {
  return new Promise((resolve) => {
    const answer = (status: number, sent: http.OutgoingHttpHeaders) => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(sent)) {
        for (const one of [value].flat()) if (one !== undefined) headers.append(name, String(one))
      }
      resolve(new Response(null, { status, headers }))
    }
    forward(incoming, pathAndQuery, options, {
      reply: (reply) => {
        reply.resume()
        answer(reply.statusCode ?? 502, replyHeaders(reply, options))
      },
      fail: (status) => answer(status, options.corsHeaders),
    })
  })
}

function replyHeaders(reply: http.IncomingMessage, options: RestProxyOptions) {
  // The gateway owns CORS: PostgREST's own access-control headers give way to it.
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(reply.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name) && !name.startsWith('access-control-'))
      headers[name] = value
  }
  return Object.assign(headers, options.corsHeaders)
}

function forward(
  incoming: http.IncomingMessage,
  pathAndQuery: URL,
  options: RestProxyOptions,
  on: {
    reply: (reply: http.IncomingMessage) => void
    /** A gateway error (413, or 502 when PostgREST cannot be reached). */
    fail: (status: number, message: string) => void
  },
): void {
  const declared = Number(incoming.headers['content-length'] ?? 0)
  if (declared > options.maxBodyBytes) {
    incoming.resume()
    return on.fail(413, 'Request Entity Too Large')
  }

  const target = new URL(
    pathAndQuery.pathname.slice('/rest/v1'.length) || '/',
    options.postgrestUrl,
  )
  target.search = pathAndQuery.search
  // The key was the gateway's business; PostgREST would read it as a column filter.
  target.searchParams.delete('apikey')

  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value
  }

  const upstream = http.request(
    target,
    { method: incoming.method, headers, agent: upstreamAgent },
    on.reply,
  )
  upstream.on('error', () =>
    on.fail(502, 'An invalid response was received from the upstream server'),
  )

  let received = 0
  incoming.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > options.maxBodyBytes) {
      upstream.destroy()
      incoming.removeAllListeners('data')
      incoming.resume()
      return on.fail(413, 'Request Entity Too Large')
    }
    upstream.write(chunk)
  })
  incoming.on('end', () => {
    if (received <= options.maxBodyBytes) upstream.end()
  })
}
