/**
 * Request bodies for the Auth routes: a zod schema per route, applied through
 * Hono's validator, failing the way GoTrue does (400 bad_json "Could not parse
 * request body as JSON: ..."). The field types read JSON as Go's encoding/json
 * reads it into GoTrue's params: absent or null is the zero value, any other
 * wrong type is refused instead of coerced.
 *
 * @example
 * const signupBody = jsonBody(bodyObject({ email: goString(), data: jsonObject() }))
 * app.post('/signup', signupBody, (c) => c.req.valid('json').email)
 */
import { zValidator } from '@hono/zod-validator'
import type { Context } from 'hono'
import { z } from 'zod'
import { AuthError } from './errors.ts'
import type { JsonObject } from './request.ts'

const badJson = (detail: string) =>
  new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`)

/** A string; absent or null gives '' (Go's zero value). */
export const goString = () =>
  z
    .string({ error: 'must be a string' })
    .nullish()
    .transform((value) => value ?? '')

/** A string that keeps "absent" (undefined) apart from "" (Go's *string). */
export const optionalString = () =>
  z
    .string({ error: 'must be a string' })
    .nullish()
    .transform((value) => value ?? undefined)

/** A boolean; absent or null gives false. */
export const goBoolean = () =>
  z
    .boolean({ error: 'must be a boolean' })
    .nullish()
    .transform((value) => value ?? false)

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * An object (metadata); absent or null gives undefined. A check rather than
 * z.record, so the object passes on as sent (a copy would turn a "__proto__"
 * key into a prototype).
 */
export const jsonObject = () =>
  z
    .custom<JsonObject>(isJsonObject, { error: 'must be an object' })
    .nullish()
    .transform((value) => value ?? undefined)

/** Wraps a route's fields; a body that is not an object fails with GoTrue's words. */
export const bodyObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: 'expected a JSON object' })

/** The first issue as bad_json; the schemas above carry the wording ("field "x" must be a string"). */
function failAsGoTrue(
  result: { success: true } | { success: false; error: z.core.$ZodError },
): void {
  if (result.success) return
  const issue = result.error.issues[0]
  const field = issue?.path[0]
  throw badJson(
    field === undefined
      ? (issue?.message ?? 'invalid body')
      : `field "${String(field)}" ${issue?.message}`,
  )
}

export interface JsonBodyOptions {
  /** An empty body reads as {} (GoTrue's DELETE /admin/users/{id}) instead of bad_json. */
  emptyIsObject?: boolean
}

/**
 * GoTrue parses every body as JSON whatever its Content-Type (fetch labels a
 * string text/plain, curl -d labels it form data); Hono's json validator reads
 * only bodies labelled JSON. So the text is parsed here first, failing with
 * JSON.parse's reason as GoTrue fails with Go's, and the request is handed on
 * labelled as JSON.
 */
async function presentAsJson(c: Context, options: JsonBodyOptions): Promise<void> {
  const text = await c.req.text()
  const empty = text.trim() === ''
  const body = empty && options.emptyIsObject ? '{}' : text
  try {
    JSON.parse(body)
  } catch (error) {
    throw badJson(empty ? 'unexpected end of JSON input' : (error as Error).message)
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
 * GoTrue checks the caller before it reads the body.
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema, options: JsonBodyOptions = {}) {
  const validate = zValidator('json', schema, failAsGoTrue)
  const middleware: typeof validate = async (c, next) => {
    await presentAsJson(c, options)
    return validate(c, next)
  }
  return middleware
}
