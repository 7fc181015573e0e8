/**
 * /admin/media: the `media` bucket's files as a thumbnail grid (render endpoint, small
 * WebP) or a list, searched by name or alt text, filtered by type and sorted by date, name
 * or size (the column headings sort in both views); uploads by drop or picker above it;
 * a file's details open as a dialog (`?edit=<id>`).
 */
import { useQueryClient } from '@tanstack/react-query'
import type { Row as TableRowModel } from '@tanstack/react-table'
import { ImageOff, LayoutGrid, List } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TableCell, TableRow } from '@/components/ui/table'
import { ListTable, numberColumn, RowTitleLink, type ListColumn } from '../components/data-table'
import { EDIT_PARAM, formHref } from '../components/edit-links'
import { timeAgo } from '../components/time-ago'
import { fetchMediaPage, mediaListOptions } from './api/list-media'
import { publicUrl, thumbnailUrl } from './api/media-urls'
import { mediaKeys } from './keys'
import { MEDIA_BUCKET, MEDIA_TYPES, needsAltText, type MediaRow } from './media-row'
import { MediaDetailDialog } from './media-detail-dialog'
import { formatBytes } from '../components/upload/bucket-rules'
import { UploadDropzone, UploadQueue } from '../components/upload/upload-panel'
import { useUploadQueue } from '../components/upload/use-upload-queue'

const VIEW_PARAM = 'view'
const GRID_COLUMNS = ['file_name', 'size_bytes', 'created_at']
/** The grid keeps only the sortable headings: they are its sort controls. */
const inGrid = (column: ListColumn<MediaRow>) => GRID_COLUMNS.includes(column.id)

const typeLabel = (type: string | null) =>
  MEDIA_TYPES.find((option) => option.value === type)?.label ?? type ?? '—'

const dimensions = (row: MediaRow) =>
  row.width && row.height ? `${row.width} × ${row.height}` : '—'

function Thumbnail({ row, className }: { row: MediaRow; className: string }) {
  return (row.mime_type ?? '').startsWith('image/') ? (
    <img
      src={thumbnailUrl(row.path)}
      alt={row.alt_text ?? ''}
      loading="lazy"
      className={`object-contain ${className}`}
    />
  ) : (
    <ImageOff aria-hidden="true" className="size-6 text-muted-foreground" />
  )
}

function MediaGrid({ rows, colSpan }: { rows: TableRowModel<MediaRow>[]; colSpan: number }) {
  const [params] = useSearchParams()
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="whitespace-normal p-3">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {rows.map(({ original: row }) => (
            <li key={row.id}>
              <Link
                to={formHref(params, row.id)}
                className="group block rounded-lg border bg-background p-2 hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex aspect-[4/3] items-center justify-center rounded bg-muted/50">
                  <Thumbnail row={row} className="max-h-full max-w-full" />
                </span>
                <span className="mt-2 block truncate text-sm font-medium">{row.file_name}</span>
                <span className="flex items-center justify-between gap-1 text-xs text-muted-foreground">
                  <span>
                    {typeLabel(row.mime_type)} · {formatBytes(row.size_bytes ?? 0)}
                  </span>
                  {needsAltText(row) ? <Badge variant="outline">No alt</Badge> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </TableCell>
    </TableRow>
  )
}

const columns: ListColumn<MediaRow>[] = [
  {
    id: 'preview',
    label: 'Preview',
    value: (row) => row.path,
    className: 'w-16',
    csv: false,
    cell: (row) => (
      <span className="flex size-12 items-center justify-center rounded bg-muted/50">
        <Thumbnail row={row} className="max-h-12 max-w-12" />
      </span>
    ),
  },
  {
    id: 'file_name',
    label: 'Name',
    value: (row) => row.file_name,
    title: true,
    csv: { header: 'File name' },
    cell: (row) => <RowTitleLink id={row.id}>{row.file_name}</RowTitleLink>,
  },
  { id: 'path', label: 'Path', value: (row) => row.path, table: false },
  {
    id: 'mime_type',
    label: 'Type',
    value: (row) => row.mime_type,
    cell: (row) => typeLabel(row.mime_type),
  },
  {
    ...numberColumn<MediaRow>(
      'size_bytes',
      'Size',
      (row) => row.size_bytes,
      (row) => formatBytes(row.size_bytes ?? 0),
    ),
    csv: { header: 'Size (bytes)' },
  },
  {
    id: 'dimensions',
    label: 'Dimensions',
    value: dimensions,
    className: 'tabular-nums',
    csv: false,
  },
  { id: 'width', label: 'Width', value: (row) => row.width, table: false },
  { id: 'height', label: 'Height', value: (row) => row.height, table: false },
  {
    id: 'alt_text',
    label: 'Alt text',
    value: (row) => row.alt_text,
    cell: (row) =>
      needsAltText(row) ? (
        <Badge variant="outline">Missing</Badge>
      ) : (
        <span className="line-clamp-2">{row.alt_text ?? '—'}</span>
      ),
  },
  {
    id: 'created_at',
    label: 'Uploaded',
    value: (row) => row.created_at,
    cell: (row) => timeAgo(row.created_at),
  },
  {
    id: 'url',
    label: 'URL',
    value: (row) => publicUrl(MEDIA_BUCKET, row.path),
    table: false,
  },
]

export function MediaLibrary({ canWrite }: { canWrite: boolean }) {
  const [params, setParams] = useSearchParams()
  const queryClient = useQueryClient()
  const grid = params.get(VIEW_PARAM) !== 'list'
  const editing = params.get(EDIT_PARAM)
  const queue = useUploadQueue({
    bucket: MEDIA_BUCKET,
    onUploaded: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  })

  function setView(view: 'grid' | 'list') {
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (view === 'grid') next.delete(VIEW_PARAM)
      else next.set(VIEW_PARAM, view)
      return next
    })
  }

  return (
    <div className="space-y-4">
      {canWrite ? (
        <div className="grid items-start gap-3 lg:grid-cols-2">
          <UploadDropzone
            rules={queue.rules}
            target="the media library"
            onFiles={(files) => queue.add(files)}
          />
          <UploadQueue items={queue.items} onClear={queue.clearFinished} />
        </div>
      ) : null}
      <ListTable
        name="media"
        label="Media files"
        columns={columns}
        shown={grid ? inGrid : undefined}
        listOptions={mediaListOptions}
        queryKey={mediaKeys.list}
        fetchPage={fetchMediaPage}
        getRowId={(row) => row.id}
        actions={
          <div role="group" aria-label="View" className="flex rounded-md border">
            <Button
              type="button"
              variant={grid ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={grid}
              onClick={() => setView('grid')}
            >
              <LayoutGrid aria-hidden="true" />
              Grid
            </Button>
            <Button
              type="button"
              variant={grid ? 'ghost' : 'secondary'}
              size="sm"
              aria-pressed={!grid}
              onClick={() => setView('list')}
            >
              <List aria-hidden="true" />
              List
            </Button>
          </div>
        }
        renderRows={
          grid
            ? (rows) => <MediaGrid rows={rows} colSpan={rows[0]?.getVisibleCells().length ?? 1} />
            : undefined
        }
        keepRowsOnPhone={grid}
        empty={{
          title: 'No files yet',
          description: canWrite
            ? 'Drop images above or choose files to upload them.'
            : 'An editor or admin can upload images.',
        }}
      />
      {editing ? <MediaDetailDialog key={editing} id={editing} canWrite={canWrite} /> : null}
    </div>
  )
}
