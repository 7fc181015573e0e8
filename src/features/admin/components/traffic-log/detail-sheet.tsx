/**
 * The detail panel of a log row: a Radix dialog sliding in from the right (focus trapped,
 * Escape and the close button return to the list), opened by a URL parameter
 * (`?click=<id>`, `?session=<id>`, `?postback=<id>`) so Back closes it and a link can open
 * it. Its body is groups of labelled fields, then what the log adds (a click's postbacks, a
 * session's clicks); an empty value reads as a dash.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { AlertCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'

type PanelProps = {
  open: boolean
  onClose: () => void
  title: string
  description: ReactNode
  children: ReactNode
}

/** The panel itself: its title and description above, `children` below (the logs' rows, a postback). */
export function SidePanel({ open, onClose, title, description, children }: PanelProps) {
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <SheetContent side="right" className="w-full gap-0 overflow-y-auto sm:max-w-xl">
        <SheetHeader className="border-b pr-10">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <div className="space-y-6 p-4">{children}</div>
      </SheetContent>
    </Sheet>
  )
}

/** The panel of a row being read: a skeleton while it loads, the error when it failed. */
function DetailSheet({
  loading,
  error,
  children,
  ...panel
}: PanelProps & { loading: boolean; error: Error | null }) {
  return (
    <SidePanel {...panel}>
      {loading ? (
        <div className="space-y-3" aria-label="Loading" role="status">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-5 w-full" />
          ))}
        </div>
      ) : error ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>The details could not be loaded</AlertTitle>
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      ) : (
        children
      )}
    </SidePanel>
  )
}

export type Field = readonly [label: string, value: ReactNode]

/** A titled group of fields, one section of the panel. */
export type DetailGroup = { title: string; fields: readonly Field[] }

/** A log's detail panel as the log's table shows it: for the row `id`, or closed. */
export type DetailPanelProps = { id: string | null; onClose: () => void }

/**
 * The panel of the row `id`, read by `detail`: a skeleton while it loads, the error when it
 * fails or `missing` when the row is gone, else the row's field groups and `children`.
 *
 * @example
 * <LogDetailSheet id={id} onClose={onClose} detail={sessionDetailOptions}
 *   rowOf={(data) => data.session} missing="This session does not exist (any more)."
 *   title={() => 'Visitor session'} description={(session) => …}
 *   groups={(session) => [...visitGroups(session), visitGroup(session)]}>
 *   {(session, data) => <SessionClicks clicks={data.clicks} postbacks={data.postbacks} />}
 * </LogDetailSheet>
 */
export function LogDetailSheet<Data, Row, Key extends QueryKey>({
  id,
  onClose,
  detail,
  rowOf,
  missing,
  title,
  description,
  groups,
  children,
}: DetailPanelProps & {
  /** The query of a row and what belongs to it, by the row's id. */
  detail: (id: string) => UseQueryOptions<Data, Error, Data, Key>
  /** The row itself: null when no row has that id. */
  rowOf: (data: Data) => Row | null
  /** What the panel says when no row has that id. */
  missing: string
  /** The panel's title and description, also while it loads (row null). */
  title: (row: Row | null) => string
  description: (row: Row | null) => string
  groups: (row: Row) => readonly DetailGroup[]
  /** What follows the groups. */
  children?: (row: Row, data: Data) => ReactNode
}) {
  const query = useQuery({ ...detail(id ?? ''), enabled: id !== null })
  const row = query.data === undefined ? null : rowOf(query.data)
  const notFound = query.isSuccess && row === null
  return (
    <DetailSheet
      open={id !== null}
      onClose={onClose}
      title={title(row)}
      description={description(row)}
      loading={query.isPending}
      error={notFound ? new Error(missing) : query.error}
    >
      {row !== null && query.data !== undefined ? (
        <>
          {groups(row).map((group) => (
            <FieldGroup key={group.title} title={group.title} fields={group.fields} />
          ))}
          {children?.(row, query.data)}
        </>
      ) : null}
    </DetailSheet>
  )
}

/** Label/value pairs, each label beside its value. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className="grid grid-cols-[9rem_1fr] gap-x-4 gap-y-1.5 text-sm">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{shown(value)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A titled group of label/value pairs. */
export function FieldGroup({ title, fields }: DetailGroup) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <FieldList fields={fields} />
    </section>
  )
}

/** A value as text: a dash for nothing, yes/no for booleans. */
function shown(value: ReactNode): ReactNode {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return value
}
