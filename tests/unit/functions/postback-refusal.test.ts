// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { clipRequest, storableText } from '../../../supabase/functions/postback/params.ts'

/** Bytes of the query as PostgreSQL's jsonb prints it, plus the body's: what the database checks. */
function storedBytes({ query, body }: ReturnType<typeof clipRequest>): number {
  const text = `{${Object.entries(query)
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(', ')}}`
  return new TextEncoder().encode(text).length + new TextEncoder().encode(body ?? '').length
}

describe('what a refused postback keeps of its request', () => {
  test('a small request is kept whole', () => {
    const kept = clipRequest({ click_id: 'abc', event: 'ftd' }, 'payout=5')
    expect(kept).toEqual({ query: { click_id: 'abc', event: 'ftd' }, body: 'payout=5' })
  })

  test('query and body together stay within 1 KB, the body getting what the query leaves', () => {
    const kept = clipRequest({ click_id: 'abc', note: 'q'.repeat(300) }, 'b'.repeat(5000))
    expect(kept.query).toEqual({ click_id: 'abc', note: 'q'.repeat(300) })
    expect(storedBytes(kept)).toBe(1024)
    expect(kept.body).toMatch(/^b+$/)
  })

  test('a long parameter is cut with an ellipsis and the ones after it dropped', () => {
    const kept = clipRequest({ a: '1', long: 'x'.repeat(3000), after: 'y' }, 'body')
    expect(Object.keys(kept.query)).toEqual(['a', 'long'])
    expect(kept.query.long).toMatch(/^x+…$/)
    expect(kept.body).toBeNull()
    expect(storedBytes(kept)).toBeLessThanOrEqual(1024)
    expect(storedBytes(kept)).toBeGreaterThan(1010)
  })

  test('counts escaped and multi-byte characters as the database does', () => {
    for (const value of [
      'é'.repeat(900),
      '"\\\n'.repeat(400),
      '😀'.repeat(400),
      '\u0001'.repeat(300),
    ]) {
      const kept = clipRequest({ v: value }, 'ü'.repeat(900))
      expect(storedBytes(kept)).toBeLessThanOrEqual(1024)
      expect(storedBytes(kept)).toBeGreaterThan(1000)
    }
  })

  test('keeps no body when told to (an unknown source)', () => {
    expect(clipRequest({ a: '1' }, null)).toEqual({ query: { a: '1' }, body: null })
  })

  test('NUL and unpaired surrogates, which PostgreSQL refuses, become U+FFFD', () => {
    expect(storableText('a\u0000b\ud800c\udc00d😀')).toBe('a\ufffdb\ufffdc\ufffdd😀')
    expect(clipRequest({ 'k\u0000': 'v\ud83d' }, 'x\u0000')).toEqual({
      query: { 'k\ufffd': 'v\ufffd' },
      body: 'x\ufffd',
    })
  })
})
