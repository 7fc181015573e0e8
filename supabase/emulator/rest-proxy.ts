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

export function proxyRest(
  incoming: http.IncomingMessage,
  outgoing: http.ServerResponse,
  pathAndQuery: URL,
  options: RestProxyOptions,
): void {
  const declared = Number(incoming.headers['content-length'] ?? 0)
  if (declared > options.maxBodyBytes) {
    incoming.resume()
    return options.fail(outgoing, 413, 'Request Entity Too Large')
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
    (reply) => {
      // The gateway owns CORS: PostgREST's own access-control headers give way to it.
      const replyHeaders: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(reply.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name) && !name.startsWith('access-control-'))
          replyHeaders[name] = value
      }
      Object.assign(replyHeaders, options.corsHeaders)
      outgoing.writeHead(reply.statusCode ?? 502, replyHeaders)
      reply.pipe(outgoing)
    },
  )
  upstream.on('error', () => {
    if (!outgoing.headersSent)
      options.fail(outgoing, 502, 'An invalid response was received from the upstream server')
    else outgoing.destroy()
  })

  let received = 0
  incoming.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > options.maxBodyBytes) {
      upstream.destroy()
      incoming.removeAllListeners('data')
      incoming.resume()
      if (!outgoing.headersSent) options.fail(outgoing, 413, 'Request Entity Too Large')
      return
    }
    upstream.write(chunk)
  })
  incoming.on('end', () => {
    if (received <= options.maxBodyBytes) upstream.end()
  })
}
