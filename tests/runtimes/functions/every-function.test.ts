/**
 * Every deployable function is served by Deno here and has a test file beside this one, so
 * a function added later cannot ship without having run on the production runtime.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { functionNames } from '../global-setup.ts'
import { runtimes } from '../support.ts'

test('every function in supabase/functions runs on Deno and has its tests here', () => {
  const names = functionNames()
  expect(names.length).toBeGreaterThan(0)
  expect(Object.keys(runtimes().functions).sort()).toEqual(names)
  const missing = names.filter(
    (name) => !fs.existsSync(path.join(import.meta.dirname, `${name}.test.ts`)),
  )
  expect(missing).toEqual([])
})
