/**
 * JSON bodies of the Storage routes other than uploads: a zod schema per
 * route, applied through Hono's validator, refusing a body as storage-api's
 * schema validation does: 400 InvalidParameter with Ajv's wording, the field
 * named by its path (`body must have required property 'prefixes'`,
 * `body/limit must be >= 1`, `body/sortBy/column must be equal to one of the
 * allowed values`). The field types below carry the end of each message; the
 * hook puts the path in front. A body is read up to 1 MiB (EntityTooLarge past
 * it), whatever its Content-Type; an empty one reads as `{}`. Query strings
 * are checked with the same field types (`parseFields`).
 *
 * @example
 * const removeBody = jsonBody(bodyObject({ prefixes: stringList() }))
 * app.delete('/object/:bucket', callerRequired(bucketParam), removeBody, (c) =>
 *   c.req.valid('json').prefixes,
 * )
 */
import type { Context } from 'hono'
import { z } from 'zod'
import { isJsonObject, validatedJson } from '../json-body.ts'
import { ERRORS, type StorageError } from './errors.ts'
import { MAX_JSON_BYTES } from './limits.ts'
import { readLimited } from './request-body.ts'

const NOT_AN_OBJECT = 'Body must be a JSON object'

/** What a field type says when its value is absent or null; the hook words it as Ajv's `required`. */
const MISSING = 'missing'

/** A field type's words: `message` for a wrong value, MISSING for none. */
const refusal = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? MISSING : message

/** A string the body must have. */
export const requiredString = () => z.string({ error: refusal('must be string') })

/** A string; absent or null gives undefined. */
export const optionalString = () =>
  requiredString()
    .nullish()
    .transform((value) => value ?? undefined)

/** A boolean; absent or null gives undefined. */
export const optionalBoolean = () =>
  z
    .boolean({ error: 'must be boolean' })
    .nullish()
    .transform((value) => value ?? undefined)

/** Numeric strings count as integers; '' and null as absent. */
const numeric = (value: unknown) => {
  if (value === '' || value === null) return undefined
  return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value
}

function boundedInteger({ min, max }: { min?: number; max?: number }) {
  // z.int refuses unsafe integers too, with the same words.
  let schema = z.int({ error: refusal('must be integer') })
  if (min !== undefined) schema = schema.min(min, { error: `must be >= ${min}` })
  if (max !== undefined) schema = schema.max(max, { error: `must be <= ${max}` })
  return schema
}

/** An integer the body must have, within bounds. */
export const requiredInteger = (bounds: { min?: number; max?: number } = {}) =>
  z.preprocess(numeric, boundedInteger(bounds))

/** An integer within bounds; absent gives undefined. */
export const optionalInteger = (bounds: { min?: number; max?: number } = {}) =>
  z.preprocess(numeric, boundedInteger(bounds).optional())

/** One of fixed strings (a sort column, a direction); absent or null gives undefined. */
export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .enum(values, { error: 'must be equal to one of the allowed values' })
    .nullish()
    .transform((value) => value ?? undefined)

/** 1 to 1000 strings (object names, prefixes), as storage-api's bulk routes take them. */
export const stringList = () =>
  z
    .array(z.unknown(), { error: refusal('must be array of strings') })
    .refine((items) => items.every((item) => typeof item === 'string'), {
      error: 'must be array of strings',
    })
    .min(1, { error: 'must NOT have fewer than 1 items' })
    .max(1000, { error: 'must NOT have more than 1000 items' })
    // Every item was checked to be a string just above.
    .transform((items) => items as string[])

/** An object of the given fields (`sortBy`); absent or null gives undefined. */
export const optionalObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object(shape, { error: 'must be object' })
    .nullish()
    .transform((value) => value ?? undefined)

/**
 * An object passed on as sent (user metadata), or undefined when absent; null
 * is refused. A check rather than z.record, so a "__proto__" key stays a key.
 */
export const jsonObject = () =>
  z.custom<Record<string, unknown>>(isJsonObject, { error: 'must be object' }).optional()

/** A route's body: the fields it reads. */
export const bodyObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: NOT_AN_OBJECT })

/**
 * The first issue in storage-api's words: an absent (or null) required field
 * is named on its parent (`body must have required property 'x'`), any other
 * issue on its own path (`body/sortBy/column ...`).
 */
function storageIssue(
  issue: z.core.$ZodIssue | undefined,
  where: 'body' | 'querystring',
): StorageError {
  const path = (issue?.path ?? []).map(String)
  const key = path.pop()
  if (issue === undefined || key === undefined) {
    return ERRORS.invalidParameter(issue?.message ?? NOT_AN_OBJECT)
  }
  const parent = [where, ...path].join('/')
  if (issue.message === MISSING) {
    return ERRORS.invalidParameter(`${parent} must have required property '${key}'`)
  }
  return ERRORS.invalidParameter(`${parent}/${key} ${issue.message}`)
}

/**
 * Fields storage-api checks by schema outside a JSON body (a query string, the
 * transformations a signed URL carries), read with the same field types and
 * refused in the same words.
 */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  source: unknown,
  where: 'body' | 'querystring',
): z.output<Schema> {
  const result = schema.safeParse(source)
  if (!result.success) throw storageIssue(result.error.issues[0], where)
  return result.data
}

/** The text of a JSON body, refused past 1 MiB; an empty body is `{}`. */
async function readJsonText(c: Context): Promise<string> {
  const raw = await readLimited(c.req.raw, MAX_JSON_BYTES, ERRORS.entityTooLarge)
  return raw.byteLength === 0 ? '{}' : Buffer.from(raw).toString('utf8')
}

/**
 * The validator middleware for a route's JSON body; the handler reads the
 * typed body with `c.req.valid('json')`. Put it after the route's guards
 * (bucket and object names, then `callerRequired`): they run first, as before.
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return validatedJson(schema, {
    read: readJsonText,
    malformed: () => ERRORS.invalidParameter(NOT_AN_OBJECT),
    invalid: (issue) => storageIssue(issue, 'body'),
  })
}
