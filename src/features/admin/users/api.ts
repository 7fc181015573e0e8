/**
 * The Users section's calls: every one goes to the admin-users edge function
 * (supabase/functions/admin-users), which holds the service key and checks the caller.
 * The function's refusals come back as thrown Errors carrying its words.
 */
import { FunctionsHttpError } from '@supabase/supabase-js'
import type {
  AdminUsersErrorBody,
  AdminUsersRequest,
  LinkReply,
  ListReply,
  StaffMember,
} from '../../../../supabase/functions/admin-users/protocol'
import { supabase } from '@/lib/supabase'
import { SET_PASSWORD_PATH } from '../constants'
import { resourceKeys } from '../components/resource-keys'

export type { StaffMember, StaffStatus } from '../../../../supabase/functions/admin-users/protocol'

export const staffKeys = resourceKeys('staff')

async function callAdminUsers<Reply>(request: AdminUsersRequest): Promise<Reply> {
  const { data, error } = await supabase.functions.invoke<Reply>('admin-users', {
    method: 'POST',
    body: request,
  })
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response)
      .json()
      .catch(() => null)) as AdminUsersErrorBody | null
    throw new Error(body?.message ?? 'The staff service refused the request.')
  }
  if (error) throw error
  if (!data) throw new Error('The staff service gave no answer.')
  return data
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
