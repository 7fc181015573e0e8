/**
 * A read of one database function (`supabase.rpc`) as a TanStack query, typed by the
 * generated schema: the function is called with its arguments and the query's AbortSignal
 * (a new period, filter or page cancels the request in flight), its answer goes through
 * unwrap (a failure throws SupabaseRequestError with the server's code and status), and
 * `shape`, when given, turns it into what the screens read.
 *
 * @example
 * export const reportingTimeZoneQueryOptions = () =>
 *   rpcQueryOptions({
 *     queryKey: analyticsKeys.timeZone(),
 *     fn: 'reporting_time_zone',
 *     shape: (zone) => zone || 'UTC',
 *     staleTime: 10 * 60_000,
 *   })
 */
import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { Database } from '@/integrations/supabase/types'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'

type Functions = Database['public']['Functions']
export type RpcName = keyof Functions & string
export type RpcArgs<Name extends RpcName> = Functions[Name]['Args']
export type RpcAnswer<Name extends RpcName> = Functions[Name]['Returns']
/** One row of a function that returns a set. */
export type RpcRow<Name extends RpcName> = RpcAnswer<Name> extends (infer Row)[] ? Row : never

/** Calls `fn(args)`, cancelled by `signal`; its answer, or the server's error thrown. */
export async function fetchRpc<Name extends RpcName>(
  fn: Name,
  args: RpcArgs<Name> | undefined,
  signal: AbortSignal,
): Promise<RpcAnswer<Name>> {
  return unwrap(await supabase.rpc(fn, args).abortSignal(signal)) as RpcAnswer<Name>
}

export type RpcQuery<Name extends RpcName, Key extends QueryKey, Data> = {
  queryKey: Key
  fn: Name
  /** Left out for a function without arguments. */
  args?: RpcArgs<Name>
  shape?: (answer: RpcAnswer<Name>) => Data
  staleTime?: number
  placeholderData?: NoInfer<UseQueryOptions<Data, Error, Data, Key>['placeholderData']>
}

/** The query options of `fn(args)` under `queryKey`. */
export function rpcQueryOptions<
  Name extends RpcName,
  Key extends QueryKey,
  Data = RpcAnswer<Name>,
>({ fn, args, shape, ...options }: RpcQuery<Name, Key, Data>) {
  return queryOptions({
    ...options,
    queryFn: async ({ signal }) => {
      const answer = await fetchRpc(fn, args, signal)
      // Without `shape`, Data is the answer's own type (its default).
      return shape ? shape(answer) : (answer as unknown as Data)
    },
  })
}
