/** Moves (renames) one file; the media trigger moves its row along. */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { UPLOADS_BUCKET } from '../upload-paths'

export async function moveUpload(from: string, to: string): Promise<void> {
  unwrap(await supabase.storage.from(UPLOADS_BUCKET).move(from, to))
}
