/** One audit log entry by its id, for its panel (`?entry=<id>`); null when there is none. */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { auditKeys } from '../keys'
import { AUDIT_COLUMNS } from './list-audit-log'

export const auditEntryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: auditKeys.detail(id),
    queryFn: async ({ signal }) =>
      /^\d{1,18}$/.test(id)
        ? unwrap(
            await supabase
              .from('audit_log')
              .select(AUDIT_COLUMNS)
              .eq('id', Number(id))
              .abortSignal(signal)
              .maybeSingle(),
          )
        : null,
  })
