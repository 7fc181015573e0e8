/**
 * Limits and names: the global upload limit, bucket size limits, MIME
 * allowlists with wildcards, and the rules that keep bucket ids and object
 * names from ever leaving the storage folder on disk.
 */
import { ERRORS } from './errors.ts'

/** Largest upload any bucket accepts (Supabase's free-plan global limit). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024

/** JSON bodies of the non-upload endpoints. */
export const MAX_JSON_BYTES = 1024 * 1024

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 }

/**
 * Reads a bucket's `file_size_limit` as Supabase accepts it: bytes as a number
 * or a string such as "5MB". `undefined` means "not given", `null` "no limit".
 */
export function parseFileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value >= 0) return value
  } else if (typeof value === 'string') {
    const match = /^\s*(\d+)\s*(b|kb|mb|gb)?\s*$/i.exec(value)
    if (match) {
      const bytes = Number(match[1]) * (SIZE_UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1)
      if (Number.isSafeInteger(bytes)) return bytes
    }
  }
  throw ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B')
}

/** The limit an upload to this bucket gets: the bucket's, never above the global one. */
export function effectiveSizeLimit(bucketLimit: number | null): number {
  return bucketLimit && bucketLimit > 0
    ? Math.min(bucketLimit, GLOBAL_FILE_SIZE_LIMIT)
    : GLOBAL_FILE_SIZE_LIMIT
}

const MIME_PATTERN = /^[a-z0-9!#$&^_.+-]+\/(\*|[a-z0-9!#$&^_.+-]+)$/

export function parseAllowedMimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  if (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' && MIME_PATTERN.test(item.trim().toLowerCase()))
  ) {
    return value.map((item: string) => item.trim().toLowerCase())
  }
  throw ERRORS.invalidRequest(
    'allowed_mime_types must be a list of MIME types such as image/png or image/*',
  )
}

/** `Text/HTML; charset=utf-8` → `text/html`. */
export function baseMimeType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase()
}

/** Throws 415 unless the type is allowed (exact, `type/*` or `*\/*`); no list allows all. */
export function assertMimeTypeAllowed(contentType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return
  const mime = baseMimeType(contentType)
  const [type, subtype] = mime.split('/')
  if (!type || !subtype) throw ERRORS.invalidMimeType(mime)
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split('/')
    if (allowedType === '*' && allowedSubtype === '*') return true
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
  if (!ok) throw ERRORS.invalidMimeType(mime)
}

// Bucket ids become folder names: no separators, no dot-only names, no leading
// dot (the storage folder keeps its temporary files in `.tmp`).
const BUCKET_PATTERN = /^[\w!\-.*'() &$@=;:+,?]+$/

export function assertValidBucketName(name: unknown): asserts name is string {
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.length > 100 ||
    !BUCKET_PATTERN.test(name) ||
    name.startsWith('.') ||
    name !== name.trim()
  ) {
    throw ERRORS.invalidBucketName(String(name))
  }
}

/**
 * Object names: relative paths of non-empty segments, none of them `.` or `..`,
 * no backslash, NUL or other control characters, at most 1024 bytes.
 */
export function assertValidObjectName(name: unknown): asserts name is string {
  const valid =
    typeof name === 'string' &&
    name.length > 0 &&
    Buffer.byteLength(name) <= 1024 &&
    !name.startsWith('/') &&
    !name.includes('\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(name) &&
    name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  if (!valid) throw ERRORS.invalidKey(String(name))
}
