/**
 * /admin/users (admins only): the staff list with their role, status, last sign-in and
 * creation; 'Invite user' and each row's actions go through the admin-users function.
 */
import { useQueryClient } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { useAuth } from '../auth/auth-context'
import { ROLE_LABELS } from '../auth/roles'
import { AdminPage } from '../components/admin-page'
import {
  DataTable,
  DataTableColumnHeader,
  rowActionsColumn,
  type CsvColumn,
  type FetchPage,
} from '../components/data-table'
import { exactTime, timeAgo } from '../components/time-ago'
import { adminSections } from '../sections'
import { staffQueryOptions, type StaffMember, type StaffStatus } from './api/list-staff'
import { staffKeys } from './keys'
import { InviteDialog } from './invite-dialog'
import { StaffActions } from './staff-actions'
import { STATUS_LABELS, staffListOptions, staffPage } from './staff-list'

const column = createColumnHelper<StaffMember>()

const STATUS_VARIANT: Record<StaffStatus, 'success' | 'secondary' | 'destructive'> = {
  active: 'success',
  invited: 'secondary',
  disabled: 'destructive',
}

const csvColumns: CsvColumn<StaffMember>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Role', value: (row) => ROLE_LABELS[row.role] },
  { header: 'Status', value: (row) => STATUS_LABELS[row.status] },
  { header: 'Last sign-in', value: (row) => row.last_sign_in_at ?? '' },
  { header: 'Created', value: (row) => row.created_at },
]

function Time({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted-foreground">Never</span>
  return (
    <time dateTime={value} title={exactTime(value)}>
      {timeAgo(value)}
    </time>
  )
}

function StaffTable() {
  const queryClient = useQueryClient()
  const { user } = useAuth()

  // One call answers the whole staff list; each view of it is cut from that answer.
  const fetchPage: FetchPage<StaffMember> = async (state, range) =>
    staffPage(await queryClient.fetchQuery(staffQueryOptions()), state, range)

  const columns = useMemo(
    () => [
      column.accessor('email', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Email" />,
        enableHiding: false,
        meta: { label: 'Email' },
        cell: (info) => (
          <span className="font-medium">
            {info.getValue()}
            {info.row.original.id === user?.id ? (
              <span className="ml-1.5 text-xs font-normal text-muted-foreground">(you)</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('role', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Role" />,
        meta: { label: 'Role' },
        cell: (info) => <Badge variant="outline">{ROLE_LABELS[info.getValue()]}</Badge>,
      }),
      column.accessor('status', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Status" />,
        meta: { label: 'Status' },
        cell: (info) => (
          <Badge variant={STATUS_VARIANT[info.getValue()]}>{STATUS_LABELS[info.getValue()]}</Badge>
        ),
      }),
      column.accessor('last_sign_in_at', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Last sign-in" />,
        meta: { label: 'Last sign-in', className: 'whitespace-nowrap' },
        cell: (info) => <Time value={info.getValue()} />,
      }),
      column.accessor('created_at', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Created" />,
        meta: { label: 'Created', className: 'whitespace-nowrap' },
        cell: (info) => <Time value={info.getValue()} />,
      }),
      rowActionsColumn<StaffMember>((member) => <StaffActions member={member} />),
    ],
    [user?.id],
  )

  return (
    <DataTable
      name="staff"
      label="Staff"
      columns={columns}
      listOptions={staffListOptions}
      queryKey={staffKeys.list}
      fetchPage={fetchPage}
      getRowId={(row) => row.id}
      csv={{ columns: csvColumns }}
      actions={<InviteDialog />}
      empty={{
        title: 'No staff yet',
        description: 'Invite the first member with Invite user.',
      }}
    />
  )
}

export function UsersPage() {
  return (
    <AdminPage
      title={adminSections.users.label}
      description="Who may use the admin and in which role. Invitations and password resets are one-time links you pass on; disabling someone ends their sessions at once."
    >
      <StaffTable />
    </AdminPage>
  )
}
