/** Files under uploads are served as they are: the public object URL, never the renderer. */
import { supabase } from '@/lib/supabase'
import { UPLOADS_BUCKET } from '../upload-paths'

export function uploadUrl(path: string): string {
  return supabase.storage.from(UPLOADS_BUCKET).getPublicUrl(path).data.publicUrl
}
