/**
 * Whether a deploy hook is set, asked without reading it (rebuild_hook_configured(): null for
 * roles that may not rebuild).
 */
import { rpcQueryOptions } from '../../components/reporting/api/rpc-query'
import { dashboardKeys } from '../keys'

export const hookConfiguredQueryOptions = () =>
  rpcQueryOptions({
    queryKey: dashboardKeys.hookConfigured(),
    fn: 'rebuild_hook_configured',
    shape: (configured) => configured === true,
  })
