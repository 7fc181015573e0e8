/**
 * One library file in a dialog: preview, dimensions, size, type, uploader and date; its
 * 'Alt text' (required before the image may be picked for a public page); copy its public
 * and optimised URLs; replace the file at the same path (the URL stays, the row follows);
 * delete, warning first when brands use it as their logo.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { RefreshCw, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Textarea } from '@/components/ui/textarea'
import { CopyButton } from '../components/copy-button'
import { listHref } from '../components/edit-links'
import { ConfirmDialog, describeError, Field, notifyError, notifySuccess } from '../components/form'
import { exactTime } from '../components/time-ago'
import { bucketRulesQuery } from '../components/upload/api/get-bucket-rules'
import { deleteMediaFile } from './api/delete-media-file'
import { mediaQueryOptions } from './api/get-media'
import { mediaUsageQueryOptions } from './api/get-media-usage'
import { uploaderQueryOptions } from './api/get-uploader'
import { optimisedUrl, publicUrl, renderUrl } from './api/media-urls'
import { saveAltText } from './api/save-alt-text'
import { uploadToStorage } from '../components/upload/api/upload-to-storage'
import { mediaKeys } from './keys'
import { MEDIA_BUCKET, usageSummary, type MediaRow } from './media-row'
import { describeUploadError, formatBytes, refusalOf } from '../components/upload/bucket-rules'
import { MediaUsageList } from './media-usage'

const ALT_MAX = 300

function Facts({ row }: { row: MediaRow }) {
  const uploader = useQuery(uploaderQueryOptions(row.id))
  const facts: Array<[string, string]> = [
    ['Type', row.mime_type ?? '—'],
    ['Size', formatBytes(row.size_bytes ?? 0)],
    ['Dimensions', row.width && row.height ? `${row.width} × ${row.height} px` : '—'],
    ['Uploaded by', uploader.data ?? (uploader.isPending ? '…' : 'Unknown')],
    ['Uploaded', exactTime(row.created_at)],
    ['Updated', exactTime(row.updated_at)],
    ['Path', row.path],
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function AltTextForm({ row, canWrite }: { row: MediaRow; canWrite: boolean }) {
  const queryClient = useQueryClient()
  const [value, setValue] = useState(row.alt_text ?? '')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const tooLong = value.trim().length > ALT_MAX
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault()
        if (tooLong) return
        setSaving(true)
        setError(null)
        try {
          await saveAltText(row.id, value)
          notifySuccess('Alt text saved.')
          await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
        } catch (saveError) {
          setError(describeError(saveError))
        } finally {
          setSaving(false)
        }
      }}
    >
      <Field
        label="Alt text"
        description={`What the image shows, for people who cannot see it. Required before the image can be used on a public page. ${value.trim().length}/${ALT_MAX}`}
        error={tooLong ? `At most ${ALT_MAX} characters.` : (error ?? undefined)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={value}
            disabled={!canWrite || saving}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      {canWrite ? (
        <Button type="submit" size="sm" disabled={saving || tooLong}>
          Save
        </Button>
      ) : null}
    </form>
  )
}

function ReplaceButton({ row }: { row: MediaRow }) {
  const queryClient = useQueryClient()
  const rules = useQuery(bucketRulesQuery(MEDIA_BUCKET))
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()

  async function replace(file: File) {
    setError(null)
    const refusal = rules.data ? refusalOf(file, rules.data) : null
    if (refusal) return setError(refusal)
    setProgress(0)
    try {
      const bitmap = typeof createImageBitmap === 'function' ? await createImageBitmap(file) : null
      const metadata = bitmap
        ? { width: String(bitmap.width), height: String(bitmap.height) }
        : undefined
      bitmap?.close()
      await uploadToStorage({
        bucket: MEDIA_BUCKET,
        path: row.path,
        file,
        upsert: true,
        metadata,
        onProgress: setProgress,
      })
      notifySuccess(`Replaced ${row.file_name}; its URL is unchanged.`)
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
    } catch (uploadError) {
      setError(describeUploadError(uploadError, rules.data))
    } finally {
      setProgress(null)
    }
  }

  return (
    <div className="space-y-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={progress !== null}
        aria-describedby={error ? errorId : undefined}
        onClick={() => input.current?.click()}
      >
        <RefreshCw aria-hidden="true" />
        {progress === null ? 'Replace file' : `Replacing… ${Math.round(progress * 100)}%`}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Replacement file"
        accept={rules.data?.types?.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void replace(file)
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          Refused: {error}
        </p>
      ) : null}
    </div>
  )
}

function DeleteButton({ row, onDeleted }: { row: MediaRow; onDeleted: () => void }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const usage = useQuery({ ...mediaUsageQueryOptions(row.id), enabled: open })
  return (
    <>
      <Button type="button" variant="destructive" size="sm" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${row.file_name}?`}
        description={
          <span className="block space-y-2">
            {usage.isPending ? (
              <span className="block">Checking where the file is used…</span>
            ) : usage.data && usage.data.length > 0 ? (
              <span className="block space-y-1 text-destructive">
                <strong className="block">{usageSummary(usage.data.length)}</strong>
                <MediaUsageList brands={usage.data} />
                <span className="block">Their logos will break until they get another.</span>
              </span>
            ) : usage.isError ? (
              <span className="block">Could not check which brands use it.</span>
            ) : (
              <span className="block">No brand uses it as a logo.</span>
            )}
            <span className="block">The file and its URL stop working at once.</span>
          </span>
        }
        onConfirm={async () => {
          try {
            await deleteMediaFile(MEDIA_BUCKET, row.path)
            notifySuccess(`Deleted ${row.file_name}.`)
            onDeleted()
            await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
          } catch (error) {
            notifyError(error, 'Could not delete')
          }
        }}
      />
    </>
  )
}

export function MediaDetailDialog({ id, canWrite }: { id: string; canWrite: boolean }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const query = useQuery(mediaQueryOptions(id))
  const close = () => void navigate(listHref(params))
  const row = query.data
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-all">{row?.file_name ?? 'File'}</DialogTitle>
          <DialogDescription>
            {row ? 'A file of the media library.' : query.isError ? '' : 'Loading…'}
          </DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The file could not be loaded: {describeError(query.error)}
          </p>
        ) : row ? (
          <div className="grid gap-5 md:grid-cols-2">
            <div className="space-y-3">
              <div className="flex aspect-[4/3] items-center justify-center rounded-lg border bg-muted/40 p-2">
                <img
                  src={`${renderUrl(row.path, { width: 640 })}&v=${encodeURIComponent(row.updated_at)}`}
                  alt={row.alt_text ?? ''}
                  className="max-h-full max-w-full object-contain"
                />
              </div>
              <Facts row={row} />
            </div>
            <div className="space-y-4">
              <AltTextForm key={row.updated_at} row={row} canWrite={canWrite} />
              <div className="flex flex-wrap gap-2">
                <CopyButton
                  text={publicUrl(MEDIA_BUCKET, row.path)}
                  label="Copy public URL"
                  copiedMessage="Public URL copied."
                />
                <CopyButton
                  text={optimisedUrl(row)}
                  label="Copy optimised URL"
                  copiedMessage="Optimised URL copied."
                />
              </div>
              {canWrite ? (
                <div className="flex flex-wrap items-start gap-2 border-t pt-4">
                  <ReplaceButton row={row} />
                  <DeleteButton row={row} onDeleted={close} />
                </div>
              ) : null}
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            Loading the file…
          </p>
        )}
      </DialogContent>
    </Dialog>
  )
}
