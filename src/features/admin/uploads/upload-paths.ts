/**
 * The `uploads` bucket as folders and files. Folders exist while they hold a file, as in
 * Storage itself: a folder is its files' common prefix.
 */
export const UPLOADS_BUCKET = 'uploads'

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

/** 'a/b' -> ['a', 'a/b']: the folders from the root down to `folder`. */
export function folderTrail(folder: string): string[] {
  const parts = folder.split('/').filter(Boolean)
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'))
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
