/** The code snippet list: name, placement, origins, active, sort order, updated. */
import { createColumnHelper } from '@tanstack/react-table'
import { Pencil, Plus } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import {
  activeColumn,
  DataTable,
  DataTableColumnHeader,
  RowDeleteButton,
  RowEditLink,
  rowActionsColumn,
  sortOrderColumn,
  updatedColumn,
  type CsvColumn,
} from '../components/data-table'
import { formHref } from '../components/edit-links'
import { fetchSnippetPage, snippetListOptions, type SnippetListRow } from './api/list-snippets'
import { snippetKeys } from './keys'
import { SNIPPET_LOCATIONS } from './snippet-schema'
import { useDeleteSnippet } from './use-delete-snippet'

const column = createColumnHelper<SnippetListRow>()
const placementLabel = (location: string) =>
  SNIPPET_LOCATIONS.find((option) => option.value === location)?.label ?? location

const csvColumns: CsvColumn<SnippetListRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Description', value: (row) => row.description },
  { header: 'Placement', value: (row) => placementLabel(row.location) },
  { header: 'Allowed origins', value: (row) => row.allowed_origins.join(' ') },
  { header: 'Active', value: (row) => (row.is_active ? 'yes' : 'no') },
  { header: 'Sort order', value: (row) => row.sort_order },
  { header: 'Updated', value: (row) => row.updated_at },
]

export function SnippetsTable({ canWrite }: { canWrite: boolean }) {
  const [params] = useSearchParams()
  const { requestDelete, dialog } = useDeleteSnippet()

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Name" />,
        enableHiding: false,
        meta: { label: 'Name' },
        cell: (info) => (
          <RowEditLink to={formHref(params, info.row.original.id)}>{info.getValue()}</RowEditLink>
        ),
      }),
      column.accessor('location', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Placement" />,
        meta: { label: 'Placement', className: 'whitespace-nowrap' },
        cell: (info) => placementLabel(info.getValue()),
      }),
      column.accessor('allowed_origins', {
        header: 'Allowed origins',
        enableSorting: false,
        meta: { label: 'Allowed origins' },
        cell: (info) =>
          info.getValue().length > 0 ? (
            <code className="break-all text-xs">{info.getValue().join(' ')}</code>
          ) : (
            <span className="text-muted-foreground">None</span>
          ),
      }),
      activeColumn<SnippetListRow>(),
      sortOrderColumn<SnippetListRow>(),
      updatedColumn<SnippetListRow>(),
      ...(canWrite
        ? [
            rowActionsColumn<SnippetListRow>(
              ({ id, name }) => (
                <span className="inline-flex gap-1">
                  <Link
                    to={formHref(params, id)}
                    aria-label={`Edit ${name}`}
                    className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}
                  >
                    <Pencil aria-hidden="true" />
                  </Link>
                  <RowDeleteButton name={name} onDelete={() => void requestDelete({ id, name })} />
                </span>
              ),
              'w-24 text-right',
            ),
          ]
        : []),
    ],
    [canWrite, params, requestDelete],
  )

  const newSnippet = (
    <Link to={formHref(params, 'new')} className={buttonVariants({ size: 'sm' })}>
      <Plus aria-hidden="true" />
      New snippet
    </Link>
  )

  return (
    <>
      <DataTable
        name="code-snippets"
        label="Code Snippets"
        columns={columns}
        listOptions={snippetListOptions}
        queryKey={snippetKeys.list}
        fetchPage={fetchSnippetPage}
        getRowId={(row) => row.id}
        csv={{ columns: csvColumns }}
        actions={canWrite ? newSnippet : null}
        empty={{
          title: 'No code snippets yet',
          description: canWrite
            ? 'Add analytics or a tag manager with New snippet; it goes into every public page.'
            : 'An admin can add snippets.',
          action: canWrite ? newSnippet : undefined,
        }}
      />
      {dialog}
    </>
  )
}
