/**
 * A stand-in for a third-party HTTP endpoint (a static host's build hook, a redirect's target)
 * on this machine: it records each request as "METHOD /path" and counts the TCP connections
 * opened to it, so "not called" can mean that no connection was even opened. Used by the
 * integration tests and the runtime (Deno) tests alike.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Answer = (res: http.ServerResponse) => void

const ok: Answer = (res) => res.writeHead(200).end('{}')

export function standInServer(initial: Answer = ok) {
  const received: string[] = []
  const stats = { connections: 0 }
  let answer = initial
  const server = http.createServer((req, res) => {
    received.push(`${req.method} ${req.url}`)
    req.resume()
    answer(res)
  })
  server.on('connection', () => stats.connections++)
  const port = () => (server.address() as AddressInfo).port
  return {
    received,
    stats,
    /** Answers the next requests this way, until reset. */
    answer: (next: Answer) => (answer = next),
    port,
    url: (path: string) => `http://127.0.0.1:${port()}${path}`,
    listen: async (host = '127.0.0.1') => {
      await new Promise<void>((resolve) => server.listen(0, host, resolve))
      return port()
    },
    /** Also drops kept-alive connections, so that a test's call opens its own. */
    reset: () => {
      server.closeAllConnections()
      received.length = 0
      stats.connections = 0
      answer = initial
    },
    close: async () => {
      server.closeAllConnections()
      if (server.listening) await new Promise((resolve) => server.close(resolve))
    },
  }
}
