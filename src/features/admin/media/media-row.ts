/**
 * A media library row: public.media, kept in step with the `media` bucket by the
 * storage.objects trigger of 20261124000800_media.sql.
 */
import type { Tables } from '@/integrations/supabase/types'

export const MEDIA_BUCKET = 'media'

export type MediaRow = Tables<'media'>

export const MEDIA_COLUMNS =
  'id, bucket_id, path, file_name, mime_type, size_bytes, width, height, alt_text, uploaded_by, created_at, updated_at'

export const MEDIA_TYPES = [
  { value: 'image/jpeg', label: 'JPEG' },
  { value: 'image/png', label: 'PNG' },
  { value: 'image/webp', label: 'WebP' },
  { value: 'image/avif', label: 'AVIF' },
  { value: 'image/gif', label: 'GIF' },
] as const

/** An image needs alt text before it may be shown on a public page. */
export function needsAltText(row: Pick<MediaRow, 'alt_text' | 'mime_type'>): boolean {
  return (row.mime_type ?? '').startsWith('image/') && !row.alt_text?.trim()
}

/** 'Used by 3 brands' / 'Used by 1 brand'. */
export function usageSummary(count: number): string {
  return `Used by ${count} ${count === 1 ? 'brand' : 'brands'}`
}
