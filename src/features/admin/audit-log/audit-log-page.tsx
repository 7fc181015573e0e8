/**
 * /admin/audit-log (admins): who changed what and when, across every audited table.
 * Filters (person, section, action, period) live in the URL; each entry shows its fields
 * before and after, side by side, with secrets masked, and links to the row's edit form
 * while the row still exists.
 */
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { createColumnHelper } from '@tanstack/react-table'
import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { AdminPage } from '../components/admin-page'
import { DataTable, DataTableColumnHeader, type CsvColumn } from '../components/data-table'
import { FieldChanges } from '../components/history/entry-parts'
import { ACTION_LABELS, actorOf, shownFields } from '../components/history/entry-text'
import { fieldLabel } from '../components/history/format-value'
import { exactTime, timeAgo } from '../components/time-ago'
import { auditedTables, useAdminSections, type AuditedTable } from '../sections'
import { auditListOptions, fetchAuditPage, type AuditEntry } from './api/list-audit-log'
import { peopleQueryOptions } from './api/list-people'
import { auditKeys } from './keys'
import { auditLogSection } from './section'

const column = createColumnHelper<AuditEntry>()

const ACTION_VARIANT: Record<string, 'success' | 'secondary' | 'destructive'> = {
  insert: 'success',
  update: 'secondary',
  delete: 'destructive',
}

type TableLabel = (name: string) => string

/** The name staff know a table by ('Users (staff)'); a table no longer audited by its own. */
const labelsOf =
  (tables: readonly AuditedTable[]): TableLabel =>
  (name) =>
    tables.find((table) => table.name === name)?.label ?? name

// The export names fields only: values may hold secrets and long texts.
const csvColumnsFor = (tableLabel: TableLabel): CsvColumn<AuditEntry>[] => [
  { header: 'When', value: (row) => row.occurred_at },
  { header: 'Who', value: (row) => actorOf(row) },
  { header: 'Action', value: (row) => ACTION_LABELS[row.action] ?? row.action },
  { header: 'Section', value: (row) => tableLabel(row.table_name) },
  { header: 'Record', value: (row) => row.record_id ?? '' },
  { header: 'Changed fields', value: (row) => (row.changed_fields ?? []).join(' ') },
]

function Changes({ entry }: { entry: AuditEntry }) {
  const fields = shownFields(entry)
  if (fields.length === 0) return <span className="text-muted-foreground">—</span>
  const summary =
    entry.action === 'update'
      ? fields.map(fieldLabel).join(', ')
      : `${fields.length} field${fields.length === 1 ? '' : 's'}`
  return (
    <details className="group max-w-xl">
      <summary className="cursor-pointer rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <span className="font-medium">{summary}</span>{' '}
        <span className="text-primary underline-offset-2 hover:underline group-open:hidden">
          Show old and new
        </span>
      </summary>
      <div className="mt-2">
        <FieldChanges entry={entry} fields={fields} />
      </div>
    </details>
  )
}

const columnsFor = (tableLabel: TableLabel) => [
  column.accessor('occurred_at', {
    header: ({ column: c }) => <DataTableColumnHeader column={c} title="When" />,
    enableHiding: false,
    meta: { label: 'When', className: 'whitespace-nowrap align-top' },
    cell: (info) => (
      <time dateTime={info.getValue()} title={exactTime(info.getValue())}>
        {timeAgo(info.getValue())}
      </time>
    ),
  }),
  column.display({
    id: 'who',
    header: 'Who',
    meta: { label: 'Who', className: 'align-top' },
    cell: ({ row }) => <span className="break-words">{actorOf(row.original)}</span>,
  }),
  column.accessor('action', {
    header: 'Action',
    enableSorting: false,
    meta: { label: 'Action', className: 'align-top' },
    cell: (info) => (
      <Badge variant={ACTION_VARIANT[info.getValue()] ?? 'secondary'}>
        {ACTION_LABELS[info.getValue()] ?? info.getValue()}
      </Badge>
    ),
  }),
  column.display({
    id: 'record',
    header: 'Section and row',
    meta: { label: 'Section and row', className: 'align-top' },
    cell: ({ row }) => {
      const entry = row.original
      return (
        <div className="space-y-0.5">
          <p>{tableLabel(entry.table_name)}</p>
          {entry.editHref ? (
            <Link
              to={entry.editHref}
              className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
            >
              Open the row
              <ExternalLink className="size-3" aria-hidden="true" />
            </Link>
          ) : (
            // Ids are long: cut to the column, whole on hover and for screen readers.
            <p
              title={entry.record_id ?? undefined}
              className="max-w-40 truncate font-mono text-xs text-muted-foreground"
            >
              {entry.record_id ?? ''}
            </p>
          )}
        </div>
      )
    },
  }),
  column.display({
    id: 'changes',
    header: 'Changes',
    meta: { label: 'Changes', className: 'align-top min-w-64' },
    cell: ({ row }) => <Changes entry={row.original} />,
  }),
]

export function AuditLogPage() {
  const people = useQuery(peopleQueryOptions())
  const sections = useAdminSections()
  const { listOptions, fetchPage, columns, csvColumns } = useMemo(() => {
    const tables = auditedTables(sections)
    const tableLabel = labelsOf(tables)
    return {
      listOptions: auditListOptions(tables),
      fetchPage: fetchAuditPage(tables),
      columns: columnsFor(tableLabel),
      csvColumns: csvColumnsFor(tableLabel),
    }
  }, [sections])
  return (
    <AdminPage
      title={auditLogSection.label}
      description="Every change made in the back office: who, when, and each field before and after. Secrets are never shown."
    >
      <DataTable
        name="audit-log"
        label="Audit log"
        columns={columns}
        listOptions={listOptions}
        queryKey={auditKeys.list}
        fetchPage={fetchPage}
        getRowId={(row) => String(row.id)}
        csv={{ columns: csvColumns }}
        filterOptions={{ person: people.data ?? [] }}
        empty={{
          title: 'No changes recorded yet',
          description: 'Changes to content, settings and staff appear here as they are made.',
        }}
      />
    </AdminPage>
  )
}
