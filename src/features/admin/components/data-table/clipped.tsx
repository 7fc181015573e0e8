/**
 * A long text cut to its column's room, the whole text on hover: the columns of a list with
 * many (a traffic log's visit fields, the audit log's changes) all fit at 1280 px. `width`
 * is the column's room, a Tailwind max-width class.
 */
export function Clipped({ text, width = 'max-w-40' }: { text: string | null; width?: string }) {
  if (!text) return '—'
  return (
    <span title={text} className={`block min-w-16 truncate ${width}`}>
      {text}
    </span>
  )
}
