/** The CSV export: RFC 4180 text, formula injection defused, every page fetched in turn. */
import { describe, expect, test, vi } from 'vitest'
import {
  csvCell,
  csvChunks,
  csvFilename,
  csvLine,
} from '@/features/admin/components/data-table/csv'

describe('CSV export', () => {
  test('cells are quoted only when needed', () => {
    expect(csvCell('Canada')).toBe('Canada')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(0)).toBe('0')
    expect(csvCell(['a', 'b'])).toBe('a; b')
    expect(csvLine(['x', 1, true])).toBe('x,1,true\r\n')
  })

  test('a cell a spreadsheet would run as a formula is prefixed', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@sum')).toBe("'@sum")
  })

  test('fetches page after page until a short page, and yields one chunk per page', async () => {
    const all = Array.from({ length: 2500 }, (_, index) => ({ n: index }))
    const fetchRows = vi.fn(async (from: number, to: number) => all.slice(from, to + 1))
    const chunks: string[] = []
    for await (const chunk of csvChunks(
      [{ header: 'N', value: (row: { n: number }) => row.n }],
      fetchRows,
    )) {
      chunks.push(chunk)
    }
    expect(fetchRows.mock.calls.map(([from, to]) => [from, to])).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ])
    expect(chunks).toHaveLength(4)
    const lines = chunks.join('').trimEnd().split('\r\n')
    expect(lines).toHaveLength(2501)
    expect(lines[0]).toBe('N')
    expect(lines[2500]).toBe('2499')
  })

  test('an exact multiple of the page size ends with one empty page', async () => {
    const fetchRows = vi.fn(async (from: number) =>
      from < 2 ? [{ n: from }, { n: from + 1 }] : [],
    )
    const text: string[] = []
    for await (const chunk of csvChunks(
      [{ header: 'N', value: (row: { n: number }) => row.n }],
      fetchRows,
      {
        pageSize: 2,
      },
    )) {
      text.push(chunk)
    }
    expect(text.join('')).toBe('N\r\n0\r\n1\r\n')
    expect(fetchRows).toHaveBeenCalledTimes(2)
  })

  test('the file is named after the list and the day', () => {
    expect(csvFilename('countries', new Date('2026-11-23T22:00:00Z'))).toBe(
      'countries-2026-11-23.csv',
    )
  })
})
