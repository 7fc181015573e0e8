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
import { z } from 'zod'
import { isJsonObject, validatedJson } from '../json-body.ts'
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
function failAsGoTrue(issue: z.core.$ZodIssue | undefined): AuthError {
  const field = issue?.path[0]
  return badJson(
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
 * The validator middleware for a route's JSON body; the handler then reads
 * the typed body with `c.req.valid('json')`. Put it after the route's guards:
 * GoTrue checks the caller before it reads the body. GoTrue parses every body
 * as JSON whatever its Content-Type (fetch labels a string text/plain, curl -d
 * labels it form data), failing with Go's reason where JSON.parse gives its own.
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema, options: JsonBodyOptions = {}) {
  return validatedJson(schema, {
    read: async (c) => {
      const text = await c.req.text()
      return options.emptyIsObject && text.trim() === '' ? '{}' : text
    },
    malformed: (text, reason) =>
      badJson(text.trim() === '' ? 'unexpected end of JSON input' : reason),
    invalid: failAsGoTrue,
  })
}
