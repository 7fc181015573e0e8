import type { Rollup } from 'vite'
import { describe, expect, test } from 'vitest'
import { visitorChunks } from '../../../scripts/minify-chunks.ts'

/** A chunk of the graph: its static and dynamic imports, and the module it is the entry of. */
function chunk(
  fileName: string,
  options: Partial<Rollup.RenderedChunk> = {},
): [string, Rollup.RenderedChunk] {
  return [
    fileName,
    {
      fileName,
      imports: [],
      dynamicImports: [],
      isEntry: false,
      isDynamicEntry: false,
      facadeModuleId: null,
      ...options,
    } as Rollup.RenderedChunk,
  ]
}

describe('visitorChunks', () => {
  const graph = Object.fromEntries([
    chunk('index.js', {
      isEntry: true,
      imports: ['react.js'],
      dynamicImports: ['ranking.js', 'admin-root.js'],
    }),
    chunk('react.js'),
    chunk('ranking.js', {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/features/ranking/country-route.tsx',
      imports: ['brand-card.js'],
      dynamicImports: ['tracking.js'],
    }),
    chunk('brand-card.js'),
    chunk('tracking.js', {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/features/tracking/runtime.ts',
    }),
    chunk('admin-root.js', {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/app/pages/admin/root.tsx',
      imports: ['react.js', 'table.js'],
      dynamicImports: ['brands-page.js'],
    }),
    chunk('table.js'),
    chunk('brands-page.js', {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/features/admin/brands/brands-page.tsx',
      imports: ['brand-card.js'],
    }),
  ])

  test('the entry, the public pages and all they load, at once or later, are the visitors', () => {
    expect([...visitorChunks(graph)].sort()).toEqual([
      'brand-card.js',
      'index.js',
      'ranking.js',
      'react.js',
      'tracking.js',
    ])
  })

  test('the admin area and what only it reaches are not; a chunk shared with a public page is', () => {
    const visitors = visitorChunks(graph)
    expect(visitors.has('admin-root.js')).toBe(false)
    expect(visitors.has('table.js')).toBe(false)
    expect(visitors.has('brands-page.js')).toBe(false)
    expect(visitors.has('brand-card.js')).toBe(true)
  })
})
