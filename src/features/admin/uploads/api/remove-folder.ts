/** Deletes every file under the folder (Storage removes up to 1,000 names per call). */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { UPLOADS_BUCKET } from '../upload-paths'
import { filesUnder } from './files-under'
import { FOLDER_LIMIT } from './list-folder'

export async function removeFolder(folder: string): Promise<number> {
  const files = await filesUnder(folder)
  let removed = 0
  for (let start = 0; start < files.length; start += FOLDER_LIMIT) {
    const batch = files.slice(start, start + FOLDER_LIMIT)
    removed += unwrap(await supabase.storage.from(UPLOADS_BUCKET).remove(batch)).length
  }
  return removed
}
