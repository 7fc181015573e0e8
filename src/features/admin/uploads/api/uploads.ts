/**
 * The `uploads` bucket as folders and files, through Storage's own API: list one folder
 * (a prefix), move (rename) and remove objects, and whole folders file by file. Folders exist
 * while they hold a file, as in Storage itself; the media trigger keeps each file's public.media
 * row in step.
 */
import type { FetchPage, ListStateOptions } from '../../components/data-table'
import { resourceKeys } from '../../components/resource-keys'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

export const UPLOADS_BUCKET = 'uploads'
export const uploadKeys = resourceKeys('uploads')

/** A folder below the one listed, or a file in it. */
export type UploadEntry = {
  /** Full object name (files) or prefix without the trailing slash (folders). */
  path: string
  name: string
  kind: 'folder' | 'file'
  size: number | null
  mimeType: string | null
  updatedAt: string | null
}

/** Storage's list answers at most this many entries per folder. */
const FOLDER_LIMIT = 1000

export const uploadListOptions: ListStateOptions = {
  sortKeys: ['name', 'updated_at'],
  defaultSort: { sort: 'name', order: 'asc' },
}

/** 'a/b' -> ['a', 'a/b']: the folders from the root down to `folder`. */
export function folderTrail(folder: string): string[] {
  const parts = folder.split('/').filter(Boolean)
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'))
}

/** Lists one folder; Storage searches by name prefix and sorts, this page is sliced here. */
export function fetchUploadsPage(folder: string): FetchPage<UploadEntry> {
  return async (state, { from, to }, { count }) => {
    const items = unwrap(
      await supabase.storage.from(UPLOADS_BUCKET).list(folder, {
        limit: FOLDER_LIMIT,
        search: state.q,
        sortBy: { column: state.sort ?? 'name', order: state.order },
      }),
    )
    const entries: UploadEntry[] = items.map((item) => {
      const path = folder ? `${folder}/${item.name}` : item.name
      // Storage lists a folder as an entry without id.
      if (item.id === null) {
        return {
          path,
          name: item.name,
          kind: 'folder',
          size: null,
          mimeType: null,
          updatedAt: null,
        }
      }
      const metadata = (item.metadata ?? {}) as { size?: number; mimetype?: string }
      return {
        path,
        name: item.name,
        kind: 'file',
        size: metadata.size ?? null,
        mimeType: metadata.mimetype ?? null,
        updatedAt: item.updated_at,
      }
    })
    // Folders first, each group in Storage's order.
    const sorted = [
      ...entries.filter((entry) => entry.kind === 'folder'),
      ...entries.filter((entry) => entry.kind === 'file'),
    ]
    return { rows: sorted.slice(from, to + 1), total: count ? sorted.length : null }
  }
}

export async function moveUpload(from: string, to: string): Promise<void> {
  unwrap(await supabase.storage.from(UPLOADS_BUCKET).move(from, to))
}

export async function removeUpload(path: string): Promise<void> {
  const removed = unwrap(await supabase.storage.from(UPLOADS_BUCKET).remove([path]))
  if (removed.length === 0) throw new Error('The file was already gone.')
}

/** Every file under `folder`, its subfolders' included: Storage lists one level at a time. */
export async function filesUnder(folder: string): Promise<string[]> {
  const files: string[] = []
  for (let offset = 0; ; offset += FOLDER_LIMIT) {
    const items = unwrap(
      await supabase.storage.from(UPLOADS_BUCKET).list(folder, { limit: FOLDER_LIMIT, offset }),
    )
    for (const item of items) {
      const path = `${folder}/${item.name}`
      if (item.id === null) files.push(...(await filesUnder(path)))
      else files.push(path)
    }
    if (items.length < FOLDER_LIMIT) return files
  }
}

/**
 * A folder is its files' common prefix, so renaming or moving it moves each file. Files that
 * could not be moved stay where they were and are named in the error.
 */
export async function moveFolder(from: string, to: string): Promise<number> {
  if (to === from || to.startsWith(`${from}/`)) {
    throw new Error('A folder cannot be moved into itself.')
  }
  const files = await filesUnder(from)
  const failed: string[] = []
  for (const file of files) {
    const { error } = await supabase.storage
      .from(UPLOADS_BUCKET)
      .move(file, `${to}${file.slice(from.length)}`)
    if (error) failed.push(`${file} (${error.message})`)
  }
  if (failed.length > 0) {
    throw new Error(
      `Moved ${files.length - failed.length} of ${files.length} files; not moved: ${failed.join(', ')}.`,
    )
  }
  return files.length
}

/** Deletes every file under the folder (Storage removes up to 1,000 names per call). */
export async function removeFolder(folder: string): Promise<number> {
  const files = await filesUnder(folder)
  let removed = 0
  for (let start = 0; start < files.length; start += FOLDER_LIMIT) {
    const batch = files.slice(start, start + FOLDER_LIMIT)
    removed += unwrap(await supabase.storage.from(UPLOADS_BUCKET).remove(batch)).length
  }
  return removed
}

/** Files under uploads are served as they are: the public object URL, never the renderer. */
export function uploadUrl(path: string): string {
  return supabase.storage.from(UPLOADS_BUCKET).getPublicUrl(path).data.publicUrl
}

/** A folder or file name typed by staff: no slashes at the ends, no '..', no empty parts. */
export function cleanObjectPath(input: string): string | null {
  const parts = input
    .trim()
    .split('/')
    .map((part) => part.trim())
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return null
  return parts.join('/')
}
