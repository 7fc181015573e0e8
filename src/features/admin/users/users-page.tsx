/**
 * /admin/users (admins only): the staff list with their role, status, last sign-in and
 * creation; 'Invite user' and each row's actions go through the admin-users function.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { useAuth } from '../auth/auth-context'
import { ROLE_LABELS } from '../auth/roles'
import {
  ListTable,
  rowActionsColumn,
  type FetchPage,
  type ListColumn,
} from '../components/data-table'
import { SectionPage } from '../components/section-page'
import { exactTime, timeAgo } from '../components/time-ago'
import { staffQueryOptions, type StaffMember, type StaffStatus } from './api/list-staff'
import { staffKeys } from './keys'
import { InviteDialog } from './invite-dialog'
import { usersSection } from './section'
import { StaffActions } from './staff-actions'
import { STATUS_LABELS, staffListOptions, staffPage } from './staff-list'

const STATUS_VARIANT: Record<StaffStatus, 'success' | 'secondary' | 'destructive'> = {
  active: 'success',
  invited: 'secondary',
  disabled: 'destructive',
}

function Time({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted-foreground">Never</span>
  return (
    <time dateTime={value} title={exactTime(value)}>
      {timeAgo(value)}
    </time>
  )
}

/** The staff's columns; `you` marks the signed-in member's row. */
const staffColumns = (you: string | undefined): ListColumn<StaffMember>[] => [
  {
    id: 'email',
    label: 'Email',
    value: (row) => row.email,
    title: true,
    cell: (row) => (
      <span className="font-medium">
        {row.email}
        {row.id === you ? (
          <span className="ml-1.5 text-xs font-normal text-muted-foreground">(you)</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'role',
    label: 'Role',
    value: (row) => ROLE_LABELS[row.role],
    cell: (row) => <Badge variant="outline">{ROLE_LABELS[row.role]}</Badge>,
  },
  {
    id: 'status',
    label: 'Status',
    value: (row) => STATUS_LABELS[row.status],
    cell: (row) => <Badge variant={STATUS_VARIANT[row.status]}>{STATUS_LABELS[row.status]}</Badge>,
  },
  {
    id: 'two_factor',
    label: 'Two-factor',
    value: (row) => (row.two_factor ? 'On' : 'Off'),
    cell: (row) =>
      row.two_factor ? (
        <Badge variant="success">On</Badge>
      ) : (
        <span className="text-muted-foreground">Off</span>
      ),
  },
  {
    id: 'last_sign_in_at',
    label: 'Last sign-in',
    value: (row) => row.last_sign_in_at,
    className: 'whitespace-nowrap',
    cell: (row) => <Time value={row.last_sign_in_at} />,
  },
  {
    id: 'created_at',
    label: 'Created',
    value: (row) => row.created_at,
    className: 'whitespace-nowrap',
    cell: (row) => <Time value={row.created_at} />,
  },
]

const ACTIONS = [rowActionsColumn<StaffMember>((member) => <StaffActions member={member} />)]

function StaffTable() {
  const queryClient = useQueryClient()
  const { user } = useAuth()

  // One call answers the whole staff list; each view of it is cut from that answer.
  const fetchPage: FetchPage<StaffMember> = async (state, range) =>
    staffPage(await queryClient.fetchQuery(staffQueryOptions()), state, range)

  const columns = useMemo(() => staffColumns(user?.id), [user?.id])

  return (
    <ListTable
      name="staff"
      label="Staff"
      columns={columns}
      after={ACTIONS}
      listOptions={staffListOptions}
      queryKey={staffKeys.list}
      fetchPage={fetchPage}
      getRowId={(row) => row.id}
      actions={<InviteDialog />}
      empty={{
        title: 'No staff yet',
        description: 'Invite the first member with Invite user.',
      }}
    />
  )
}

export function UsersPage() {
  return <SectionPage section={usersSection} content={StaffTable} />
}
