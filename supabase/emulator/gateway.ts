/**
 * The API gateway: what Supabase's edge does in front of its services. It
 * requires an API key (header or `apikey` query parameter), answers CORS,
 * limits body sizes, passes the client address on, and routes to PostgREST
 * (/rest/v1), Auth (/auth/v1), Storage (/storage/v1), Functions
 * (/functions/v1) and Realtime's websocket (/realtime/v1). Errors are JSON,
 * never a stack trace.
 *
 * @example
 *   const realtime = await startRealtime(pool, dbUrl, keys)
 *   const app = createGateway(ctx, { postgrestUrl: 'http://127.0.0.1:3000', realtime: realtime.app })
 *   gatewayServer(app, { trustForwardedFor: false, websockets: realtime.websockets }).listen(54321)
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import http from 'node:http'
import { createAdaptorServer, type HttpBindings, type WebSocketServerLike } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { ServiceContext } from './context.ts'
import type { ApiKeys } from './keys.ts'
import { headRest, proxyRest, type RestProxyOptions } from './rest-proxy.ts'
import { gatewayError } from './errors.ts'
import { createFunctionsApp } from './functions.ts'
import { createAuthApp } from './auth/index.ts'
import { createStorageApp } from './storage/index.ts'

export const MAX_BODY_BYTES = 1024 * 1024

export const CORS_ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-supabase-api-version',
  'prefer',
  'accept-profile',
  'content-profile',
  'range',
  'x-upsert',
  'x-metadata',
  'cache-control',
  'x-retry-count',
  'x-region',
]

export const CORS_EXPOSE_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Location',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'ETag',
  'Last-Modified',
  'Content-Disposition',
]

/**
 * Paths a browser loads without headers (img src, links): Auth's email-link
 * routes, public and signed storage objects. Auth checks the link's token, and
 * Storage the JWT or the signed token, itself.
 */
const KEYLESS_PATHS = [
  /^\/auth\/v1\/(verify|callback|authorize)$/,
  /^\/storage\/v1\/object\/(public|sign)\//,
  /^\/storage\/v1\/render\/image\/(public|sign)\//,
]

/** Why a request's API key is refused (Supabase's 401 body), or null when it is one of the project's keys. */
export function apiKeyProblem(
  key: string | undefined | null,
  keys: ApiKeys,
): { message: string; hint: string } | null {
  if (!key)
    return {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    }
  if (key !== keys.anonKey && key !== keys.serviceRoleKey) {
    return {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    }
  }
  return null
}

export type GatewayEnv = { Bindings: HttpBindings }

/** The gateway's routes; `realtime` is Realtime's app (its websocket route). */
export function createGateway(
  ctx: ServiceContext,
  services: { postgrestUrl: string; realtime: Hono<GatewayEnv> },
): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>()

  app.onError((error, c) => {
    console.error('gateway error:', error)
    return gatewayError(c, 500, 'An unexpected error occurred')
  })
  app.notFound((c) => gatewayError(c, 404, 'no Route matched with those values'))

  const requireApiKey = createMiddleware(async (c, next) => {
    const problem = apiKeyProblem(c.req.header('apikey') ?? c.req.query('apikey'), ctx.keys)
    return problem ? c.json(problem, 401, REST_CORS_HEADERS) : next()
  })

  // REST first, past the middleware below that it does not need: it is the hot path of every
  // page view and click. Preflights (OPTIONS) fall through to `cors`.
  const rest = restProxyOptions(services.postgrestUrl)
  app.on(REST_METHODS, ['/rest/v1', '/rest/v1/*'], requireApiKey, (c) => {
    const url = new URL(c.req.url)
    if (c.req.method === 'HEAD') return headRest(c.env.incoming, url, rest)
    proxyRest(c.env.incoming, c.env.outgoing, url, rest)
    return RESPONSE_ALREADY_SENT
  })

  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: CORS_ALLOW_HEADERS,
      exposeHeaders: CORS_EXPOSE_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 3600,
    }),
  )

  app.use('*', async (c, next) => {
    const path = new URL(c.req.url).pathname
    if (KEYLESS_PATHS.some((pattern) => pattern.test(path))) return next()
    // Functions check their own JWT (some are opened to keyless callers such as postback
    // senders); Realtime checks the key of its websocket handshake itself.
    if (path.startsWith('/functions/v1/') || path.startsWith('/realtime/v1/')) return next()
    return requireApiKey(c, next)
  })

  // Storage enforces each bucket's own size limit on uploads, the REST proxy its own.
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => gatewayError(c, 413, 'Request Entity Too Large'),
  })
  app.use('/auth/v1/*', limit)
  app.use('/functions/v1/*', limit)

  app.route('/auth/v1', createAuthApp(ctx))
  app.route('/storage/v1', createStorageApp(ctx))
  app.route('/functions/v1', createFunctionsApp(ctx))
  app.route('/realtime/v1', services.realtime)
  return app
}

