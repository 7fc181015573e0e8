/**
 * Reading Auth requests: the JSON body with GoTrue's bad_json errors, typed
 * field access that refuses wrong types instead of coercing them, and the
 * client's address and user agent as the gateway passes them.
 */
import { isIP } from 'node:net'
import type { Context } from 'hono'
import { AuthError } from './errors.ts'

export type JsonObject = Record<string, unknown>

const badJson = (detail: string) =>
  new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`)

/** The request body as a JSON object; an empty or malformed body is bad_json, as in GoTrue. */
export async function readJsonObject(c: Context): Promise<JsonObject> {
  const text = await c.req.text()
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw badJson(text.trim() === '' ? 'unexpected end of JSON input' : (error as Error).message)
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badJson('expected a JSON object')
  }
  return value as JsonObject
}

/** Like readJsonObject, but an empty body is an empty object (DELETE /admin/users/{id}). */
export async function readOptionalJsonObject(c: Context): Promise<JsonObject> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw badJson((error as Error).message)
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badJson('expected a JSON object')
  }
  return value as JsonObject
}

function wrongType(field: string, expected: string): AuthError {
  return badJson(`field "${field}" must be ${expected}`)
}

/** A string field; absent or null gives '' (Go's zero value). */
export function stringField(body: JsonObject, field: string): string {
  const value = body[field]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw wrongType(field, 'a string')
  return value
}

/** A string field that distinguishes "absent" (undefined) from "" (Go's *string). */
export function optionalStringField(body: JsonObject, field: string): string | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw wrongType(field, 'a string')
  return value
}

export function booleanField(body: JsonObject, field: string): boolean {
  const value = body[field]
  if (value === undefined || value === null) return false
  if (typeof value !== 'boolean') throw wrongType(field, 'a boolean')
  return value
}

/** An object field (metadata); absent or null gives undefined. */
export function objectField(body: JsonObject, field: string): JsonObject | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) throw wrongType(field, 'an object')
  return value as JsonObject
}

/** The client address: the last X-Forwarded-For entry, which the gateway appends from the socket. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for') ?? ''
  return forwarded.split(',').at(-1)?.trim() ?? ''
}

/** The client address if it is a valid IP (for inet columns), else null. */
export function clientInet(c: Context): string | null {
  const ip = clientIp(c)
  return isIP(ip) ? ip : null
}

export function userAgent(c: Context): string | null {
  const agent = c.req.header('user-agent')
  return agent && agent.length > 0 ? agent.slice(0, 1024) : null
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}
