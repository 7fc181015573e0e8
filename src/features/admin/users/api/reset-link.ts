/** A one-time password reset link for a staff member, for the admin to pass on. */
import type { LinkReply } from '../../../../../supabase/functions/admin-users/protocol'
import { callAdminUsers, landingUrl } from './call-admin-users'

export async function resetLink(userId: string): Promise<string> {
  const reply = await callAdminUsers<LinkReply>({
    action: 'reset_link',
    user_id: userId,
    redirect_to: landingUrl(),
  })
  return reply.link
}
