/** An audit_log entry's words: the action, who made it, which fields it shows. */
import { isStaffRole, ROLE_LABELS } from '../../auth/roles'
import type { HistoryEntry } from './api/get-history'

export const ACTION_LABELS: Record<string, string> = {
  insert: 'Created',
  update: 'Changed',
  delete: 'Deleted',
}

/** Requests that are no signed-in person: the service key, migrations and seed. */
export function actorOf(
  entry: Pick<HistoryEntry, 'actor_email' | 'actor_db_role' | 'actor_staff_role'>,
): string {
  if (!entry.actor_email || entry.actor_db_role !== 'authenticated') return 'System'
  const role = isStaffRole(entry.actor_staff_role) ? ROLE_LABELS[entry.actor_staff_role] : null
  return role ? `${entry.actor_email} (${role})` : entry.actor_email
}

/** The fields an entry shows: an update's changed fields, or every field of a created or deleted row. */
export function shownFields(
  entry: Pick<HistoryEntry, 'action' | 'changed_fields' | 'old_data' | 'new_data'>,
): string[] {
  if (entry.action === 'update') return entry.changed_fields ?? []
  const row = entry.new_data ?? entry.old_data
  return row !== null && typeof row === 'object' && !Array.isArray(row) ? Object.keys(row) : []
}
