/**
 * The media library's rows (public.media, kept in step with the `media` bucket by the
 * storage.objects trigger of 20261124000800_media.sql) and what the screens do with
 * them: one list page, one row, alt text, the brands using a file, delete, URLs.
 */
import type { FetchPage, FilterDefinition, ListStateOptions } from '../../components/data-table'
import { countOption, pagedQuery, searchAny } from '../../components/data-table'
import { resourceKeys } from '../../components/resource-keys'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { Tables } from '@/integrations/supabase/types'

export const MEDIA_BUCKET = 'media'
export const mediaKeys = resourceKeys('media')

export type MediaRow = Tables<'media'>

const COLUMNS =
  'id, bucket_id, path, file_name, mime_type, size_bytes, width, height, alt_text, uploaded_by, created_at, updated_at'

export const MEDIA_TYPES = [
  { value: 'image/jpeg', label: 'JPEG' },
  { value: 'image/png', label: 'PNG' },
  { value: 'image/webp', label: 'WebP' },
  { value: 'image/avif', label: 'AVIF' },
  { value: 'image/gif', label: 'GIF' },
] as const

const TYPE_FILTER: FilterDefinition = { key: 'type', label: 'Type', options: MEDIA_TYPES }

export const mediaListOptions: ListStateOptions = {
  sortKeys: ['created_at', 'file_name', 'size_bytes'],
  filters: [TYPE_FILTER],
  defaultSort: { sort: 'created_at', order: 'desc' },
  defaultPerPage: 50,
}

export const fetchMediaPage: FetchPage<MediaRow> = async (state, range, options) => {
  let query = supabase
    .from('media')
    .select(COLUMNS, countOption(options))
    .eq('bucket_id', MEDIA_BUCKET)
  if (state.q) query = query.or(searchAny(state.q, ['file_name', 'alt_text', 'path']))
  if (state.filters.type) query = query.eq('mime_type', state.filters.type)
  return pagedQuery(query, state, range, options, 'created_at')
}

export async function getMedia(id: string, signal?: AbortSignal): Promise<MediaRow> {
  let query = supabase.from('media').select(COLUMNS).eq('id', id)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query.single())
}

/** Who uploaded the file: the staff member's name or email (media_uploader checks the role). */
export async function getUploader(id: string): Promise<string | null> {
  return unwrap(await supabase.rpc('media_uploader', { p_media_id: id }))
}

export async function saveAltText(id: string, altText: string): Promise<void> {
  const value = altText.trim()
  unwrap(
    await supabase
      .from('media')
      .update({ alt_text: value === '' ? null : value })
      .eq('id', id)
      .select('id')
      .single(),
  )
}

export type MediaUsage = { id: string; brand_name: string; country_id: string }

/** Brands whose logo is this file. */
export async function getMediaUsage(id: string): Promise<MediaUsage[]> {
  return unwrap(await supabase.rpc('media_usage', { p_media_id: id }))
}

/** 'Used by 3 brands' / 'Used by 1 brand'. */
export function usageSummary(count: number): string {
  return `Used by ${count} ${count === 1 ? 'brand' : 'brands'}`
}

/** Deletes the object; the trigger deletes its row. */
export async function deleteMediaFile(bucket: string, path: string): Promise<void> {
  const removed = unwrap(await supabase.storage.from(bucket).remove([path]))
  if (removed.length === 0) throw new Error('The file was already gone.')
}

export function publicUrl(bucket: string, path: string): string {
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl
}

/**
 * The render endpoint's URL (quality 80, WebP for browsers that accept it), no wider than
 * `maxWidth`: thumbnails and the optimised URL staff copy.
 */
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

/** An image needs alt text before it may be shown on a public page. */
export function needsAltText(row: Pick<MediaRow, 'alt_text' | 'mime_type'>): boolean {
  return (row.mime_type ?? '').startsWith('image/') && !row.alt_text?.trim()
}
