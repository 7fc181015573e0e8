/**
 * An audit log entry beside the list (`?entry=<id>`, opened by a click on its row): who did
 * what to which row and when, and each field before and after (secrets masked). The list's
 * Changes column names the fields only, so every column fits the screen.
 */
import { exactTime } from '../components/time-ago'
import { FieldChanges } from '../components/history/entry-parts'
import { ACTION_LABELS, actorOf, shownFields } from '../components/history/entry-text'
import { LogDetailSheet } from '../components/traffic-log/detail-sheet'
import { auditEntryQueryOptions } from './api/get-audit-entry'

export function AuditEntryPanel({
  id,
  onClose,
  tableLabel,
}: {
  id: string | null
  onClose: () => void
  tableLabel: (name: string) => string
}) {
  return (
    <LogDetailSheet
      id={id}
      onClose={onClose}
      detail={auditEntryQueryOptions}
      rowOf={(entry) => entry}
      missing="This entry does not exist."
      title={(entry) =>
        entry
          ? `${ACTION_LABELS[entry.action] ?? entry.action}: ${tableLabel(entry.table_name)}`
          : 'Audit log entry'
      }
      description={(entry) =>
        entry ? `${actorOf(entry)}, ${exactTime(entry.occurred_at)}` : 'Loading the entry…'
      }
      groups={(entry) => [{ title: 'Row', fields: [['Record id', entry.record_id]] }]}
    >
      {(entry) => {
        const fields = shownFields(entry)
        return (
          <section aria-label="Changes" className="space-y-2">
            <h3 className="text-sm font-semibold">Changes</h3>
            {fields.length > 0 ? (
              <FieldChanges entry={entry} fields={fields} />
            ) : (
              <p className="text-sm text-muted-foreground">No field changed.</p>
            )}
          </section>
        )
      }}
    </LogDetailSheet>
  )
}
