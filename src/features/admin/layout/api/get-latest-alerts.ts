/** The latest fired alerts, newest first, each with whether the signed-in member read it. */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { ALERT_EPISODE_COLUMNS, alertEpisodeOf, type AlertEpisode } from '../alert-feed'

export async function getLatestAlerts(
  limit: number,
  signal?: AbortSignal,
): Promise<AlertEpisode[]> {
  let query = supabase
    .from('alerts')
    .select(ALERT_EPISODE_COLUMNS)
    .order('fired_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(limit)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query).map(alertEpisodeOf)
}
