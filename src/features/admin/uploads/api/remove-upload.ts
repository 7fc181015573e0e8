/** Deletes one file; the media trigger deletes its row. */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { UPLOADS_BUCKET } from '../upload-paths'

export async function removeUpload(path: string): Promise<void> {
  const removed = unwrap(await supabase.storage.from(UPLOADS_BUCKET).remove([path]))
  if (removed.length === 0) throw new Error('The file was already gone.')
}
