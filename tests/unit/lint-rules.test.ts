// @vitest-environment node
/**
 * The lint rules that keep the data layer honest, run through ESLint's own API on snippets
 * placed where the rules apply (eslint.config.js).
 */
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The rules under test, of those that report `code` as if it were the file at `filePath`. */
async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule === 'no-restricted-syntax' || rule === 'no-restricted-imports')
}

describe('errors keep their code and status', () => {
  test.each([
    ['src/features/admin/brands/api/save-brand.ts', 'throw new Error(error.message)'],
    ['src/features/admin/users/api/list-staff.ts', "throw new Error(body?.message ?? 'Refused')"],
    ['src/features/ranking/api/get-brands.ts', 'throw new Error(`Failed: ${error.message}`)'],
    ['supabase/functions/go/handler.ts', 'throw Error(error.message)'],
  ])('%s: %s is refused', async (filePath, line) => {
    const code = `declare const error: Error, body: Error\n${line}\n`
    expect(await rulesBroken(code, filePath)).toEqual(['no-restricted-syntax'])
  })

  test('an error passed on as its cause, or a message of our own, is fine', async () => {
    const code = [
      'declare const error: Error',
      'throw new Error(`Reading the brands failed: ${error.message}`, { cause: error })',
      "throw new Error('The file was already gone.')",
    ].join('\n')
    expect(await rulesBroken(code, 'src/features/admin/media/api/delete-media.ts')).toEqual([])
  })
})

describe('the Supabase client is called from api/ folders only', () => {
  const importClient = "import { supabase } from '@/lib/supabase'\nexport const client = supabase\n"

  test.each([
    'src/features/admin/profile/change-password-form.tsx',
    'src/features/admin/auth/auth-provider.tsx',
    'src/features/admin/components/use-table-inserts.ts',
    'src/app/providers.tsx',
  ])('refused in %s', async (filePath) => {
    expect(await rulesBroken(importClient, filePath)).toEqual(['no-restricted-imports'])
  })

  test.each([
    'src/features/admin/auth/api/update-password.ts',
    'src/features/admin/components/history/api/get-history.ts',
  ])('allowed in %s', async (filePath) => {
    expect(await rulesBroken(importClient, filePath)).toEqual([])
  })

  test('where the session is kept may still be read outside api/ folders', async () => {
    const code =
      "import { isSessionPersistent } from '@/lib/supabase'\nexport const kept = isSessionPersistent()\n"
    expect(await rulesBroken(code, 'src/features/admin/auth/auth-provider.tsx')).toEqual([])
  })
})

describe('admin sections share through admin/components, not through each other', () => {
  async function boundaryErrors(source: string, filePath: string): Promise<string[]> {
    const code = `import * as shared from '${source}'\nexport const used = shared\n`
    const [result] = await eslint.lintText(code, { filePath })
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'admin/section-boundaries')
      .map((message) => message.message)
  }

  test.each([
    ['src/features/admin/dashboard/latest-clicks.tsx', '../click-log/api/list-clicks'],
    ['src/features/admin/dashboard/api/get-latest-clicks.ts', '../../click-log/api/list-clicks'],
    ['src/features/admin/brands/brand-schema.ts', '@/features/admin/countries/country-schema'],
  ])("%s may not import another section's %s", async (filePath, source) => {
    expect(await boundaryErrors(source, filePath)).toEqual([
      expect.stringContaining('share it through admin/components'),
    ])
  })

  test("the frame folders depend on no section, not even on a section's index", async () => {
    expect(
      await boundaryErrors('../../media', 'src/features/admin/components/upload/x.ts'),
    ).toEqual([expect.stringContaining('the frame folders serve every section')])
  })

  test.each([
    ['src/features/admin/dashboard/latest-clicks.tsx', '../components/traffic-log/quality-badge'],
    ['src/features/admin/brands/logo-field.tsx', '../media'],
    ['src/features/admin/brands/api/upload-logo.ts', '../../media/index.ts'],
    ['src/features/admin/brands/brand-form.tsx', './api/get-brand'],
    ['src/features/admin/brands/brands-page.tsx', '../sections'],
    ['src/features/admin/sections.ts', './brands/section'],
  ])('%s may import %s', async (filePath, source) => {
    expect(await boundaryErrors(source, filePath)).toEqual([])
  })
})
