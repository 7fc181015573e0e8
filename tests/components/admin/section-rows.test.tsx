/**
 * A section's rows (components/form/api/section-rows.ts) against a stand-in for supabase-js:
 * each call is the one request every section sent before it was built once (the same
 * filters, the same select), and a save or a delete that finds no row says so in the
 * section's words.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { categoryRows } from '@/features/admin/categories/api/category-rows'
import { snippetRows } from '@/features/admin/code-snippets/api/snippet-rows'
import { pageRows } from '@/features/admin/pages/api/page-rows'
import { sourceRows } from '@/features/admin/postbacks/api/sources'
import { requests, resetRequests, respondWith } from './recording-supabase'

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('./recording-supabase')).recordingSupabase,
}))

const slots = { id: 'k1', name: 'Slots', updated_at: '2026-11-20T10:00:00.123456+00:00' }

beforeEach(() => {
  resetRequests()
  respondWith(() => ({ data: slots, error: null }))
})

describe('sectionRows', () => {
  test('reads one row by id with the abort signal, fresh each time the form opens', async () => {
    const signal = new AbortController().signal
    await expect(categoryRows.get('k1', signal)).resolves.toEqual(slots)
    expect(requests).toEqual([
      [
        ['from', 'categories'],
        ['select', '*'],
        ['eq', 'id', 'k1'],
        ['abortSignal', signal],
        ['single'],
      ],
    ])
    const query = categoryRows.rowQuery('k1')
    expect(query.queryKey).toEqual(['admin', 'categories', 'detail', 'k1'])
    expect(query.staleTime).toBe(0)
  })

  test('creates the row and returns it as saved', async () => {
    const input = { name: 'Slots', slug: 'slots' }
    await categoryRows.create(input)
    expect(requests).toEqual([
      [['from', 'categories'], ['insert', input], ['select', '*'], ['single']],
    ])
  })

  test('updates only the version the form loaded', async () => {
    respondWith(() => ({ data: [slots], error: null }))
    await expect(categoryRows.update('k1', slots.updated_at, { name: 'Slots' })).resolves.toEqual(
      slots,
    )
    expect(requests).toEqual([
      [
        ['from', 'categories'],
        ['update', { name: 'Slots' }],
        ['eq', 'id', 'k1'],
        ['eq', 'updated_at', slots.updated_at],
        ['select', '*'],
      ],
    ])
  })

  test('an update that finds no row of that version is a conflict, naming the row', async () => {
    respondWith(() => ({ data: [], error: null }))
    await expect(pageRows.update('p1', slots.updated_at, { title: 'About' })).rejects.toThrow(
      'Someone else changed this page after you opened it.',
    )
    await expect(snippetRows.update('s1', slots.updated_at, { name: 'GTM' })).rejects.toThrow(
      'Someone else changed this code snippet after you opened it.',
    )
  })

  test('deletes the row and returns it for the Undo; a row already gone says so', async () => {
    respondWith(() => ({ data: [slots], error: null }))
    await expect(categoryRows.remove('k1')).resolves.toEqual(slots)
    expect(requests).toEqual([
      [['from', 'categories'], ['delete'], ['eq', 'id', 'k1'], ['select', '*']],
    ])
    respondWith(() => ({ data: [], error: null }))
    await expect(sourceRows.remove('s1')).rejects.toThrow(
      'The source was not found; it may have been deleted already.',
    )
  })

  test('turns several rows on or off in one request, counting the rows changed', async () => {
    respondWith(() => ({ data: [{ id: 'k1' }, { id: 'k2' }], error: null }))
    await expect(categoryRows.setActive(['k1', 'k2'], false)).resolves.toBe(2)
    expect(requests).toEqual([
      [
        ['from', 'categories'],
        ['update', { is_active: false }],
        ['in', 'id', ['k1', 'k2']],
        ['select', 'id'],
      ],
    ])
  })
})
