/**
 * A brand logo into the public `media` bucket (supabase/migrations/20261122000700_storage.sql:
 * editors and admins upload; images only, no SVG, at most 5 MB). The file is checked here
 * first to say why it is refused without a round trip; the bucket refuses it anyway.
 */
import { supabase } from '@/lib/supabase'
import { describeError } from '../../components/form'

export const MEDIA_BUCKET = 'media'
/** The media bucket's allowed_mime_types and file_size_limit. */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
export const LOGO_MAX_BYTES = 5 * 1024 * 1024

/** Why the bucket would refuse this file, or null when it would take it. */
export function logoRefusal(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  if (!LOGO_TYPES.includes(file.type)) {
    return `${file.name} is not accepted: use a JPEG, PNG, WebP, AVIF or GIF image (no SVG).`
  }
  if (file.size > LOGO_MAX_BYTES) {
    const megabytes = (file.size / 1024 / 1024).toFixed(1)
    return `${file.name} is ${megabytes} MB: the limit is 5 MB.`
  }
  return null
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
}

/** Uploads under brands/ with a fresh name (never replacing a logo in use) and returns its public URL. */
export async function uploadLogo(file: File): Promise<string> {
  const refusal = logoRefusal(file)
  if (refusal) throw new Error(refusal)
  const path = `brands/${crypto.randomUUID()}.${EXTENSIONS[file.type] ?? 'img'}`
  const bucket = supabase.storage.from(MEDIA_BUCKET)
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false })
  if (error) throw new Error(`The upload was refused: ${describeError(error)}`)
  return bucket.getPublicUrl(path).data.publicUrl
}
