/**
 * Database refusals turned into messages on the form field they concern: a unique
 * violation (23505) or a check constraint (23514) names its constraint, and each form lists
 * which constraint belongs to which field. Anything else stays a form-level error.
 */
import { isSupabaseRequestError } from '@/lib/result'

export type ConstraintRule<Field extends string> = {
  /** Constraint name as in the migration (countries_slug_key). */
  constraint: string
  field: Field
  /**
   * The field's message; a function gets the database's own message (a trigger that says
   * precisely why, such as which route takes a slug).
   */
  message: string | ((databaseMessage: string) => string)
}

export type FieldError<Field extends string> = { field: Field; message: string }

/** The field error for a database error, or null when no rule matches. */
export function fieldErrorFor<Field extends string>(
  error: unknown,
  rules: readonly ConstraintRule<Field>[],
): FieldError<Field> | null {
  if (!isSupabaseRequestError(error)) return null
  if (error.code !== '23505' && error.code !== '23514' && error.code !== '23502') return null
  const text = `${error.message} ${error.details ?? ''}`
  const rule = rules.find((candidate) => text.includes(`"${candidate.constraint}"`))
  if (!rule) return null
  const message = typeof rule.message === 'function' ? rule.message(error.message) : rule.message
  return { field: rule.field, message }
}

/** A readable sentence for an error no field owns (permission, network, conflict). */
export function describeError(error: unknown): string {
  if (isSupabaseRequestError(error)) {
    if (error.code === '42501') return 'You do not have permission to make this change.'
    return error.message
  }
  return error instanceof Error ? error.message : String(error)
}
