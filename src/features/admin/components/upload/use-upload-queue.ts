/**
 * The upload queue: files dropped or picked are checked against the bucket's rules,
 * then sent a few at a time, each with its own progress and result. A refusal (before
 * upload, or by the server) is that file's result and never stops the others.
 */
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { bucketRulesQuery } from './api/get-bucket-rules'
import { describeUploadError, refusalOf } from './bucket-rules'
import { joinPath, safeFileName, withSuffix } from './file-names'
import { StorageUploadError, uploadToStorage } from './api/upload-to-storage'

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'refused'

export type UploadItem = {
  id: string
  fileName: string
  size: number
  status: UploadStatus
  /** 0..1 while uploading. */
  progress: number
  /** Why it was refused, or where it was stored. */
  message: string | null
  /** Object name once stored. */
  path: string | null
}

/** At most this many uploads run at once; the rest wait their turn. */
const PARALLEL = 3

/** Width and height of an image, for the media row; null when the browser cannot tell. */
async function imageSize(file: File): Promise<{ width: string; height: string } | null> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: String(bitmap.width), height: String(bitmap.height) }
    bitmap.close()
    return size
  } catch {
    return null
  }
}

export function useUploadQueue({
  bucket,
  onUploaded,
}: {
  bucket: string
  /** Called once per stored file (refresh the list, pick the file). */
  onUploaded?: (path: string) => void
}) {
  const rules = useQuery(bucketRulesQuery(bucket))
  const [items, setItems] = useState<UploadItem[]>([])

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)))
  }, [])

  const send = useCallback(
    async (id: string, file: File, folder: string) => {
      patch(id, { status: 'uploading', progress: 0 })
      const name = safeFileName(file.name)
      const metadata = (await imageSize(file)) ?? undefined
      const onProgress = (progress: number) => patch(id, { progress })
      let path = joinPath(folder, name)
      try {
        try {
          await uploadToStorage({ bucket, path, file, metadata, onProgress })
        } catch (error) {
          // The name is taken: keep both files under a second name.
          if (!(error instanceof StorageUploadError && error.statusCode === '409')) throw error
          path = joinPath(folder, withSuffix(name, crypto.randomUUID().slice(0, 6)))
          await uploadToStorage({ bucket, path, file, metadata, onProgress })
        }
        patch(id, { status: 'done', progress: 1, path, message: `Uploaded as ${path}` })
        onUploaded?.(path)
      } catch (error) {
        patch(id, { status: 'refused', message: describeUploadError(error, rules.data) })
      }
    },
    [bucket, patch, rules.data, onUploaded],
  )

  /** Queues files for `folder` ('' = the bucket's root). */
  const add = useCallback(
    (files: readonly File[], folder = '') => {
      const queued = files.map((file) => {
        const reason = rules.data ? refusalOf(file, rules.data) : null
        const item: UploadItem = {
          id: crypto.randomUUID(),
          fileName: file.name,
          size: file.size,
          status: reason ? 'refused' : 'waiting',
          progress: 0,
          message: reason,
          path: null,
        }
        return { item, file }
      })
      setItems((current) => [...queued.map(({ item }) => item), ...current])
      const pending = queued.filter(({ item }) => item.status === 'waiting')
      const worker = async () => {
        for (let next = pending.shift(); next; next = pending.shift()) {
          await send(next.item.id, next.file, folder)
        }
      }
      void Promise.all(Array.from({ length: Math.min(PARALLEL, pending.length) }, worker))
    },
    [rules.data, send],
  )

  const clearFinished = useCallback(() => {
    setItems((current) =>
      current.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
    )
  }, [])

  return { items, add, clearFinished, rules: rules.data }
}
