/**
 * /admin/audit-log (admins): who changed what and when, across every audited table.
 * Filters (person, section, action, period) live in the URL; each entry names the fields it
 * changed and opens (a click on its row, `?entry=<id>`) a panel with each field before and
 * after, secrets masked; it links to the row's edit form while the row still exists.
 */
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { AdminPage } from '../components/admin-page'
import { Clipped, ListTable, ShortId, type ListColumn } from '../components/data-table'
import { ACTION_LABELS, actorOf, shownFields } from '../components/history/entry-text'
import { fieldLabel } from '../components/history/format-value'
import { timeAgoColumn } from '../components/traffic-log/columns'
import { useDetailParam } from '../components/traffic-log/use-detail-param'
import { AuditEntryPanel } from './audit-entry-panel'
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

/** The fields an entry changed, in one line: the panel shows them before and after. */
function changesSummary(entry: AuditEntry): string {
  const fields = shownFields(entry)
  if (fields.length === 0) return ''
  return entry.action === 'update'
    ? fields.map(fieldLabel).join(', ')
    : `${fields.length} field${fields.length === 1 ? '' : 's'}`
}

// The export names fields only: values may hold secrets and long texts.
const columnsFor = (tableLabel: TableLabel): ListColumn<AuditEntry>[] => [
  {
    ...timeAgoColumn({ id: 'occurred_at', label: 'When', value: (row) => row.occurred_at }),
  },
  {
    id: 'who',
    label: 'Who',
    value: actorOf,
    role: 'figure',
    cell: (row) => <Clipped text={actorOf(row)} width="max-w-40 xl:max-w-52" />,
  },
  {
    id: 'action',
    label: 'Action',
    value: (row) => ACTION_LABELS[row.action] ?? row.action,
    role: 'figure',
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
    role: 'figure',
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
        ) : entry.record_id ? (
          <ShortId value={entry.record_id} label="Record id" />
        ) : null}
      </div>
    ),
  },
  { id: 'record_id', label: 'Record', value: (row) => row.record_id, table: false },
  {
    id: 'changes',
    label: 'Changes',
    value: (row) => (row.changed_fields ?? []).join(' '),
    csv: { header: 'Changed fields' },
    cell: (entry) => <Clipped text={changesSummary(entry)} width="max-w-40 xl:max-w-64" />,
  },
]

export function AuditLogPage() {
  const people = useQuery(peopleQueryOptions())
  const sections = useAdminSections()
  const entry = useDetailParam('entry')
  const { listOptions, fetchPage, columns, tableLabel } = useMemo(() => {
    const tables = auditedTables(sections)
    const tableLabel = labelsOf(tables)
    return {
      listOptions: auditListOptions(tables),
      fetchPage: fetchAuditPage(tables),
      columns: columnsFor(tableLabel),
      tableLabel,
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
        rowHref={(row) => entry.hrefFor(String(row.id))}
        filterOptions={{ person: people.data ?? [] }}
        empty={{
          title: 'No changes recorded yet',
          description: 'Changes to content, settings and staff appear here as they are made.',
        }}
      />
      <AuditEntryPanel id={entry.id} onClose={entry.close} tableLabel={tableLabel} />
    </AdminPage>
  )
}
