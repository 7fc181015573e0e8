/**
 * Database refusals turned into messages on the form field they concern. Our constraints
 * are named `<table>_<column>_<kind>` (brands_brand_slug_key, countries_name_length), and a
 * unique violation (23505) or a check constraint (23514, also raised by the route guards)
 * names its constraint, so the name alone says which field was refused and why: no form
 * keeps a list of its table's constraints. Anything else stays a form-level error.
 */
import { isSupabaseRequestError } from '@/lib/result'

/** How a form's fields meet its table's constraint names. */
export type ConstraintFields<Field extends string> = {
  /** The table: its constraints are named `<table>_<column>_<kind>`. */
  table: string
  /** A row's noun, left out of a field named after it ('brand_slug': 'This slug …'). */
  noun: string
  /** The form's fields; a constraint on another column stays a form-level error. */
  fields: readonly Field[]
  /** Constraints over a column the form edits under another name (review_sections). */
  columns?: Readonly<Partial<Record<string, Field>>>
}

export type FieldError<Field extends string> = { field: Field; message: string }

/** Words of a column for a sentence: 'brand_logo_url' of a brand -> 'logo URL'. */
function wordsOf(column: string, noun: string): string {
  const words = column.split('_')
  if (words.length > 1 && words[0] === noun.split(' ')[0]) words.shift()
  const shown = words.map((word) =>
    ['url', 'cta', 'ip', 'ips'].includes(word) ? word.toUpperCase() : word,
  )
  return shown.join(' ')
}

/** 'This slug', or 'These allowed origins' for a plural. */
function these(what: string): string {
  return /[^su]s$/.test(what) ? `These ${what} are` : `This ${what} is`
}

/** What each kind of constraint says about its column; the route guards say it themselves. */
const MESSAGES: Record<string, (what: string, databaseMessage: string) => string> = {
  key: (what) => `This ${what} is already used`,
  length: (what) => `${these(what)} too long.`,
  count: (what) => `Too many ${what}.`,
  range: (what) => `${these(what)} out of range.`,
  format: (what) => `${these(what)} not valid.`,
  shape: (what) => `${these(what)} not valid.`,
  known: (what) => `${these(what)} not valid.`,
  page: (_what, databaseMessage) => databaseMessage,
  route: (_what, databaseMessage) => databaseMessage,
}

/** The field error for a database error, or null when no field of the form was refused. */
export function fieldErrorFor<Field extends string>(
  error: unknown,
  { table, noun, fields, columns = {} }: ConstraintFields<Field>,
): FieldError<Field> | null {
  if (!isSupabaseRequestError(error)) return null
  if (error.code !== '23505' && error.code !== '23514') return null
  const quoted = [...`${error.message} ${error.details ?? ''}`.matchAll(/"([a-z0-9_]+)"/g)]
  const constraint = quoted.map((match) => match[1]!).find((name) => name.startsWith(`${table}_`))
  if (!constraint) return null
  const rest = constraint.slice(table.length + 1)
  const kind = rest.slice(rest.lastIndexOf('_') + 1)
  const column = rest.slice(0, rest.lastIndexOf('_'))
  const field = columns[column] ?? fields.find((name) => name === column)
  const message = MESSAGES[kind]
  if (!field || !message) return null
  return { field, message: message(wordsOf(column, noun), error.message) }
}

/** A readable sentence for an error no field owns (permission, network, conflict). */
export function describeError(error: unknown): string {
  if (isSupabaseRequestError(error)) {
    if (error.code === '42501') return 'You do not have permission to make this change.'
    return error.message
  }
  return error instanceof Error ? error.message : String(error)
}
