/** The postback sources: name, slug, preset, allowed IPs, default currency, active. */
import { createColumnHelper } from '@tanstack/react-table'
import { Plus } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import {
  activeColumn,
  DataTable,
  DataTableColumnHeader,
  RowEditLink,
  type CsvColumn,
} from '../components/data-table'
import { formHref } from '../components/edit-links'
import { fetchSourcePage, sourceListOptions, type SourceRow } from './api/sources'
import { postbackSourceKeys } from './keys'
import { presetById } from './presets'

const column = createColumnHelper<SourceRow>()

const csvColumns: CsvColumn<SourceRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Slug', value: (row) => row.slug },
  { header: 'Preset', value: (row) => presetById(row.preset).label },
  { header: 'Allowed IPs', value: (row) => (row.allowed_ips as string[]).join(' ') },
  { header: 'Default currency', value: (row) => row.default_currency },
  { header: 'Active', value: (row) => (row.is_active ? 'yes' : 'no') },
]

export function SourcesTable({ canWrite }: { canWrite: boolean }) {
  const [params] = useSearchParams()
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
      column.accessor('slug', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Slug" />,
        meta: { label: 'Slug' },
        cell: (info) => <code className="text-xs">{info.getValue()}</code>,
      }),
      column.accessor('preset', {
        header: 'Preset',
        enableSorting: false,
        meta: { label: 'Preset' },
        cell: (info) => presetById(info.getValue()).label,
      }),
      column.accessor('allowed_ips', {
        header: 'Allowed IPs',
        enableSorting: false,
        meta: { label: 'Allowed IPs' },
        cell: (info) => {
          const ranges = info.getValue() as string[]
          return ranges.length ? (
            <span className="text-xs">{ranges.join(', ')}</span>
          ) : (
            <span className="text-muted-foreground">Any</span>
          )
        },
      }),
      column.accessor('default_currency', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Currency" />,
        meta: { label: 'Default currency' },
      }),
      activeColumn<SourceRow>(),
    ],
    [params],
  )
  const newLink = canWrite ? (
    <Link to={formHref(params, 'new')} className={buttonVariants({ size: 'sm' })}>
      <Plus aria-hidden="true" />
      New source
    </Link>
  ) : null
  return (
    <DataTable
      name="postback-sources"
      label="Postback sources"
      columns={columns}
      listOptions={sourceListOptions}
      queryKey={postbackSourceKeys.list}
      fetchPage={fetchSourcePage}
      getRowId={(row) => row.id}
      csv={{ columns: csvColumns }}
      actions={newLink}
      empty={{
        title: 'No postback sources yet',
        description: canWrite
          ? 'Add the affiliate network that reports your conversions with New source.'
          : 'An admin adds the networks that send postbacks.',
        action: newLink ?? undefined,
      }}
    />
  )
}
