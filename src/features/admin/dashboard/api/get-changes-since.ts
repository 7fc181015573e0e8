/**
 * How many content changes audit_log holds since the last build (content_changes_since():
 * null for roles that may not read that trail).
 */
import { rpcQueryOptions } from '../../components/reporting/api/rpc-query'
import { dashboardKeys } from '../keys'

export const changesSinceQueryOptions = (builtAt: string) =>
  rpcQueryOptions({
    queryKey: dashboardKeys.changesSince(builtAt),
    fn: 'content_changes_since',
    args: { p_since: builtAt },
    // The generated type says number; the function answers null to roles without the trail.
    shape: (count) => count as number | null,
  })
