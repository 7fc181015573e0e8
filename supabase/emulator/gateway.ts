/**
 * The API gateway: what Supabase's edge does in front of its services. It
 * requires an API key (header or `apikey` query parameter), answers CORS,
 * limits body sizes, passes the client address on, and routes to PostgREST
 * (/rest/v1), Auth (/auth/v1), Storage (/storage/v1) and Functions
 * (/functions/v1). Errors are JSON, never a stack trace.
 *
 * @example
 *   const app = createGateway(ctx)
 *   const settings = { postgrestUrl: 'http://127.0.0.1:3000', trustForwardedFor: false }
 *   http.createServer(gatewayListener(app, ctx, settings)).listen(54321)
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type http from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { ServiceContext } from './context.ts'
import type { ApiKeys } from './keys.ts'
import { proxyRest, type RestProxyOptions } from './rest-proxy.ts'
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

/** The Hono app for everything but REST requests (CORS preflights included), which `gatewayListener` proxies itself. */
export function createGateway(ctx: ServiceContext): Hono {
  const app = new Hono()

  app.onError((error, c) => {
    console.error('gateway error:', error)
    return gatewayError(c, 500, 'An unexpected error occurred')
  })
  app.notFound((c) => gatewayError(c, 404, 'no Route matched with those values'))

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
    // Functions check their own JWT (some are opened to keyless callers such as postback senders).
    if (path.startsWith('/functions/v1/')) return next()
    const problem = apiKeyProblem(c.req.header('apikey') ?? c.req.query('apikey'), ctx.keys)
    return problem ? c.json(problem, 401) : next()
  })

  // Storage enforces each bucket's own size limit on uploads.
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => gatewayError(c, 413, 'Request Entity Too Large'),
  })
  app.use('/auth/v1/*', limit)
  app.use('/functions/v1/*', limit)

  app.route('/auth/v1', createAuthApp(ctx))
  app.route('/storage/v1', createStorageApp(ctx))
  app.route('/functions/v1', createFunctionsApp(ctx))
  return app
}

/**
 * The Node request listener of the gateway. Before anything else it appends
 * the socket's address to X-Forwarded-For, as a proxy does, so the last entry
 * is the one no client can write (the database and the functions count the
 * chain from the right; with `trustForwardedFor` the client's value is kept
 * as it is: tests that simulate many visitors use it), and, like
 * Supabase, makes a request that carries only an API key act with that key's
 * role. REST requests then go straight to PostgREST (see rest-proxy.ts);
 * everything else to the Hono app.
 */
export function gatewayListener(
  app: Hono,
  ctx: ServiceContext,
  settings: { postgrestUrl: string; trustForwardedFor: boolean },
): http.RequestListener {
  const listener = getRequestListener(app.fetch)
  const rest: RestProxyOptions = {
    postgrestUrl: new URL(settings.postgrestUrl),
    maxBodyBytes: MAX_BODY_BYTES,
    corsHeaders: {
      'access-control-allow-origin': '*',
      'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(','),
    },
    fail: (outgoing, status, message) => sendJson(outgoing, status, { message }, rest.corsHeaders),
  }
  return (incoming, outgoing) => {
    const socketAddress = (incoming.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
    const sent = firstValue(incoming.headers['x-forwarded-for'])?.trim()
    const chain =
      settings.trustForwardedFor && sent ? sent : sent ? `${sent}, ${socketAddress}` : socketAddress
    setHeader(incoming, 'x-forwarded-for', chain)
    setHeader(incoming, 'x-real-ip', chain.split(',').at(-1)?.trim() ?? socketAddress)
    const url = new URL(incoming.url ?? '/', 'http://gateway')
    const key = firstValue(incoming.headers.apikey) ?? url.searchParams.get('apikey')
    if (!incoming.headers.authorization && key)
      setHeader(incoming, 'authorization', `Bearer ${key}`)

    const isRest = url.pathname === '/rest/v1' || url.pathname.startsWith('/rest/v1/')
    if (!isRest || incoming.method === 'OPTIONS') {
      void listener(incoming, outgoing)
      return
    }
    const problem = apiKeyProblem(key, ctx.keys)
    if (problem) {
      incoming.resume()
      return sendJson(outgoing, 401, problem, rest.corsHeaders)
    }
    proxyRest(incoming, outgoing, url, rest)
  }
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
