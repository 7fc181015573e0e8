/**
 * The edge functions runner: /functions/v1/<name> runs the handler in
 * supabase/functions/<name>/handler.ts, whose default export is
 * `(req: Request) => Promise<Response>` — the same module Deno.serve() is
 * given by the function's index.ts on hosted Supabase. As on hosted, a valid
 * JWT is required unless supabase/config.toml sets `verify_jwt = false`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Hono, type Context } from 'hono'
import { paths } from './config.ts'
import { identify, type ServiceContext } from './context.ts'
import { projectConfig } from './project-config.ts'

type Handler = (req: Request) => Response | Promise<Response>

const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]*$/

export function createFunctionsApp(ctx: ServiceContext): Hono {
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
