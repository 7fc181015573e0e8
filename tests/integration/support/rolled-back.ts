/**
 * Asking the database whether it accepts a write without keeping it: the statements run in
 * a DO block that always ends in a rollback. The schema-parity tests compare its answer
 * with the form schema's.
 */
import { sql } from './clients.ts'

/** A SQL string literal of `text`. */
export function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`
}

/**
 * Runs `statements` (PL/pgSQL, each ending in ';') and rolls back. True when they went
 * through, false when a constraint, a range or a type refused the values; any other error
 * is the test's own and is thrown.
 */
export async function acceptedAndRolledBack(statements: string): Promise<boolean> {
  try {
    await sql(
      `do $$ begin
         ${statements}
         raise exception 'rollback' using errcode = 'P0999';
       end $$`,
    )
    return true
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'P0999') return true
    if (code === '23514' || code === '22003' || code === '22P02') return false
    throw error
  }
}

/** Whether `table` accepts `row` in `columns` as a superuser insert, rolled back. */
export function insertAccepted(
  table: string,
  columns: readonly string[],
  row: Record<string, unknown>,
): Promise<boolean> {
  const list = columns.join(', ')
  return acceptedAndRolledBack(
    `insert into public.${table} (${list})
     select ${list}
     from json_populate_record(null::public.${table}, ${literal(JSON.stringify(row))}::json);`,
  )
}
