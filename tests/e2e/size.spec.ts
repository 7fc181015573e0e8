/**
 * The public first-load JavaScript budgets (DESIGN.md section 5), asserted on the build the
 * e2e server made (E2E_OUT_DIR, its public site): a size is deterministic, so it is a test; a time never is.
 * scripts/report-entry-size.ts says what counts as a page's first load.
 */
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  BUDGET_KB,
  firstLoadSizes,
  kb,
  PAGE_BUDGET_KB,
  PAGE_TYPES,
} from '../../scripts/report-entry-size.ts'
import { siteDir } from '../../scripts/sites.ts'
import { E2E_OUT_DIR } from './ports.ts'

test.describe('first-load JavaScript', () => {
  const { pages } = firstLoadSizes(siteDir(path.resolve(E2E_OUT_DIR), 'public'))

  test('every type of public page is measured', () => {
    expect(pages.map((page) => page.type)).toEqual(PAGE_TYPES.map((page) => page.type))
  })

  for (const page of pages) {
    test(`${page.type} (${page.path}) loads at most ${BUDGET_KB} KB gzip before hydrating and ${PAGE_BUDGET_KB} KB in all`, () => {
      console.log(
        `${page.type} (${page.path}): ${kb(page.beforeHydration)} before hydration, ` +
          `${kb(page.js)} gzip in all in ${page.files.length} file(s)`,
      )
      expect(page.beforeHydration).toBeLessThanOrEqual(BUDGET_KB * 1024)
      expect(page.js).toBeLessThanOrEqual(PAGE_BUDGET_KB * 1024)
    })
  }
})
