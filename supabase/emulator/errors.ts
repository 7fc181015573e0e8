/** The error bodies of the gateway, shaped as Supabase's API gateway sends them. */
import type { Context } from 'hono'

export function gatewayError(c: Context, status: 404 | 413 | 500, message: string, hint?: string) {
  return c.json(hint ? { message, hint } : { message }, status)
}
