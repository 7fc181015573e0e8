/**
 * JSON request bodies for the services we implement (Auth, Storage): a zod
 * schema per route, applied through Hono's validator, with each service
 * saying how it reads a body and how it words a refusal. Auth and Storage
 * both parse the body whatever its Content-Type, which Hono's json validator
 * does not (it skips bodies not labelled JSON), so the text is read and
 * parsed here first and the request handed on labelled as JSON.
 *
 * @example
 * const body = (schema) =>
 *   validatedJson(schema, {
 *     read: (c) => c.req.text(),
 *     malformed: () => new Error('not JSON'),
 *     invalid: (issue) => new Error(issue?.message),
 *   })
 * app.post('/things', body(z.object({ name: z.string() })), (c) => c.req.valid('json').name)
 */
import { zValidator } from '@hono/zod-validator'
import type { Context } from 'hono'
import type { z } from 'zod'

export interface JsonBodyRules {
  /** The body's text as the service reads it (its size cap, what an empty body means); may throw the service's error. */
  read: (c: Context) => Promise<string>
  /** The service's error for text that is not JSON; `reason` is JSON.parse's. */
  malformed: (text: string, reason: string) => Error
  /** The service's error for the first issue the schema finds. */
  invalid: (issue: z.core.$ZodIssue | undefined) => Error
}

/** A JSON object as sent: not null, not an array. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

async function presentAsJson(c: Context, rules: JsonBodyRules): Promise<void> {
  const body = await rules.read(c)
  try {
    JSON.parse(body)
  } catch (error) {
    throw rules.malformed(body, (error as Error).message)
  }
  const headers = new Headers(c.req.raw.headers)
  headers.set('content-type', 'application/json')
  // The body may differ from the one sent ('' read as '{}'): its length is the new Request's own.
  headers.delete('content-length')
  headers.delete('transfer-encoding')
  c.req.raw = new Request(c.req.url, { method: c.req.method, headers, body })
  c.req.bodyCache = {}
}

/**
 * The validator middleware for a route's JSON body; the handler then reads
 * the typed body with `c.req.valid('json')`. Put it after the route's guards:
 * Auth and Storage check the caller before they read the body.
 */
export function validatedJson<Schema extends z.ZodType>(schema: Schema, rules: JsonBodyRules) {
  const validate = zValidator('json', schema, (result) => {
    if (!result.success) throw rules.invalid(result.error.issues[0])
  })
  const middleware: typeof validate = async (c, next) => {
    await presentAsJson(c, rules)
    return validate(c, next)
  }
  return middleware
}
