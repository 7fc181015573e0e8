/**
 * Supabase Auth's error replies. GoTrue answers in two shapes, chosen by the
 * request's `X-Supabase-Api-Version` header: from 2024-01-01 on `{code,
 * message}` (the shape auth-js reads), before that `{code: <status>,
 * error_code, msg}`. Both carry the code in the `x-sb-error-code` header.
 */
import type { Context } from 'hono'

export const API_VERSION_HEADER = 'X-Supabase-Api-Version'
export const API_VERSION_2024 = '2024-01-01'

/** An error reply with GoTrue's status, code and message. */
export class AuthError extends Error {
  readonly status: number
  readonly code: string
  /** Fields added next to code and message (e.g. `weak_password`). */
  readonly extra: Record<string, unknown>

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.name = 'AuthError'
    this.status = status
    this.code = code
    this.extra = extra
  }
}

/**
 * GoTrue's OAuth2-style errors (`{error, error_description}`, always 400),
 * which it still uses for a few token-endpoint cases.
 */
export class OAuthError extends Error {
  readonly error: string

  constructor(error: string, description: string) {
    super(description)
    this.name = 'OAuthError'
    this.error = error
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const notFound = (code: string, message: string) => new AuthError(404, code, message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)

/** Whether the request asked for the 2024-01-01 error shape (a date on or after it). */
export function wantsVersion2024(c: Context): boolean {
  const header = c.req.header(API_VERSION_HEADER)?.trim() ?? ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(header)) return false
  const requested = Date.parse(`${header}T00:00:00Z`)
  return Number.isFinite(requested) && requested >= Date.parse(`${API_VERSION_2024}T00:00:00Z`)
}

/** Turns any error into GoTrue's reply; unknown errors become a 500 without details. */
export function errorResponse(c: Context, error: unknown): Response {
  const modern = wantsVersion2024(c)
  const headers: Record<string, string> = { 'content-type': 'application/json' }

  if (error instanceof OAuthError) {
    return new Response(JSON.stringify({ error: error.error, error_description: error.message }), {
      status: 400,
      headers,
    })
  }

  const known =
    error instanceof AuthError
      ? error
      : new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        )
  headers['x-sb-error-code'] = known.code
  const body = modern
    ? { code: known.code, message: known.message, ...known.extra }
    : { code: known.status, error_code: known.code, msg: known.message, ...known.extra }
  return new Response(JSON.stringify(body), { status: known.status, headers })
}
