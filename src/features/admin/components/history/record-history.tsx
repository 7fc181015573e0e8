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
import { describeError } from '../form/database-errors'
import { HistoryEntryItem } from './entry-parts'
import { useHistory } from './api/get-history'

export function RecordHistory({
  table,
  recordId,
  title = 'History',
}: {
  table: string
  recordId: string
  /** The heading, when a page shows the history of more than one row ('Rules history'). */
  title?: string
}) {
  const headingId = useId()
  const query = useHistory(table, recordId)
  const entries = query.data?.pages.flat() ?? []

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-base font-semibold">
        {title}
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
              <HistoryEntryItem key={entry.id} entry={entry} />
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
