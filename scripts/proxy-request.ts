/**
 * Forwarding a request to another origin, as a static host does for a `_redirects` rule
 * whose target is a URL with status 200 (Netlify's proxy rewrite): used by the preview
 * server for such rules and by the dev server for /go/*, so the click redirect
 * (supabase/functions/go) answers on the site's own address locally too.
 *
 * The function must see the visitor, not this server: the user agent, referrer and
 * language pass through, and the visitor's address (this server's socket peer; whatever
 * X-Forwarded-For the visitor sent is dropped) goes in `x-visitor-address` with the secret
 * the function shares, `x-proxy-secret` (GO_PROXY_SECRET; the local stack's well-known value
 * when the target is this machine and none is set). The function trusts that header only
 * with the right secret (supabase/functions/_shared/client-address.ts); without a secret the
 * address goes in X-Forwarded-For, which only a gateway that trusts it (test stacks) keeps.
 * Redirects are handed back to the browser, never followed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { goFunctionUrl } from './static-host.ts'

/**
 * The local stack's GO_PROXY_SECRET (public knowledge, like its JWT secret and API keys):
 * supabase/emulator/functions.ts gives it to the functions when GO_PROXY_SECRET is unset.
 */
export const LOCAL_GO_PROXY_SECRET = 'local-go-proxy-secret-not-for-production'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The secret to send to `target`: GO_PROXY_SECRET, else the local one for a local stack. */
export function goProxySecret(target: string): string | null {
  const configured = process.env.GO_PROXY_SECRET
  if (configured) return configured
  return LOOPBACK_HOSTS.has(new URL(target).hostname) ? LOCAL_GO_PROXY_SECRET : null
}

/** What the origin needs of the visitor's request (GET only: no body, no cookies). */
const PASSED_HEADERS = ['user-agent', 'referer', 'accept', 'accept-language']
/** What comes back to the browser; the body arrives decoded, so no content-encoding. */
const RETURNED_HEADERS = ['location', 'content-type', 'cache-control', 'x-robots-tag', 'allow']

/** The rule's target for a path: `:splat` is what the rule's `*` matched. */
export function proxyTarget(to: string, from: string, pathname: string, search: string): string {
  const splat = from.endsWith('*') ? pathname.slice(from.length - 1) : ''
  return `${to.replace(':splat', splat)}${search}`
}

export async function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
): Promise<void> {
  const headers = new Headers()
  for (const name of PASSED_HEADERS) {
    const value = req.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  const visitor = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  // Only the click redirect is told the secret.
  const secret = new URL(target).pathname.includes('/functions/v1/go/')
    ? goProxySecret(target)
    : null
  if (secret) {
    headers.set('x-visitor-address', visitor)
    headers.set('x-proxy-secret', secret)
  } else {
    headers.set('x-forwarded-for', visitor)
  }
  try {
    const response = await fetch(target, { method: req.method, headers, redirect: 'manual' })
    for (const name of RETURNED_HEADERS) {
      const value = response.headers.get(name)
      if (value !== null) res.setHeader(name, value)
    }
    res.writeHead(response.status)
    // The answers proxied here are small pages and empty redirects: no streaming needed.
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()))
  } catch (error) {
    console.error(`proxy to ${target} failed:`, error)
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Bad gateway')
  }
}

/** The dev server's /go/* (the build's `_redirects` rule, which `vite dev` does not read). */
export function devGoProxy(): Plugin {
  return {
    name: 'dev-go-proxy',
    apply: 'serve',
    configureServer(server) {
      // The env Vite loaded (process.env first, then the .env files); scripts/dev.ts sets it.
      const supabaseUrl = server.config.env.VITE_SUPABASE_URL as string | undefined
      server.middlewares.use('/go/', (req, res, next) => {
        if (!supabaseUrl || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
        // Mounted at /go/: req.url is the rest ("{brand-slug}?pos=1").
        void proxyRequest(req, res, goFunctionUrl(supabaseUrl, (req.url ?? '/').replace(/^\//, '')))
      })
    },
  }
}