const REST_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/** What the `cors` middleware sets on a simple request's reply, for replies sent past it. */
const REST_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(','),
}

/**
 * REST requests are piped on Node's own streams to PostgREST (rest-proxy.ts), without the
 * Fetch API objects the other services use.
 */
function restProxyOptions(postgrestUrl: string): RestProxyOptions {
  return {
    postgrestUrl: new URL(postgrestUrl),
    maxBodyBytes: MAX_BODY_BYTES,
    corsHeaders: REST_CORS_HEADERS,
    fail: (outgoing, status, message) => sendJson(outgoing, status, { message }, REST_CORS_HEADERS),
  }
}

/**
 * The gateway's HTTP server: the Hono app through @hono/node-server, with Realtime's
 * websocket upgrades (`websockets`, a `ws` server created with `noServer`). Before the app
 * sees a request, the server does what the proxy in front of Supabase does: it appends the
 * socket's address to X-Forwarded-For, so the last entry is the one no client can write
 * (the database and the functions count the chain from the right; with `trustForwardedFor`
 * the client's value is kept as it is: tests that simulate many visitors use it), and,
 * like Supabase, makes a request that carries only an API key act with that key's role.
 */
export function gatewayServer(
  app: Hono<GatewayEnv>,
  options: { trustForwardedFor: boolean; websockets: WebSocketServerLike },
): http.Server {
  const createServer = ((serverOptions: http.ServerOptions, listener: http.RequestListener) =>
    http.createServer(serverOptions, (incoming, outgoing) => {
      asTheEdgeWould(incoming, options.trustForwardedFor)
      listener(incoming, outgoing)
    })) as typeof http.createServer
  return createAdaptorServer({
    fetch: app.fetch,
    websocket: { server: options.websockets },
    serverOptions: { keepAliveTimeout: 65_000 },
    createServer,
  }) as http.Server
}

function asTheEdgeWould(incoming: http.IncomingMessage, trustForwardedFor: boolean): void {
  const socketAddress = (incoming.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  const sent = firstValue(incoming.headers['x-forwarded-for'])?.trim()
  const chain =
    trustForwardedFor && sent ? sent : sent ? `${sent}, ${socketAddress}` : socketAddress
  setHeader(incoming, 'x-forwarded-for', chain)
  setHeader(incoming, 'x-real-ip', chain.split(',').at(-1)?.trim() ?? socketAddress)
  const key =
    firstValue(incoming.headers.apikey) ??
    new URL(incoming.url ?? '/', 'http://gateway').searchParams.get('apikey')
  if (!incoming.headers.authorization && key) setHeader(incoming, 'authorization', `Bearer ${key}`)
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function sendJson(
  outgoing: http.ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string>,
): void {
  const payload = JSON.stringify(body)
  outgoing.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
  })
  outgoing.end(payload)
}

/** Replaces a header on an incoming Node request, in both its parsed and raw forms. */
function setHeader(incoming: http.IncomingMessage, name: string, value: string): void {
  incoming.headers[name] = value
  const raw = incoming.rawHeaders
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i]?.toLowerCase() === name) raw.splice(i, 2)
  }
  raw.push(name, value)
}
