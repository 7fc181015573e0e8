/** Every staff member with their role, status, last sign-in and creation. */
import { queryOptions } from '@tanstack/react-query'
import type { ListReply, StaffMember } from '../../../../../supabase/functions/admin-users/protocol'
import { staffKeys } from '../keys'
import { callAdminUsers } from './call-admin-users'

export type {
  StaffMember,
  StaffStatus,
} from '../../../../../supabase/functions/admin-users/protocol'

export async function listStaff(signal: AbortSignal): Promise<StaffMember[]> {
  return (await callAdminUsers<ListReply>({ action: 'list' }, signal)).users
}

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.everyone(),
    queryFn: ({ signal }) => listStaff(signal),
    staleTime: 5_000,
  })
