/**
 * A brand logo straight into the public media bucket, under brands/ with a fresh name (never
 * replacing a logo in use). What the bucket takes (types, size) is the bucket's own rule, read
 * by the logo field through the media library's bucketRulesQuery; the bucket refuses anything
 * else anyway.
 */
import { SupabaseRequestError } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { describeError } from '../../components/form'
import { MEDIA_BUCKET } from '../../media'

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
}

/** Uploads the file and returns its public URL. */
export async function uploadLogo(file: File): Promise<string> {
  const path = `brands/${crypto.randomUUID()}.${EXTENSIONS[file.type] ?? 'img'}`
  const bucket = supabase.storage.from(MEDIA_BUCKET)
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false })
  if (error) {
    throw new SupabaseRequestError({
      message: `The upload was refused: ${describeError(error)}`,
      statusCode: error.statusCode,
      status: error.status,
    })
  }
  return bucket.getPublicUrl(path).data.publicUrl
}
