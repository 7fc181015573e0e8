/** Whether admins must use two-factor authentication (the admin.require_two_factor setting). */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'

export async function fetchAdminsMustUseTwoFactor(): Promise<boolean> {
  const rows = unwrap(
    await supabase.from('site_settings').select('value').eq('key', 'admin.require_two_factor'),
  )
  return rows[0]?.value === true
}
