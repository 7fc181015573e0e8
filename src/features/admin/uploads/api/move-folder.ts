/**
 * A folder is its files' common prefix, so renaming or moving it moves each file. Files that
 * could not be moved stay where they were and are named in the error.
 */
import { supabase } from '@/lib/supabase'
import { UPLOADS_BUCKET } from '../upload-paths'
import { filesUnder } from './files-under'

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
