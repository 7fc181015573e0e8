/** Query keys of the change history (audit_log): one row's entries. */
export const historyKeys = {
  all: ['admin', 'history'] as const,
  record: (table: string, recordId: string) => [...historyKeys.all, table, recordId] as const,
}
