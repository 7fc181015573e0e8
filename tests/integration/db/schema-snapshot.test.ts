/**
 * supabase/schema.sql is the schema the migrations produce, readable without replaying
 * them: a migration committed without its regenerated snapshot fails here. The test
 * stack's database was migrated from the same files; its seed data and the objects other
 * tests create and drop again do not show in a schema-only dump of our schemas.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { projectRoot } from '../../../supabase/emulator/config.ts'
import { dumpSchema } from '../../../supabase/emulator/schema-dump.ts'
import { stack } from '../support/clients.ts'

const SNAPSHOT = path.join(projectRoot, 'supabase/schema.sql')

describe('supabase/schema.sql', () => {
  test('is the schema of the migrated database', async () => {
    const committed = fs.existsSync(SNAPSHOT) ? fs.readFileSync(SNAPSHOT, 'utf8') : ''
    expect(
      await dumpSchema(stack.dbUrl),
      'supabase/schema.sql is not the schema the migrations produce: run `npm run db:schema` and commit it',
    ).toBe(committed)
  })
})
