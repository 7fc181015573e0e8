/** A saved Analytics view's email schedule: set (one per view) or stopped. */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import type { Frequency } from '../schedule-schema'

export type ScheduleChange = { frequency: Frequency; recipients: string[] }

export async function saveSchedule(
  viewId: string,
  scheduleId: string | null,
  change: ScheduleChange,
): Promise<void> {
  if (scheduleId) {
    unwrap(
      await supabase
        .from('report_schedules')
        .update(change)
        .eq('id', scheduleId)
        .select('id')
        .single(),
    )
  } else {
    unwrap(
      await supabase
        .from('report_schedules')
        .insert({ view_id: viewId, ...change })
        .select('id')
        .single(),
    )
  }
}

export async function deleteSchedule(scheduleId: string): Promise<void> {
  unwrap(
    await supabase.from('report_schedules').delete().eq('id', scheduleId).select('id').single(),
  )
}
