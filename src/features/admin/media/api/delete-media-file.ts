/** Deletes a file from its bucket; the storage trigger deletes its media row. */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'

export async function deleteMediaFile(bucket: string, path: string): Promise<void> {
  const removed = unwrap(await supabase.storage.from(bucket).remove([path]))
  if (removed.length === 0) throw new Error('The file was already gone.')
}
