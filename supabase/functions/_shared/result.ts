/**
 * One way to read a Supabase answer: `unwrap` returns the data or throws a
 * SupabaseRequestError carrying the server's code, details, hint and HTTP status. Query
 * functions throw, so TanStack Query sees the failure; nothing is logged and turned into
 * null (STYLE.md habit 4).
 *
 * It lives here because the edge functions cannot import src/; the app reads it through
 * src/lib/result.ts. No imports, so it runs unchanged on Deno, Node and in the browser.
 */

/** The error shapes of postgrest-js, auth-js, storage-js and functions-js all fit this. */
export interface ErrorLike {
  message: string
  code?: string | number
  /** storage-js names its code statusCode ('404', '409', ...). */
  statusCode?: string
  details?: string
  hint?: string
  status?: number
}

export class SupabaseRequestError extends Error {
  /** PostgREST code (42501, PGRST116, ...), auth error code (invalid_credentials, ...) or Storage's. */
  readonly code: string | undefined
  readonly details: string | undefined
  readonly hint: string | undefined
  /** HTTP status of the response, when known. */
  readonly status: number | undefined

  constructor(error: ErrorLike, status?: number) {
    super(error.message)
    this.name = 'SupabaseRequestError'
    const code = error.code ?? error.statusCode
    this.code = code === undefined ? undefined : String(code)
    this.details = error.details || undefined
    this.hint = error.hint || undefined
    this.status = status ?? error.status
  }
}

/** Calls that answer nothing on success (sign-out) have no `data`. */
type SupabaseResult = { data?: unknown; error: ErrorLike | null; status?: number }

/** The type of `data` in the successful members of a response union. */
export type SuccessData<R extends SupabaseResult> = R extends { data: unknown }
  ? Extract<R, { error: null }>['data']
  : undefined

/**
 * Returns `data`, or throws a SupabaseRequestError when `error` is set.
 *
 * @example
 * const brands = unwrap(await postgrest.from('brands').select('*').abortSignal(signal))
 */
export function unwrap<R extends SupabaseResult>(result: R): SuccessData<R> {
  if (result.error !== null) throw new SupabaseRequestError(result.error, result.status)
  return result.data as SuccessData<R>
}

export function isSupabaseRequestError(error: unknown): error is SupabaseRequestError {
  return error instanceof SupabaseRequestError
}
