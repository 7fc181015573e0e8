/** Makes an email staff with a role; Auth emails them the invitation to set a password. */
import type {
  InviteReply,
  StaffMember,
} from '../../../../../supabase/functions/admin-users/protocol'
import { callAdminUsers, landingUrl } from './call-admin-users'

export async function inviteStaff(email: string, role: StaffMember['role']): Promise<void> {
  await callAdminUsers<InviteReply>({ action: 'invite', email, role, redirect_to: landingUrl() })
}
