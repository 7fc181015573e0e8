/**
 * Every active staff member's name, email and role (public.staff_directory: admin_users
 * shows non-admins only their own row): shared views' owners and report recipients.
 */
import { useQuery } from '@tanstack/react-query'
import { rpcQueryOptions, type RpcRow } from '../../reporting/api/rpc-query'
import { savedViewKeys } from '../keys'

export type StaffMember = RpcRow<'staff_directory'>

export const staffDirectoryQueryOptions = () =>
  rpcQueryOptions({ queryKey: savedViewKeys.staff(), fn: 'staff_directory', staleTime: 5 * 60_000 })

/** The directory; `enabled` false leaves it unasked until a screen needs a name. */
export function useStaffDirectory(enabled = true) {
  return useQuery({ ...staffDirectoryQueryOptions(), enabled })
}
