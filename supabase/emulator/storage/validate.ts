/**
 * Checks on JSON and query fields, with the messages Supabase Storage's schema
 * validation gives ("body must have required property 'prefixes'").
 */
import { ERRORS } from './errors.ts'

type Where = 'body' | 'querystring'

function missing(where: Where, key: string) {
  return ERRORS.invalidParameter(`${where} must have required property '${key}'`)
}

export function requiredString(
  source: Record<string, unknown>,
  key: string,
  where: Where = 'body',
): string {
  const value = source[key]
  if (value === undefined || value === null) throw missing(where, key)
  if (typeof value !== 'string') throw ERRORS.invalidParameter(`${where}/${key} must be string`)
  return value
}

export function optionalString(
  source: Record<string, unknown>,
  key: string,
  where: Where = 'body',
): string | undefined {
  const value = source[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw ERRORS.invalidParameter(`${where}/${key} must be string`)
  return value
}

export function optionalBoolean(source: Record<string, unknown>, key: string): boolean | undefined {
  const value = source[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'boolean') throw ERRORS.invalidParameter(`body/${key} must be boolean`)
  return value
}

/** An integer within bounds; numeric strings count (query parameters are strings). */
export function optionalInteger(
  source: Record<string, unknown>,
  key: string,
  bounds: { min?: number; max?: number },
  where: Where = 'body',
): number | undefined {
  const raw = source[key]
  if (raw === undefined || raw === null || raw === '') return undefined
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw ERRORS.invalidParameter(`${where}/${key} must be integer`)
  }
  if (bounds.min !== undefined && value < bounds.min) {
    throw ERRORS.invalidParameter(`${where}/${key} must be >= ${bounds.min}`)
  }
  if (bounds.max !== undefined && value > bounds.max) {
    throw ERRORS.invalidParameter(`${where}/${key} must be <= ${bounds.max}`)
  }
  return value
}

export function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field: string,
  where: Where = 'body',
): T | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw ERRORS.invalidParameter(`${where}/${field} must be equal to one of the allowed values`)
}

export function stringList(source: Record<string, unknown>, key: string): string[] {
  const value = source[key]
  if (value === undefined || value === null) throw missing('body', key)
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw ERRORS.invalidParameter(`body/${key} must be array of strings`)
  }
  if (value.length === 0)
    throw ERRORS.invalidParameter(`body/${key} must NOT have fewer than 1 items`)
  if (value.length > 1000)
    throw ERRORS.invalidParameter(`body/${key} must NOT have more than 1000 items`)
  return value as string[]
}
