/**
 * The staff list's view: the admin-users function answers the whole (small) staff list
 * at once, so search, filters, order and paging are applied here, over the same URL
 * state every workbench list uses.
 */
import type { ListState, ListStateOptions, PageResult } from '../components/data-table'
import { ROLE_LABELS, STAFF_ROLES } from '../auth/roles'
import type { StaffMember, StaffStatus } from './api/list-staff'

export const STATUS_LABELS: Record<StaffStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
}

export const staffListOptions: ListStateOptions = {
  sortKeys: ['email', 'role', 'status', 'last_sign_in_at', 'created_at'],
  defaultSort: { sort: 'email', order: 'asc' },
  filters: [
    {
      key: 'role',
      label: 'Role',
      options: STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
    },
    {
      key: 'status',
      label: 'Status',
      options: (Object.keys(STATUS_LABELS) as StaffStatus[]).map((status) => ({
        value: status,
        label: STATUS_LABELS[status],
      })),
    },
  ],
}

type SortKey = 'email' | 'role' | 'status' | 'last_sign_in_at' | 'created_at'

/** Missing times (never signed in) sort last in either direction. */
function compare(a: StaffMember, b: StaffMember, key: SortKey): number {
  const left = a[key]
  const right = b[key]
  if (left === right) return 0
  if (left === null) return 1
  if (right === null) return -1
  return left < right ? -1 : 1
}

export function staffPage(
  all: readonly StaffMember[],
  state: ListState,
  range: { from: number; to: number },
): PageResult<StaffMember> {
  const q = state.q.toLowerCase()
  const key = (state.sort ?? 'email') as SortKey
  const direction = state.order === 'desc' ? -1 : 1
  const rows = all
    .filter((member) => q === '' || member.email.includes(q))
    .filter((member) => !state.filters.role || member.role === state.filters.role)
    .filter((member) => !state.filters.status || member.status === state.filters.status)
    .sort((a, b) => {
      const order = compare(a, b, key)
      // Nulls stay last whatever the direction.
      return a[key] === null || b[key] === null ? order : order * direction
    })
  return { rows: rows.slice(range.from, range.to + 1), total: rows.length }
}
