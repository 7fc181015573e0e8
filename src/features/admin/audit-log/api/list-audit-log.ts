/**
 * The Audit log's list: audit_log entries newest first, filtered by person, section
 * (table), action and period in the URL, each with whether its row still exists (for the
 * link to its edit form). RLS lets admins read every entry.
 */
import type { Database, Tables } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { FetchPage, ListStateOptions } from '../../components/data-table/query'
import { searchAny } from '../../components/data-table/query'
import { EDIT_PARAM } from '../../components/edit-links'
import { ACTION_LABELS } from '../../components/history/entry-text'
import type { AdminSection, AuditedTable } from '../../sections'

/** The 'Period' filter's choices: the last hours each reaches back. */
const PERIODS: Record<string, { label: string; hours: number }> = {
  '24h': { label: 'Last 24 hours', hours: 24 },
  '7d': { label: 'Last 7 days', hours: 24 * 7 },
  '30d': { label: 'Last 30 days', hours: 24 * 30 },
  '90d': { label: 'Last 90 days', hours: 24 * 90 },
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The list's URL state; its 'Section' filter offers the audited tables by their names. */
export const auditListOptions = (tables: readonly AuditedTable[]): ListStateOptions => ({
  sortKeys: ['occurred_at'],
  defaultSort: { sort: 'occurred_at', order: 'desc' },
  filters: [
    // The staff list is read from the database (the page's filterOptions).
    { key: 'person', label: 'Person', options: [], accepts: (value) => UUID.test(value) },
    {
      key: 'table',
      label: 'Section',
      options: tables.map(({ name, label }) => ({ value: name, label })),
    },
    // As the entries name them (Created, Changed, Deleted).
    {
      key: 'action',
      label: 'Action',
      options: Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label })),
    },
    {
      key: 'period',
      label: 'Period',
      options: Object.entries(PERIODS).map(([value, { label }]) => ({ value, label })),
    },
  ],
})

export type AuditEntry = Pick<
  Tables<'audit_log'>,
  | 'id'
  | 'occurred_at'
  | 'actor_id'
  | 'actor_email'
  | 'actor_staff_role'
  | 'actor_db_role'
  | 'action'
  | 'table_name'
  | 'record_id'
  | 'changed_fields'
  | 'old_data'
  | 'new_data'
> & {
  /** The edit form of the entry's row, when its section has one and the row still exists. */
  editHref: string | null
}

export const AUDIT_COLUMNS =
  'id, occurred_at, actor_id, actor_email, actor_staff_role, actor_db_role, action, table_name, record_id, changed_fields, old_data, new_data'

type PublicTables = Database['public']['Tables']
/** The tables whose rows have a uuid `id`: the ones an edit form opens by `?edit=<id>`. */
type TableWithId = {
  [Name in keyof PublicTables]: PublicTables[Name]['Row'] extends { id: string } ? Name : never
}[keyof PublicTables]

/** Which of `ids` still exist in `table` (one request per table on the page). */
async function existingIds(
  table: TableWithId,
  ids: string[],
  signal: AbortSignal | undefined,
): Promise<Set<string>> {
  let query = supabase.from(table).select('id').in('id', ids)
  if (signal) query = query.abortSignal(signal)
  const rows = unwrap(await query)
  return new Set(rows.map((row) => row.id))
}

/** A page of the log; entries of `tables` whose section edits their rows link to the row. */
export const fetchAuditPage =
  (tables: readonly AuditedTable[]): FetchPage<AuditEntry> =>
  async (state, { from, to }, { signal, count }) => {
    const editedIn = new Map<string, AdminSection>(
      tables.flatMap(({ name, editedIn: section }) => (section ? [[name, section] as const] : [])),
    )
    let query = supabase
      .from('audit_log')
      .select(AUDIT_COLUMNS, count ? { count: 'exact' } : undefined)
    if (state.q) query = query.or(searchAny(state.q, ['record_id', 'actor_email']))
    const { person, table, action, period } = state.filters
    if (person) query = query.eq('actor_id', person)
    if (table) query = query.eq('table_name', table)
    if (action) query = query.eq('action', action)
    const hours = period ? PERIODS[period]?.hours : undefined
    if (hours)
      query = query.gte('occurred_at', new Date(Date.now() - hours * 3_600_000).toISOString())
    query = query.order('id', { ascending: state.order === 'asc' }).range(from, to)
    if (signal) query = query.abortSignal(signal)
    const result = await query
    const rows = unwrap(result)

    const idsByTable = new Map<string, string[]>()
    for (const row of rows) {
      if (!row.record_id || !editedIn.has(row.table_name) || !UUID.test(row.record_id)) continue
      idsByTable.set(row.table_name, [...(idsByTable.get(row.table_name) ?? []), row.record_id])
    }
    const existing = new Map<string, Set<string>>()
    await Promise.all(
      [...idsByTable].map(async ([name, ids]) =>
        // Linked tables are edited by `?edit=<id>`, so they have that id column.
        existing.set(name, await existingIds(name as TableWithId, ids, signal)),
      ),
    )
    return {
      rows: rows.map((row) => {
        const section = editedIn.get(row.table_name)
        const exists = row.record_id !== null && existing.get(row.table_name)?.has(row.record_id)
        return {
          ...row,
          editHref:
            section && exists
              ? `${section.path}?${EDIT_PARAM}=${encodeURIComponent(row.record_id!)}`
              : null,
        }
      }),
      total: count ? result.count : null,
    }
  }
