/**
 * /admin/audit-log (admins): who changed what and when, across every audited table.
 * Filters (person, section, action, period) live in the URL; each entry shows its fields
 * before and after, side by side, with secrets masked, and links to the row's edit form
 * while the row still exists.
 */
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { AdminPage } from '../components/admin-page'
import { ListTable, type ListColumn } from '../components/data-table'
import { FieldChanges } from '../components/history/entry-parts'
import { ACTION_LABELS, actorOf, shownFields } from '../components/history/entry-text'
import { fieldLabel } from '../components/history/format-value'
import { timeAgoColumn } from '../components/traffic-log/columns'
import { auditedTables, useAdminSections, type AuditedTable } from '../sections'
import { auditListOptions, fetchAuditPage, type AuditEntry } from './api/list-audit-log'
import { peopleQueryOptions } from './api/list-people'
import { auditKeys } from './keys'
import { auditLogSection } from './section'

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

// The export names fields only: values may hold secrets and long texts.
const columnsFor = (tableLabel: TableLabel): ListColumn<AuditEntry>[] => [
  {
    ...timeAgoColumn({ id: 'occurred_at', label: 'When', value: (row) => row.occurred_at }),
    className: 'whitespace-nowrap align-top',
  },
  {
    id: 'who',
    label: 'Who',
    value: actorOf,
    className: 'align-top',
    cell: (row) => <span className="break-words">{actorOf(row)}</span>,
  },
  {
    id: 'action',
    label: 'Action',
    value: (row) => ACTION_LABELS[row.action] ?? row.action,
    className: 'align-top',
    cell: (row) => (
      <Badge variant={ACTION_VARIANT[row.action] ?? 'secondary'}>
        {ACTION_LABELS[row.action] ?? row.action}
      </Badge>
    ),
  },
  {
    id: 'record',
    label: 'Section and row',
    value: (row) => tableLabel(row.table_name),
    // The section here; the row's id in the next column.
    csv: { header: 'Section' },
    className: 'align-top',
    cell: (entry) => (
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
    ),
  },
  { id: 'record_id', label: 'Record', value: (row) => row.record_id, table: false },
  {
    id: 'changes',
    label: 'Changes',
    value: (row) => (row.changed_fields ?? []).join(' '),
    csv: { header: 'Changed fields' },
    className: 'align-top min-w-64',
    cell: (entry) => <Changes entry={entry} />,
  },
]

export function AuditLogPage() {
  const people = useQuery(peopleQueryOptions())
  const sections = useAdminSections()
  const { listOptions, fetchPage, columns } = useMemo(() => {
    const tables = auditedTables(sections)
    const tableLabel = labelsOf(tables)
    return {
      listOptions: auditListOptions(tables),
      fetchPage: fetchAuditPage(tables),
      columns: columnsFor(tableLabel),
    }
  }, [sections])
  return (
    <AdminPage
      title={auditLogSection.label}
      description="Every change made in the back office: who, when, and each field before and after. Secrets are never shown."
    >
      <ListTable
        name="audit-log"
        label="Audit log"
        columns={columns}
        listOptions={listOptions}
        queryKey={auditKeys.list}
        fetchPage={fetchPage}
        getRowId={(row) => String(row.id)}
        filterOptions={{ person: people.data ?? [] }}
        empty={{
          title: 'No changes recorded yet',
          description: 'Changes to content, settings and staff appear here as they are made.',
        }}
      />
    </AdminPage>
  )
}
