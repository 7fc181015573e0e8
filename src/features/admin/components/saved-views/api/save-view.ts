/** Saves a new view, or renames or re-shares one of the caller's own. */
import type { Json } from '@/integrations/supabase/types'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import type { ViewState } from '../view-state'

export type NewView = { section: string; name: string; shared: boolean; state: ViewState }

export async function createView(view: NewView): Promise<string> {
  const row = unwrap(
    await supabase
      .from('saved_views')
      .insert({ ...view, state: view.state as unknown as NonNullable<Json> })
      .select('id')
      .single(),
  )
  return row.id
}

export async function updateView(id: string, change: { name: string; shared: boolean }) {
  unwrap(await supabase.from('saved_views').update(change).eq('id', id).select('id').single())
}

export async function deleteView(id: string) {
  unwrap(await supabase.from('saved_views').delete().eq('id', id).select('id').single())
}
