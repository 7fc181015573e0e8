/**
 * The admin's section registry (src/features/admin/sections.ts) held to the migrated
 * database: the tables whose changes the registry names in the audit log are the tables
 * with an audit trigger, and the tables it offers Undo for are the restore function's
 * allow-list, admin-only where the section is. A table added on one side only fails here,
 * with its name.
 */
import { describe, expect, test } from 'vitest'
import {
  ADMIN_SECTIONS,
  auditedTables,
  restorableTables,
} from '../../../src/features/admin/sections.ts'
import { sql } from '../support/clients.ts'

/** The quoted names in the first match of `pattern` in `text`: `array['a', 'b']` -> [a, b]. */
function quotedNames(text: string, pattern: RegExp): string[] {
  const list = pattern.exec(text)?.[1]
  if (list === undefined) throw new Error(`${pattern} is not in the function any more`)
  return [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!)
}

async function restoreFunction(): Promise<string> {
  const [row] = await sql<{ definition: string }>(
    `select pg_get_functiondef('private.restore_deleted_row(text, text)'::regprocedure) as definition`,
  )
  return row!.definition
}

describe('the section registry and the database', () => {
  test('the audited tables are the tables with an audit trigger', async () => {
    const triggered = await sql<{ name: string }>(`
      select distinct c.relname as name
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where not t.tgisinternal
         and t.tgfoid = 'private.audit_row_change()'::regprocedure
         and c.relnamespace = 'public'::regnamespace`)
    expect(
      auditedTables()
        .map(({ name }) => name)
        .sort(),
    ).toEqual(triggered.map(({ name }) => name).sort())
  })

  test("the restorable tables are restore_deleted_row()'s allow-list", async () => {
    const allowed = quotedNames(await restoreFunction(), /p_table <> all \(array\[([^\]]*)\]\)/)
    expect([...restorableTables()].sort()).toEqual(allowed.sort())
  })

  test('the tables only admins may restore are those of admin-only sections', async () => {
    const adminOnly = quotedNames(
      await restoreFunction(),
      /if p_table in \(([^)]*)\) then\s+if not private\.is_admin\(\)/,
    )
    const ofAdminOnlySections = ADMIN_SECTIONS.filter(
      (section) => section.table?.restorable && !section.write.includes('editor'),
    ).map((section) => section.table!.name)
    expect(ofAdminOnlySections.sort()).toEqual(adminOnly.sort())
  })
})
