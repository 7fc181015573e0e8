/**
 * The change history of one row, for every edit page of the workbench:
 *
 *   <RecordHistory table="countries" recordId={row.id} />
 *
 * Newest first, ten at a time with 'Show more': who (email and role, or System for the
 * service key and migrations), when (relative, and exact), what (created, changed,
 * deleted) and, for a change, each field's value before and after.
 */
import { AlertCircle, RotateCw } from 'lucide-react'
import { useId } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { Json } from '@/integrations/supabase/types'
import { isStaffRole, ROLE_LABELS } from '../../auth/roles'
import { describeError } from '../form'
import { exactTime, timeAgo } from '../time-ago'
import { fieldLabel, formatValue, SHORT_VALUE_CHARS } from './format-value'
import { useHistory, type HistoryEntry } from './get-history'

const ACTIONS: Record<string, string> = {
  insert: 'Created',
  update: 'Changed',
  delete: 'Deleted',
}

/** Requests that are no signed-in person: the service key, migrations and seed. */
function actorOf(entry: HistoryEntry): string {
  if (!entry.actor_email || entry.actor_db_role !== 'authenticated') return 'System'
  const role = isStaffRole(entry.actor_staff_role) ? ROLE_LABELS[entry.actor_staff_role] : null
  return role ? `${entry.actor_email} (${role})` : entry.actor_email
}

function field(data: Json | null, name: string): Json | undefined {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? data[name] : undefined
}

function Value({ value }: { value: Json | undefined }) {
  const text = formatValue(value)
  if (text === '') return <span className="italic text-muted-foreground">empty</span>
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

function Entry({ entry }: { entry: HistoryEntry }) {
  const fields = entry.action === 'update' ? (entry.changed_fields ?? []) : []
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <p className="text-sm">
        <span className="font-medium">{ACTIONS[entry.action] ?? entry.action}</span>
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
      {fields.length > 0 ? (
        <dl className="space-y-2 text-sm">
          {fields.map((name) => (
            <div key={name} className="rounded-md border bg-muted/40 p-2">
              <dt className="font-medium">{fieldLabel(name)}</dt>
              <dd className="mt-1 grid gap-2 sm:grid-cols-2">
                <div className="min-w-0">
                  <span className="block text-xs text-muted-foreground">Before</span>
                  <Value value={field(entry.old_data, name)} />
                </div>
                <div className="min-w-0">
                  <span className="block text-xs text-muted-foreground">After</span>
                  <Value value={field(entry.new_data, name)} />
                </div>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  )
}

export function RecordHistory({ table, recordId }: { table: string; recordId: string }) {
  const headingId = useId()
  const query = useHistory(table, recordId)
  const entries = query.data?.pages.flat() ?? []

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-base font-semibold">
        History
      </h2>
      {query.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading the history">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-5 w-full max-w-md" />
          ))}
        </div>
      ) : query.isError && entries.length === 0 ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>The history could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{describeError(query.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes recorded yet.</p>
      ) : (
        <>
          <ol className="divide-y" aria-labelledby={headingId}>
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              More history could not be loaded: {describeError(query.error)}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
