/**
 * /admin/media: the `media` bucket's files as a thumbnail grid (render endpoint, small
 * WebP) or a list, searched by name or alt text, filtered by type and sorted by date, name
 * or size (the column headings sort in both views); uploads by drop or picker above it;
 * a file's details open as a dialog (`?edit=<id>`).
 */
import { useQueryClient } from '@tanstack/react-query'
import { createColumnHelper, type Row as TableRowModel } from '@tanstack/react-table'
import { ImageOff, LayoutGrid, List } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TableCell, TableRow } from '@/components/ui/table'
import {
  DataTable,
  DataTableColumnHeader,
  RowEditLink,
  type CsvColumn,
} from '../components/data-table'
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

const column = createColumnHelper<MediaRow>()
const VIEW_PARAM = 'view'
const GRID_COLUMNS = ['file_name', 'size_bytes', 'created_at']

const typeLabel = (type: string | null) =>
  MEDIA_TYPES.find((option) => option.value === type)?.label ?? type ?? '—'

const dimensions = (row: MediaRow) =>
  row.width && row.height ? `${row.width} × ${row.height}` : '—'

const csvColumns: CsvColumn<MediaRow>[] = [
  { header: 'File name', value: (row) => row.file_name },
  { header: 'Path', value: (row) => row.path },
  { header: 'Type', value: (row) => row.mime_type },
  { header: 'Size (bytes)', value: (row) => row.size_bytes },
  { header: 'Width', value: (row) => row.width },
  { header: 'Height', value: (row) => row.height },
  { header: 'Alt text', value: (row) => row.alt_text },
  { header: 'Uploaded', value: (row) => row.created_at },
  { header: 'URL', value: (row) => publicUrl(MEDIA_BUCKET, row.path) },
]

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

export function MediaLibrary({ canWrite }: { canWrite: boolean }) {
  const [params, setParams] = useSearchParams()
  const queryClient = useQueryClient()
  const grid = params.get(VIEW_PARAM) !== 'list'
  const editing = params.get(EDIT_PARAM)
  const queue = useUploadQueue({
    bucket: MEDIA_BUCKET,
    onUploaded: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  })

  const columns = useMemo(() => {
    const all = [
      column.display({
        id: 'preview',
        header: 'Preview',
        meta: { label: 'Preview', className: 'w-16' },
        cell: ({ row }) => (
          <span className="flex size-12 items-center justify-center rounded bg-muted/50">
            <Thumbnail row={row.original} className="max-h-12 max-w-12" />
          </span>
        ),
      }),
      column.accessor('file_name', {
        id: 'file_name',
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Name" />,
        enableHiding: false,
        meta: { label: 'Name' },
        cell: (info) => (
          <RowEditLink to={formHref(params, info.row.original.id)}>{info.getValue()}</RowEditLink>
        ),
      }),
      column.accessor('mime_type', {
        header: 'Type',
        enableSorting: false,
        meta: { label: 'Type' },
        cell: (info) => typeLabel(info.getValue()),
      }),
      column.accessor('size_bytes', {
        id: 'size_bytes',
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Size" />,
        meta: { label: 'Size', className: 'text-right tabular-nums' },
        cell: (info) => formatBytes(info.getValue() ?? 0),
      }),
      column.display({
        id: 'dimensions',
        header: 'Dimensions',
        meta: { label: 'Dimensions', className: 'tabular-nums' },
        cell: ({ row }) => dimensions(row.original),
      }),
      column.accessor('alt_text', {
        header: 'Alt text',
        enableSorting: false,
        meta: { label: 'Alt text' },
        cell: (info) =>
          needsAltText(info.row.original) ? (
            <Badge variant="outline">Missing</Badge>
          ) : (
            <span className="line-clamp-2">{info.getValue() ?? '—'}</span>
          ),
      }),
      column.accessor('created_at', {
        id: 'created_at',
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Uploaded" />,
        meta: { label: 'Uploaded' },
        cell: (info) => timeAgo(info.getValue()),
      }),
    ]
    // The grid keeps only the sortable headings: they are its sort controls.
    return grid ? all.filter((c) => GRID_COLUMNS.includes(c.id ?? '')) : all
  }, [params, grid])

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
      <DataTable
        name="media"
        label="Media files"
        columns={columns}
        listOptions={mediaListOptions}
        queryKey={mediaKeys.list}
        fetchPage={fetchMediaPage}
        getRowId={(row) => row.id}
        csv={{ columns: csvColumns }}
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
