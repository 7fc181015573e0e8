/**
 * The edge functions runner: /functions/v1/<name> runs the handler in
 * supabase/functions/<name>/handler.ts, whose default export is
 * `(req: Request) => Promise<Response>` — the same module Deno.serve() is
 * given by the function's index.ts on hosted Supabase. As on hosted, a valid
 * JWT is required unless supabase/config.toml sets `verify_jwt = false`.
 *
 * As the edge runtime does, it offers handlers `EdgeRuntime.waitUntil(promise)` for work
 * that goes on after the answer (the /go click's recording): the runner keeps track of
 * those promises, logs a failure, and `settleBackgroundWork` lets the stack's stop() wait
 * for them within a bound. Functions read their env from process.env; besides the
 * SUPABASE_* variables that index.ts sets, GO_PROXY_SECRET defaults to the local stack's
 * well-known value (scripts/proxy-request.ts sends the same one).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Hono, type Context } from 'hono'
import { LOCAL_GO_PROXY_SECRET } from '../../scripts/proxy-request.ts'
import { paths } from './config.ts'
import { identify, type ServiceContext } from './context.ts'
import { projectConfig } from './project-config.ts'

type Handler = (req: Request) => Response | Promise<Response>

const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]*$/

/** Work handed to EdgeRuntime.waitUntil that has not settled yet (every stack of the process). */
const pending = new Set<Promise<void>>()

/** The local stand-in of the edge runtime's global. */
export const localEdgeRuntime = {
  waitUntil(promise: Promise<unknown>): void {
    const tracked: Promise<void> = Promise.resolve(promise)
      .then(
        () => undefined,
        (error: unknown) => console.error('background work of a function failed:', error),
      )
      .finally(() => pending.delete(tracked))
    pending.add(tracked)
  },
}

/** How many background tasks are still running. */
export function pendingBackgroundWork(): number {
  return pending.size
}

/**
 * Waits until every background task has settled, or `timeoutMs` has passed; returns how
 * many were still running then (logged, and left to finish or fail on their own).
 */
export async function settleBackgroundWork(timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs
  while (pending.size > 0 && Date.now() < deadline) {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      Promise.allSettled([...pending]),
      new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now()))),
    ])
    clearTimeout(timer)
  }
  if (pending.size > 0)
    console.error(`${pending.size} background task(s) of functions still running at stop`)
  return pending.size
}

export function createFunctionsApp(ctx: ServiceContext): Hono {
  const runtime = globalThis as { EdgeRuntime?: typeof localEdgeRuntime }
  runtime.EdgeRuntime ??= localEdgeRuntime
  process.env.GO_PROXY_SECRET ||= LOCAL_GO_PROXY_SECRET
  const app = new Hono()
  const open = projectConfig.functionsWithoutJwt
  const loaded = new Map<string, Promise<Handler>>()

  const run = async (c: Context): Promise<Response> => {
    const name = c.req.param('name') ?? ''
    const file = path.join(paths.functions, name, 'handler.ts')
    if (!FUNCTION_NAME.test(name) || !fs.existsSync(file)) {
      return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404)
    }
    if (!open.has(name)) {
      const who = await identify(c)
      if (!who.ok) return c.json({ code: 401, message: 'Invalid JWT' }, 401)
    }
    let handler = loaded.get(name)
    if (!handler) {
      handler = import(pathToFileURL(file).href).then((mod: { default: Handler }) => mod.default)
      loaded.set(name, handler)
    }
    // The function sees its own path, as on hosted Supabase: /<name>/...
    const url = new URL(c.req.url)
    const rest = url.pathname.slice(url.pathname.indexOf(`/${name}`))
    const request = cloneRequest(c.req.raw, {}, new URL(`${rest}${url.search}`, ctx.url()))
    try {
      return await (
        await handler
      )(request)
    } catch (error) {
      console.error(`function ${name} failed:`, error)
      return c.json({ code: 'WORKER_ERROR', message: 'Function exited due to an error' }, 500)
    }
  }
  app.all('/:name', run)
  app.all('/:name/*', run)
  return app
}

/**
 * Copies a request with other headers or URL. A streamed body needs
 * `duplex: 'half'` in Node's fetch implementation.
 */
function cloneRequest(
  request: Request,
  init: RequestInit,
  url: string | URL = request.url,
): Request {
  return new Request(url, {
    method: request.method,
    headers: init.headers ?? request.headers,
    body: request.body,
    duplex: 'half',
    signal: request.signal,
  } as RequestInit)
}
