/** One folder of the uploads bucket, through Storage's own list: its subfolders, then its files. */
import type { FetchPage, ListStateOptions } from '../../components/data-table/query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { UPLOADS_BUCKET, type UploadEntry } from '../upload-paths'

/** Storage's list answers at most this many entries per folder (and removes as many per call). */
export const FOLDER_LIMIT = 1000

export const uploadListOptions: ListStateOptions = {
  sortKeys: ['name', 'updated_at'],
  defaultSort: { sort: 'name', order: 'asc' },
}

/** Lists one folder; Storage searches by name prefix and sorts, this page is sliced here. */
export function fetchUploadsPage(folder: string): FetchPage<UploadEntry> {
  return async (state, { from, to }, { signal, count }) => {
    const items = unwrap(
      await supabase.storage.from(UPLOADS_BUCKET).list(
        folder,
        {
          limit: FOLDER_LIMIT,
          search: state.q,
          sortBy: { column: state.sort ?? 'name', order: state.order },
        },
        { signal },
      ),
    )
    const entries: UploadEntry[] = items.map((item) => {
      const path = folder ? `${folder}/${item.name}` : item.name
      // Storage lists a folder as an entry without id.
      if (item.id === null) {
        return {
          path,
          name: item.name,
          kind: 'folder',
          size: null,
          mimeType: null,
          updatedAt: null,
        }
      }
      const metadata = (item.metadata ?? {}) as { size?: number; mimetype?: string }
      return {
        path,
        name: item.name,
        kind: 'file',
        size: metadata.size ?? null,
        mimeType: metadata.mimetype ?? null,
        updatedAt: item.updated_at,
      }
    })
    // Folders first, each group in Storage's order.
    const sorted = [
      ...entries.filter((entry) => entry.kind === 'folder'),
      ...entries.filter((entry) => entry.kind === 'file'),
    ]
    return { rows: sorted.slice(from, to + 1), total: count ? sorted.length : null }
  }
}
