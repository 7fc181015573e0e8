/** Every file under `folder`, its subfolders' included: Storage lists one level at a time. */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { UPLOADS_BUCKET } from '../upload-paths'
import { FOLDER_LIMIT } from './list-folder'

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
