/**
 * Picks an image of the media library, or uploads one into it first, for a field that
 * shows it on a public page (the brand form's logo). An image without alt text cannot be
 * picked until it gets one, written here.
 *
 * @example
 * <MediaPickerDialog open={open} onOpenChange={setOpen}
 *   onPick={(file) => form.setValue('brand_logo_url', file.url)} />
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { describeError, Field } from '../components/form'
import { DialogActions, DialogFrame } from '../components/form/dialogs'
import { fetchMediaPage } from './api/list-media'
import { publicUrl, thumbnailUrl } from './api/media-urls'
import { saveAltText } from './api/save-alt-text'
import { mediaKeys } from './keys'
import { MEDIA_BUCKET, needsAltText, type MediaRow } from './media-row'
import { UploadDropzone, UploadQueue } from '../components/upload/upload-panel'
import { useUploadQueue } from '../components/upload/use-upload-queue'

export type PickedMedia = { row: MediaRow; url: string }

const PICKER_SIZE = 24

export function MediaPickerDialog({
  open,
  onOpenChange,
  onPick,
  title = 'Choose an image',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onPick: (picked: PickedMedia) => void
  title?: string
}) {
  // The body (its queries, its upload queue) exists only while the dialog is open.
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Pick an image of the media library, or upload one into it. Images shown on the site need alt text."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
    >
      <PickerBody onPick={onPick} onClose={() => onOpenChange(false)} />
    </DialogFrame>
  )
}

function PickerBody({
  onPick,
  onClose,
}: {
  onPick: (picked: PickedMedia) => void
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [q, setQ] = useState('')
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [alt, setAlt] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const searchId = useId()
  const state = {
    page: 1,
    perPage: PICKER_SIZE,
    sort: 'created_at',
    order: 'desc' as const,
    q: q.trim(),
    filters: {},
  }
  const files = useQuery({
    queryKey: mediaKeys.picker(state),
    queryFn: ({ signal }) =>
      fetchMediaPage(state, { from: 0, to: PICKER_SIZE - 1 }, { signal, count: false }),
    placeholderData: keepPreviousData,
  })
  const queue = useUploadQueue({
    bucket: MEDIA_BUCKET,
    onUploaded: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  })
  const rows = files.data?.rows ?? []
  const selected = rows.find((row) => row.id === selectedId) ?? null
  const missingAlt = selected ? needsAltText(selected) : false

  function select(row: MediaRow) {
    setSelectedId(row.id)
    setAlt(row.alt_text ?? '')
    setError(null)
  }

  async function pick() {
    if (!selected) return
    setError(null)
    if (missingAlt) {
      if (alt.trim() === '') return setError('Write the alt text before using this image.')
      setBusy(true)
      try {
        await saveAltText(selected.id, alt)
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
      } catch (saveError) {
        setError(describeError(saveError))
        return
      } finally {
        setBusy(false)
      }
    }
    onPick({
      row: { ...selected, alt_text: selected.alt_text ?? alt.trim() },
      url: publicUrl(MEDIA_BUCKET, selected.path),
    })
    onClose()
  }

  return (
    <>
      <div className="grid gap-3 md:grid-cols-2">
        <UploadDropzone
          rules={queue.rules}
          target="the media library"
          onFiles={(list) => queue.add(list)}
        />
        <UploadQueue items={queue.items} onClear={queue.clearFinished} />
      </div>
      <div className="space-y-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search
        </label>
        <Input
          id={searchId}
          type="search"
          value={q}
          placeholder="Name or alt text"
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {files.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The library could not be loaded: {describeError(files.error)}
        </p>
      ) : files.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the library…
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {state.q ? 'No image matches this search.' : 'The library is empty: upload an image.'}
        </p>
      ) : (
        <ul
          aria-label="Library images"
          className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6"
        >
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                aria-pressed={row.id === selectedId}
                onClick={() => select(row)}
                className={cn(
                  'relative block w-full rounded-md border p-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  row.id === selectedId && 'border-primary ring-2 ring-primary',
                )}
              >
                <span className="flex aspect-square items-center justify-center bg-muted/40">
                  <img
                    src={thumbnailUrl(row.path)}
                    alt=""
                    loading="lazy"
                    className="max-h-full max-w-full object-contain"
                  />
                </span>
                <span className="mt-1 block truncate text-xs">{row.file_name}</span>
                {row.id === selectedId ? (
                  <Check
                    aria-hidden="true"
                    className="absolute right-1 top-1 size-4 rounded-full bg-primary text-primary-foreground"
                  />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && missingAlt ? (
        <Field
          label="Alt text"
          description={`${selected.file_name} has no alt text yet; it is saved with the file.`}
          error={error ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={alt}
              maxLength={300}
              onChange={(e) => setAlt(e.target.value)}
            />
          )}
        </Field>
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <Button type="button" disabled={!selected || busy} onClick={() => void pick()}>
          Use this image
        </Button>
      </DialogActions>
    </>
  )
}
