// @vitest-environment node
/** The page loader as the build compiles it for inlining (scripts/inline-loader.ts). */
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildEarlyClickLoader, type InlineScript } from '../../../scripts/inline-loader'

describe('the compiled early-click loader', () => {
  let loader: InlineScript
  beforeAll(async () => {
    loader = await buildEarlyClickLoader()
  }, 60_000)

  test('is one self-contained script: no module imports, only the entry it loads', () => {
    expect(loader.code).not.toMatch(/(^|[;}])\s*(import|export)\b[^(]/)
    expect(loader.code).not.toContain('click')
    expect(loader.code).toContain('app-loader-data')
    expect(loader.code).toContain('largest-contentful-paint')
    // Small enough to inline into every page.
    expect(loader.code.length).toBeLessThan(2048)
  })

  test('comes with the CSP hash of exactly its text', () => {
    const digest = createHash('sha256').update(loader.code).digest('base64')
    expect(loader.hash).toBe(`'sha256-${digest}'`)
  })
})
