/** A file's alt text; blank clears it (the image then cannot be picked for a public page). */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'

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
