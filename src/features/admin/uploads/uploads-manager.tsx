/**
 * /admin/uploads: a file manager for the `uploads` bucket. The folder is in the URL
 * (`?path=a/b`); its folders and files are a workbench list (search by name, sort by name
 * or date, CSV); files are uploaded into the open folder with the media library's queue
 * (same progress and refusals), renamed or moved, deleted, and their URL copied (served
 * as they are, never through the image renderer); folders are renamed, moved and deleted
 * with every file in them.
 */
import { useQueryClient } from '@tanstack/react-query'
import { FileText, Folder, FolderPlus, Pencil, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { CopyButton } from '../components/copy-button'
import {
  ListTable,
  numberColumn,
  rowActionsColumn,
  type ListColumn,
} from '../components/data-table'
import { ConfirmDialog, notifyError, notifySuccess } from '../components/form'
import { timeAgo } from '../components/time-ago'
import { formatBytes } from '../components/upload/bucket-rules'
import { UploadDropzone, UploadQueue } from '../components/upload/upload-panel'
import { useUploadQueue } from '../components/upload/use-upload-queue'
import { fetchUploadsPage, uploadListOptions } from './api/list-folder'
import { moveFolder } from './api/move-folder'
import { moveUpload } from './api/move-upload'
import { removeFolder } from './api/remove-folder'
import { removeUpload } from './api/remove-upload'
import { uploadUrl } from './api/upload-url'
import { uploadKeys } from './keys'
import { folderTrail, UPLOADS_BUCKET, type UploadEntry } from './upload-paths'
import { PathDialog } from './path-dialog'

const PATH_PARAM = 'path'
const filesCount = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`

/** The link to a folder, keeping nothing of the previous folder's search or page. */
function folderHref(folder: string): string {
  return folder ? `?${new URLSearchParams({ [PATH_PARAM]: folder }).toString()}` : '?'
}

function Breadcrumbs({ folder }: { folder: string }) {
  const trail = folderTrail(folder)
  return (
    <nav aria-label="Folder">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {trail.length === 0 ? (
            <span aria-current="page" className="font-medium">
              uploads
            </span>
          ) : (
            <Link to={folderHref('')} className="underline underline-offset-2">
              uploads
            </Link>
          )}
        </li>
        {trail.map((path, index) => (
          <li key={path} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            {index === trail.length - 1 ? (
              <span aria-current="page" className="font-medium">
                {path.split('/').at(-1)}
              </span>
            ) : (
              <Link to={folderHref(path)} className="underline underline-offset-2">
                {path.split('/').at(-1)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

const columns: ListColumn<UploadEntry>[] = [
  {
    id: 'name',
    label: 'Name',
    value: (row) => row.name,
    title: true,
    csv: false,
    cell: (row) =>
      row.kind === 'folder' ? (
        <Link
          to={folderHref(row.path)}
          className="inline-flex items-center gap-2 font-medium underline-offset-2 hover:underline"
        >
          <Folder aria-hidden="true" className="size-4 text-muted-foreground" />
          {row.name}
        </Link>
      ) : (
        <a
          href={uploadUrl(row.path)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-2 break-all underline-offset-2 hover:underline"
        >
          <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          {row.name}
        </a>
      ),
  },
  { id: 'path', label: 'Path', value: (row) => row.path, table: false },
  { id: 'kind', label: 'Kind', value: (row) => row.kind, table: false },
  {
    id: 'mimeType',
    label: 'Type',
    value: (row) => row.mimeType,
    cell: (row) => (row.kind === 'folder' ? 'Folder' : (row.mimeType ?? '—')),
  },
  {
    ...numberColumn<UploadEntry>(
      'size',
      'Size',
      (row) => row.size,
      (row) => (row.size === null ? '—' : formatBytes(row.size)),
    ),
    csv: { header: 'Size (bytes)' },
  },
  {
    id: 'updated_at',
    label: 'Updated',
    value: (row) => row.updatedAt,
    cell: (row) => (row.updatedAt ? timeAgo(row.updatedAt) : '—'),
  },
  {
    id: 'url',
    label: 'URL',
    value: (row) => (row.kind === 'file' ? uploadUrl(row.path) : null),
    table: false,
  },
]

type Pending =
  | { kind: 'folder' }
  | { kind: 'rename'; entry: UploadEntry }
  | { kind: 'delete'; entry: UploadEntry }
  | null

export function UploadsManager({ canWrite }: { canWrite: boolean }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const folder = params.get(PATH_PARAM) ?? ''
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<Pending>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: uploadKeys.all })
  const queue = useUploadQueue({ bucket: UPLOADS_BUCKET, onUploaded: () => void refresh() })
  const fetchPage = useMemo(() => fetchUploadsPage(folder), [folder])

  const actions = useMemo(
    () => [
      rowActionsColumn<UploadEntry>(
        (entry) =>
          entry.kind === 'folder' && !canWrite ? null : (
            <div className="flex flex-wrap justify-end gap-1">
              {entry.kind === 'file' ? (
                <CopyButton
                  text={uploadUrl(entry.path)}
                  label="Copy URL"
                  copiedMessage="URL copied."
                />
              ) : null}
              {canWrite ? (
                <>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Rename or move ${entry.name}`}
                    onClick={() => setPending({ kind: 'rename', entry })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete ${entry.name}`}
                    onClick={() => setPending({ kind: 'delete', entry })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </>
              ) : null}
            </div>
          ),
        'w-56 text-right',
      ),
    ],
    [canWrite],
  )

  const target = folder ? `folder ${folder}` : 'the uploads bucket'

  return (
    <div className="space-y-4">
      <Breadcrumbs folder={folder} />
      {canWrite ? (
        <div className="grid gap-3 lg:grid-cols-2">
          <UploadDropzone
            rules={queue.rules}
            target={target}
            onFiles={(files) => queue.add(files, folder)}
          />
          <UploadQueue items={queue.items} onClear={queue.clearFinished} />
        </div>
      ) : null}
      <ListTable
        key={folder}
        name="uploads"
        label="Uploaded files"
        columns={columns}
        after={actions}
        listOptions={uploadListOptions}
        queryKey={uploadKeys.folder(folder)}
        fetchPage={fetchPage}
        getRowId={(row) => `${row.kind}:${row.path}`}
        actions={
          canWrite ? (
            <Button type="button" size="sm" onClick={() => setPending({ kind: 'folder' })}>
              <FolderPlus aria-hidden="true" />
              New folder
            </Button>
          ) : null
        }
        empty={{
          title: folder ? 'This folder is empty' : 'No files yet',
          description: folder
            ? 'Upload a file into it: a folder is kept while it holds a file.'
            : 'Upload documents and images above; New folder groups them.',
        }}
      />
      {pending?.kind === 'folder' ? (
        <PathDialog
          title="New folder"
          description={`A folder inside ${target}. It is kept once a file is uploaded into it.`}
          label="Folder name"
          initial=""
          submitLabel="Create folder"
          onClose={() => setPending(null)}
          onSubmit={(name) => void navigate(folderHref(folder ? `${folder}/${name}` : name))}
        />
      ) : null}
      {pending?.kind === 'rename' ? (
        <PathDialog
          title={`Rename or move ${pending.entry.name}`}
          description={
            pending.entry.kind === 'folder'
              ? 'Its new path in the uploads bucket. Every file in it moves with it, and their old URLs stop working.'
              : 'Its new path in the uploads bucket; a folder in the path moves it there. Its old URL stops working.'
          }
          label="New path"
          initial={pending.entry.path}
          submitLabel="Rename"
          onClose={() => setPending(null)}
          onSubmit={async (path) => {
            if (path === pending.entry.path) return
            if (pending.entry.kind === 'folder') {
              try {
                const moved = await moveFolder(pending.entry.path, path)
                notifySuccess(`Moved ${filesCount(moved)} to ${path}.`)
              } finally {
                await refresh()
              }
              return
            }
            await moveUpload(pending.entry.path, path)
            notifySuccess(`Moved to ${path}.`)
            await refresh()
          }}
        />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending?.kind === 'delete' ? `Delete ${pending.entry.name}?` : 'Delete?'}
        description={
          pending?.kind === 'delete' && pending.entry.kind === 'folder'
            ? 'Every file in this folder and its subfolders is deleted, and their URLs stop working at once.'
            : 'The file and its URL stop working at once.'
        }
        onConfirm={async () => {
          if (pending?.kind !== 'delete') return
          const { entry } = pending
          try {
            if (entry.kind === 'folder') {
              const removed = await removeFolder(entry.path)
              notifySuccess(`Deleted ${entry.name} and ${filesCount(removed)}.`)
            } else {
              await removeUpload(entry.path)
              notifySuccess(`Deleted ${entry.name}.`)
            }
          } catch (error) {
            notifyError(error, 'Could not delete')
          } finally {
            await refresh()
          }
        }}
      />
    </div>
  )
}
