/**
 * The detail panel of a log row: a Radix dialog sliding in from the right (focus trapped,
 * Escape and the close button return to the list), opened by a URL parameter
 * (`?click=<id>`, `?session=<id>`) so Back closes it and a link can open it. Its body is
 * groups of labelled fields; an empty value reads as a dash.
 */
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

export function DetailSheet({
  open,
  onClose,
  title,
  description,
  loading,
  error,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  description: string
  loading: boolean
  error: Error | null
  children: ReactNode
}) {
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <SheetContent side="right" className="w-full gap-0 overflow-y-auto sm:max-w-xl">
        <SheetHeader className="border-b pr-10">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <div className="space-y-6 p-4">
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
        </div>
      </SheetContent>
    </Sheet>
  )
}

export type Field = readonly [label: string, value: ReactNode]

/** A titled group of label/value pairs. */
export function FieldGroup({ title, fields }: { title: string; fields: readonly Field[] }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-[9rem_1fr] gap-x-4 gap-y-1.5 text-sm">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{shown(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A value as text: a dash for nothing, yes/no for booleans. */
function shown(value: ReactNode): ReactNode {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return value
}
