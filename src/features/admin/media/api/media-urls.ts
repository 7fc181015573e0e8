/**
 * A file's URLs, built by storage-js without a request: the public object, and the render
 * endpoint's resized WebP for thumbnails and the optimised URL staff copy.
 */
import { supabase } from '@/lib/supabase'
import { MEDIA_BUCKET, type MediaRow } from '../media-row'

export function publicUrl(bucket: string, path: string): string {
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl
}

/** The render endpoint's URL (quality 80, WebP for browsers that accept it), no wider than asked. */
export function renderUrl(
  path: string,
  size: { width: number; height?: number; resize?: 'cover' | 'contain' },
): string {
  return supabase.storage.from(MEDIA_BUCKET).getPublicUrl(path, {
    transform: { ...size, quality: 80 },
  }).data.publicUrl
}

/** The optimised URL of a library image: its own width up to 1600 px. */
export function optimisedUrl(row: Pick<MediaRow, 'path' | 'width'>): string {
  return renderUrl(row.path, { width: Math.min(row.width ?? 1600, 1600) })
}

export function thumbnailUrl(path: string): string {
  return renderUrl(path, { width: 320, height: 240, resize: 'contain' })
}
