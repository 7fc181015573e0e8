/**
 * Where files go in: a drop area with a 'Choose files' button (several at once), the
 * bucket's rules in words, and the queue, one row per file with its progress bar and
 * result (uploaded, or refused and why).
 */
import { CheckCircle2, CircleAlert, Upload } from 'lucide-react'
import { useId, useRef, useState, type DragEvent } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { BucketRules } from './api/get-bucket-rules'
import { describeTypes, formatBytes } from './bucket-rules'
import type { UploadItem } from './use-upload-queue'

export function UploadDropzone({
  rules,
  onFiles,
  disabled,
  target,
}: {
  rules: BucketRules | undefined
  onFiles: (files: File[]) => void
  disabled?: boolean
  /** Where the files go, in words ('the media library', 'folder logos'). */
  target: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const hintId = useId()

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setOver(false)
    if (disabled) return
    const files = Array.from(event.dataTransfer.files)
    if (files.length > 0) onFiles(files)
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="upload-dropzone"
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed bg-muted/30 px-4 py-6 text-center',
        over && 'border-primary bg-primary/5',
      )}
    >
      <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
      <p className="text-sm font-medium">Drop files here to upload them to {target}</p>
      <p id={hintId} className="text-xs text-muted-foreground">
        {rules
          ? [
              rules.types ? describeTypes(rules.types) : 'Any type',
              rules.maxBytes !== null ? `at most ${formatBytes(rules.maxBytes)} each` : null,
            ]
              .filter(Boolean)
              .join(', ')
          : 'Reading the limits…'}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to upload"
        accept={rules?.types?.join(',')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          if (files.length > 0) onFiles(files)
        }}
      />
    </div>
  )
}

function ItemStatus({ item }: { item: UploadItem }) {
  if (item.status === 'refused') {
    return (
      <p className="flex items-start gap-1.5 text-sm text-destructive">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Refused: {item.message}</span>
      </p>
    )
  }
  if (item.status === 'done') {
    return (
      <p className="flex items-start gap-1.5 text-sm text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="break-all">{item.message}</span>
      </p>
    )
  }
  const percent = Math.round(item.progress * 100)
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Uploading ${item.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-20 text-right text-xs tabular-nums text-muted-foreground">
        {item.status === 'waiting' ? 'Waiting' : `${percent}%`}
      </span>
    </div>
  )
}

export function UploadQueue({
  items,
  onClear,
}: {
  items: readonly UploadItem[]
  onClear: () => void
}) {
  if (items.length === 0) return null
  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading')
  return (
    <section aria-label="Uploads in progress" className="space-y-2 rounded-lg border bg-card p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium">Uploads</h2>
        {busy ? null : (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            Clear finished
          </Button>
        )}
      </div>
      <ul className="space-y-3" aria-live="polite">
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="upload-item"
            data-status={item.status}
            className="space-y-1"
          >
            <p className="flex justify-between gap-2 text-sm">
              <span className="truncate font-medium">{item.fileName}</span>
              <span className="shrink-0 text-muted-foreground">{formatBytes(item.size)}</span>
            </p>
            <ItemStatus item={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}
