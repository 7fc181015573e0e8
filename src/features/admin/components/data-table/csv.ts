/**
 * CSV export of a whole filtered list: every page fetched in turn (1000 rows, PostgREST's
 * maximum per response) and written out as it arrives, so a large set is never held as
 * one array. Text follows RFC 4180; a cell that a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR at its start) is prefixed with an apostrophe (OWASP's CSV
 * injection advice).
 */

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown }

/** A flag as a CSV cell. */
export const yesNo = (value: boolean) => (value ? 'yes' : 'no')

export const CSV_PAGE_SIZE = 1000

/** One cell as CSV text. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = Array.isArray(value) ? value.join('; ') : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV line, CRLF-terminated. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** Fetches rows [from, to] (inclusive) of the filtered, sorted set. */
export type FetchRows<Row> = (from: number, to: number, signal?: AbortSignal) => Promise<Row[]>

/**
 * The CSV text of every row, page after page: the header line first, then one chunk per
 * page. A page shorter than `pageSize` is the last.
 */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  fetchRows: FetchRows<Row>,
  { pageSize = CSV_PAGE_SIZE, signal }: { pageSize?: number; signal?: AbortSignal } = {},
): AsyncGenerator<string> {
  yield csvLine(columns.map((column) => column.header))
  for (let from = 0; ; from += pageSize) {
    const rows = await fetchRows(from, from + pageSize - 1, signal)
    if (rows.length > 0) {
      yield rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('')
    }
    if (rows.length < pageSize) return
  }
}

/** The chunks as a byte stream (UTF-8 with a BOM, so spreadsheets read accents right). */
export function csvStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(new Uint8Array([0xef, 0xbb, 0xbf]))
        return
      }
      const { value, done } = await chunks.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}

/**
 * Saves the stream as `filename`: the stream becomes a Blob (the browser holds it, on disk
 * when large, never as a JavaScript array) downloaded through a temporary link. (The File
 * System Access API would write straight to disk, but its picker cannot be driven by the
 * end-to-end tests, and a Blob works in every browser.)
 */
export async function saveCsv(stream: ReadableStream<Uint8Array>, filename: string): Promise<void> {
  const blob = await new Response(stream, { headers: { 'content-type': 'text/csv' } }).blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A file name for today's export: `countries-2026-11-23.csv`. */
export function csvFilename(base: string, now = new Date()): string {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`
}
