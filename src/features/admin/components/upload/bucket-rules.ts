/**
 * Why a bucket would refuse a file (its rules: ../api/get-bucket-rules.ts): said before the
 * upload where the rules are known, and after it, in the same words, when the server refuses.
 */
import { StorageUploadError } from './api/upload-to-storage'
import type { BucketRules } from './api/get-bucket-rules'

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
}

/** 'JPEG, PNG or PDF' for the bucket's accepted types. */
export function describeTypes(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('')
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  const megabytes = bytes / 1024 / 1024
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`
}

function accepts(types: readonly string[], type: string): boolean {
  return types.some((allowed) =>
    allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : allowed === type,
  )
}

function typeRefusal(rules: BucketRules): string {
  return `This type is not accepted here: use ${describeTypes(rules.types ?? [])}.`
}

function sizeRefusal(size: number | null, rules: BucketRules): string {
  const limit =
    rules.maxBytes === null ? 'the limit' : `the limit is ${formatBytes(rules.maxBytes)}`
  return size === null ? `Too large: ${limit}.` : `Too large (${formatBytes(size)}): ${limit}.`
}

/** Why the bucket will refuse this file, or null when it should take it. */
export function refusalOf(file: Pick<File, 'type' | 'size'>, rules: BucketRules): string | null {
  if (rules.types && !accepts(rules.types, file.type)) return typeRefusal(rules)
  if (rules.maxBytes !== null && file.size > rules.maxBytes) return sizeRefusal(file.size, rules)
  return null
}

/** The server's refusal in the words used before upload, or its own message. */
export function describeUploadError(error: unknown, rules: BucketRules | undefined): string {
  if (error instanceof StorageUploadError) {
    if (error.statusCode === '415' && rules?.types) return typeRefusal(rules)
    if (error.statusCode === '413' && rules) return sizeRefusal(null, rules)
    if (error.statusCode === '403') return 'You may not upload here.'
    if (error.statusCode === '409') return 'A file with this name already exists.'
  }
  return error instanceof Error ? error.message : String(error)
}
