/**
 * A change to one staff member: their role, disable or enable, sign out everywhere, reset
 * their two-factor authentication, delete.
 */
import type {
  AdminUsersRequest,
  DoneReply,
  StaffMember,
} from '../../../../../supabase/functions/admin-users/protocol'
import { callAdminUsers } from './call-admin-users'

export type StaffChange =
  | { action: 'set_role'; role: StaffMember['role'] }
  | { action: 'disable' | 'enable' | 'sign_out' | 'reset_two_factor' | 'delete' }

export async function changeStaff(userId: string, change: StaffChange): Promise<void> {
  await callAdminUsers<DoneReply>({ ...change, user_id: userId } as AdminUsersRequest)
}
