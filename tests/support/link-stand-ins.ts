/**
 * Stand-ins for the destinations the offer monitor follows (this machine reaches no casino):
 * one set of routes served over HTTP and over HTTPS with a certificate signed by itself
 * (made by openssl at start, so that no runtime trusts it). Every request is recorded with
 * the headers the monitor sends. Used by the link check's integration tests (Node's fetch)
 * and its runtime tests (Deno's).
 *
 *   /offer                 200, a page showing the offer (£100, code WELCOME100)
 *   /no-offer              200, a page without it
 *   /missing               404
 *   /keep/a → b → c → landing   301, 302, 307 (relative, absolute, path-relative Locations), query kept
 *   /drop/a → landing      302 dropping the query (the click id)
 *   /loop/a → b → a        302s, query kept
 *   /hops/{n}              n redirects (query kept), then the offer
 *   /slow/{ms}             the offer after ms
 *   /stalled-body          200 with the head of a page, then nothing
 *   /endless               200, the offer, then padding that never ends
 *   /big                   200, the offer after 600 KB of padding
 *   /refresh               200, a meta refresh to the offer (query kept)
 *   /cookie → /cookie-check → /cookie → /offer   a cookie check (Set-Cookie, then back)
 *   /app                   302 to casinoapp://open (not a web address)
 *   /no-location           302 without a Location
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const OFFER_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Welcome</title></head>
<body><h1>Welcome bonus</h1><p>Deposit and get <strong>&pound;100</strong> with code
<code>WELCOME100</code>.</p></body></html>`

const NO_OFFER_PAGE = `<!doctype html>
<html><head><title>Welcome</title></head>
<body><h1>Welcome</h1><p>Our promotions change often: see the cashier.</p></body></html>`

export type ReceivedRequest = {
  path: string
  userAgent: string | undefined
  accept: string | undefined
  cookie: string | undefined
}

/** A key and certificate for 127.0.0.1 and localhost, signed by themselves. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-tls-'))
  try {
    const key = path.join(dir, 'key.pem')
    const cert = path.join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    )
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const page = (res: http.ServerResponse, html: string, status = 200) =>
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html)

const redirect = (res: http.ServerResponse, status: number, location: string, extra = {}) =>
  res.writeHead(status, { location, ...extra }).end()

function route(req: http.IncomingMessage, res: http.ServerResponse, origin: string) {
  const url = new URL(req.url ?? '/', origin)
  const query = url.search
  const parts = url.pathname.split('/').filter(Boolean)
  switch (url.pathname) {
    case '/offer':
    case '/keep/landing':
    case '/drop/landing':
      return page(res, OFFER_PAGE)
    case '/no-offer':
      return page(res, NO_OFFER_PAGE)
    case '/missing':
      return page(res, '<h1>Not found</h1>', 404)
    case '/keep/a':
      return redirect(res, 301, `/keep/b${query}`)
    case '/keep/b':
      return redirect(res, 302, `${origin}/keep/c${query}`)
    case '/keep/c':
      return redirect(res, 307, `landing${query}`)
    case '/drop/a':
      return redirect(res, 302, '/drop/landing')
    case '/loop/a':
      return redirect(res, 302, `/loop/b${query}`)
    case '/loop/b':
      return redirect(res, 302, `/loop/a${query}`)
    case '/refresh':
      return page(
        res,
        `<html><head><meta http-equiv="Refresh" content="0; URL='/offer${query.replaceAll('&', '&amp;')}'"></head><body>Redirecting…</body></html>`,
      )
    case '/cookie':
      return /\bchecked=1\b/.test(req.headers.cookie ?? '')
        ? redirect(res, 302, `/offer${query}`)
        : redirect(res, 302, `/cookie-check${query}`)
    case '/cookie-check':
      return redirect(res, 302, `/cookie${query}`, { 'set-cookie': 'checked=1; Path=/; HttpOnly' })
    case '/app':
      return redirect(res, 302, 'casinoapp://open')
    case '/no-location':
      return res.writeHead(302).end()
    case '/stalled-body':
      res.writeHead(200, { 'content-type': 'text/html' })
      return res.write('<html><head><title>Welcome</title></head><body>')
    case '/endless': {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.write(OFFER_PAGE)
      const padding = `<p>${'x'.repeat(16 * 1024)}</p>`
      const more = () => {
        while (!res.destroyed && res.write(padding));
        if (!res.destroyed) res.once('drain', more)
      }
      return more()
    }
    case '/big':
      return page(res, `<html><body>${'<p>filler</p>'.repeat(50_000)}${OFFER_PAGE}</body></html>`)
  }
  if (parts[0] === 'hops' && parts.length === 2) {
    const left = Number(parts[1])
    return left > 0 ? redirect(res, 302, `/hops/${left - 1}${query}`) : page(res, OFFER_PAGE)
  }
  if (parts[0] === 'slow' && parts.length === 2) {
    const timer = setTimeout(() => page(res, OFFER_PAGE), Number(parts[1]))
    res.once('close', () => clearTimeout(timer))
    return
  }
  page(res, '<h1>No such stand-in</h1>', 404)
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

export type LinkStandIns = Awaited<ReturnType<typeof startLinkStandIns>>

export async function startLinkStandIns() {
  const requests: ReceivedRequest[] = []
  const serve =
    (scheme: 'http' | 'https'): http.RequestListener =>
    (req, res) => {
      requests.push({
        path: req.url ?? '',
        userAgent: req.headers['user-agent'],
        accept: req.headers.accept,
        cookie: req.headers.cookie,
      })
      req.resume()
      route(req, res, `${scheme}://${req.headers.host}`)
    }
  const plain = http.createServer(serve('http'))
  const secure = https.createServer(selfSignedCertificate(), serve('https'))
  const [httpPort, httpsPort] = [await listen(plain), await listen(secure)]
  // A port nothing listens on: one taken and given back.
  const spare = http.createServer()
  const closedPort = await listen(spare)
  await new Promise((resolve) => spare.close(resolve))

  return {
    requests,
    /** `http://127.0.0.1:{port}{path}` */
    http: (p: string) => `http://127.0.0.1:${httpPort}${p}`,
    /** The same routes over HTTPS, with the self-signed certificate. */
    https: (p: string) => `https://127.0.0.1:${httpsPort}${p}`,
    /** A URL on a port where nothing listens (connection refused). */
    refused: (p: string) => `http://127.0.0.1:${closedPort}${p}`,
    close: async () => {
      for (const server of [plain, secure]) {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
    },
  }
}
