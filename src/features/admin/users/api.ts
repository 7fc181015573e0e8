/**
 * The Users section's calls: every one goes to the admin-users edge function
 * (supabase/functions/admin-users), which holds the service key and checks the caller.
 * The function's refusals are thrown with its words, its error code and the HTTP status.
 */
import type {
  AdminUsersRequest,
  LinkReply,
  ListReply,
  StaffMember,
} from '../../../../supabase/functions/admin-users/protocol'
import { invokeFunction } from '../api/invoke-function'
import { SET_PASSWORD_PATH } from '../constants'
import { resourceKeys } from '../components/resource-keys'

export type { StaffMember, StaffStatus } from '../../../../supabase/functions/admin-users/protocol'

export const staffKeys = resourceKeys('staff')

function callAdminUsers<Reply>(request: AdminUsersRequest): Promise<Reply> {
  return invokeFunction<Reply>('admin-users', { body: request, service: 'The staff service' })
}

/** Where invite and reset links send the browser (Auth checks it against its allow-list). */
function landingUrl() {
  return `${window.location.origin}${SET_PASSWORD_PATH}`
}

export async function listStaff(): Promise<StaffMember[]> {
  return (await callAdminUsers<ListReply>({ action: 'list' })).users
}

export async function inviteStaff(email: string, role: StaffMember['role']): Promise<string> {
  const reply = await callAdminUsers<LinkReply>({
    action: 'invite',
    email,
    role,
    redirect_to: landingUrl(),
  })
  return reply.link
}

export async function resetLink(userId: string): Promise<string> {
  const reply = await callAdminUsers<LinkReply>({
    action: 'reset_link',
    user_id: userId,
    redirect_to: landingUrl(),
  })
  return reply.link
}

export type StaffChange =
  | { action: 'set_role'; role: StaffMember['role'] }
  | { action: 'disable' | 'enable' | 'sign_out' | 'delete' }

export async function changeStaff(userId: string, change: StaffChange): Promise<void> {
  await callAdminUsers<{ ok: true }>({ ...change, user_id: userId } as AdminUsersRequest)
}
