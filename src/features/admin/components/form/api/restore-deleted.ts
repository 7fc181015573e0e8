/**
 * Undo of a delete: the database puts the row back from audit_log exactly as it was
 * (created_at included) with the tag rows its delete cascaded to (restore_deleted_row()
 * in supabase/migrations/20261124000100_admin_history.sql, extended by
 * 20261125000200_restore_more.sql: a postback source comes back with its secret and its
 * postbacks' link). It refuses other roles than editors and admins (admins only for code
 * snippets and postback sources), a delete older than ten minutes and a second restore.
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { TableName } from '../../../section-definition'

/** `table` is a restorable section's table (the registry's `restorable`). */
export async function restoreDeleted(table: TableName, id: string): Promise<void> {
  unwrap(await supabase.rpc('restore_deleted_row', { p_table: table, p_record_id: id }))
}
