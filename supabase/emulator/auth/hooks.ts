/**
 * Auth hooks as GoTrue runs Postgres-function hooks: the function takes the event as jsonb and
 * answers jsonb, called as Auth's own role (supabase_auth_admin). Only the password
 * verification hook is implemented: the one this project configures.
 */
import { z } from 'zod'
import type { ServiceContext } from '../context.ts'
import { asSystem } from '../db.ts'

const hookOutput = z.object({
  decision: z.enum(['continue', 'reject']),
  message: z.string().optional(),
  should_logout_user: z.boolean().optional(),
})

/** GoTrue's message when a hook rejects without one. */
const DEFAULT_REJECTION = 'Further password verification attempts will be rejected.'

export interface HookRejection {
  message: string
  shouldLogoutUser: boolean
}

/**
 * Asks the configured password verification hook about a password check of an existing user;
 * null when it lets the sign-in go on (or no hook is configured).
 */
export async function passwordVerificationAttempt(
  ctx: ServiceContext,
  userId: string,
  valid: boolean,
): Promise<HookRejection | null> {
  const hook = ctx.options.passwordVerificationHook
  if (!hook) return null
  const [schema, name] = hook.split('.')
  const output = await asSystem(ctx.pool, async (db) => {
    await db.query('set local role supabase_auth_admin')
    const { rows } = await db.query<{ output: unknown }>(
      `select "${schema}"."${name}"($1::jsonb) as output`,
      [JSON.stringify({ user_id: userId, valid })],
    )
    return hookOutput.parse(rows[0]?.output)
  })
  if (output.decision === 'continue') return null
  return {
    message: output.message || DEFAULT_REJECTION,
    shouldLogoutUser: output.should_logout_user === true,
  }
}
