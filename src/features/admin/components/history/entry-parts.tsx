/**
 * The parts of an audit_log entry as staff read it, shared by each edit page's History
 * and the Audit log page: who, the action, and each field's value before and after, side
 * by side, with secrets masked.
 */
import type { Json } from '@/integrations/supabase/types'
import { exactTime, timeAgo } from '../time-ago'
import {
  fieldLabel,
  formatValue,
  isSecretField,
  MASKED_VALUE,
  SHORT_VALUE_CHARS,
} from './format-value'
import { ACTION_LABELS, actorOf } from './entry-text'
import type { HistoryEntry } from './api/get-history'

function field(data: Json | null, name: string): Json | undefined {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? data[name] : undefined
}

function Value({ value, secret }: { value: Json | undefined; secret: boolean }) {
  const text = formatValue(value)
  if (text === '') return <span className="italic text-muted-foreground">empty</span>
  if (secret) return <span className="text-muted-foreground">{MASKED_VALUE} (secret, hidden)</span>
  if (text.length <= SHORT_VALUE_CHARS) {
    return <span className="whitespace-pre-wrap break-words">{text}</span>
  }
  return (
    <details className="group">
      <summary className="cursor-pointer break-words rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <span className="group-open:hidden">{text.slice(0, SHORT_VALUE_CHARS)}… </span>
        <span className="font-medium text-primary underline-offset-2 hover:underline">
          <span className="group-open:hidden">Show all</span>
          <span className="hidden group-open:inline">Show less</span>
        </span>
      </summary>
      <p className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap break-words">{text}</p>
    </details>
  )
}

/** Each field's value before and after, side by side (one column on phones). */
export function FieldChanges({
  entry,
  fields,
}: {
  entry: Pick<HistoryEntry, 'old_data' | 'new_data'>
  fields: readonly string[]
}) {
  const row = entry.new_data ?? entry.old_data
  return (
    <dl className="space-y-2 text-sm">
      {fields.map((name) => {
        const secret = isSecretField(name, row)
        return (
          <div key={name} className="rounded-md border bg-muted/40 p-2">
            <dt className="font-medium">{fieldLabel(name)}</dt>
            <dd className="mt-1 grid gap-2 sm:grid-cols-2">
              <div className="min-w-0">
                <span className="block text-xs text-muted-foreground">Before</span>
                <Value value={field(entry.old_data, name)} secret={secret} />
              </div>
              <div className="min-w-0">
                <span className="block text-xs text-muted-foreground">After</span>
                <Value value={field(entry.new_data, name)} secret={secret} />
              </div>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

/** One entry of a row's History: what, by whom, when, and an update's field changes. */
export function HistoryEntryItem({ entry }: { entry: HistoryEntry }) {
  const fields = entry.action === 'update' ? (entry.changed_fields ?? []) : []
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <p className="text-sm">
        <span className="font-medium">{ACTION_LABELS[entry.action] ?? entry.action}</span>
        {' by '}
        <span className="break-all">{actorOf(entry)}</span>
        {' · '}
        <time dateTime={entry.occurred_at} className="whitespace-nowrap">
          {timeAgo(entry.occurred_at)}
        </time>{' '}
        <span className="whitespace-nowrap text-muted-foreground">
          ({exactTime(entry.occurred_at)})
        </span>
      </p>
      {fields.length > 0 ? <FieldChanges entry={entry} fields={fields} /> : null}
    </li>
  )
}
