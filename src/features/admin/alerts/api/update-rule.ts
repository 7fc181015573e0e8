/**
 * Changes to an alert rule (admins: the database refuses anyone else): on or off, muted
 * until a time (null: unmuted), or its name, thresholds and webhook from the rule form,
 * which sends the updated_at it was opened with, so that another admin's change in between
 * is not overwritten (ConflictError). The audit log records each change, muting included.
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { Json } from '@/integrations/supabase/types'
import { ConflictError } from '../../components/form/conflict'
import type { RuleParams } from '../alert-kinds'

export type RuleChanges = {
  enabled?: boolean
  muted_until?: string | null
  name?: string
  webhook_url?: string | null
  params?: RuleParams
}

export async function updateRule(
  id: string,
  { params, ...changes }: RuleChanges,
  /** The updated_at the form was opened with; none: whatever the row is now. */
  version?: string,
): Promise<void> {
  let query = supabase
    .from('alert_rules')
    .update({
      ...changes,
      ...(params ? { params: params satisfies { [key: string]: Json | undefined } } : {}),
    })
    .eq('id', id)
  if (version) query = query.eq('updated_at', version)
  const rows = unwrap(await query.select('id'))
  if (rows.length === 0) throw new ConflictError('rule')
}
