/** Makes an email staff with a role; returns the one-time link for the admin to pass on. */
import type { LinkReply, StaffMember } from '../../../../../supabase/functions/admin-users/protocol'
import { callAdminUsers, landingUrl } from './call-admin-users'

export async function inviteStaff(email: string, role: StaffMember['role']): Promise<string> {
  const reply = await callAdminUsers<LinkReply>({
    action: 'invite',
    email,
    role,
    redirect_to: landingUrl(),
  })
  return reply.link
}
