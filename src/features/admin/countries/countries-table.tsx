/** The country list: flag, name, slug, language, number of brands, active. */
import { useQueryClient } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { Plus } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import {
  activeColumn,
  BulkActiveButtons,
  DataTable,
  DataTableColumnHeader,
  RowDeleteButton,
  RowEditLink,
  rowActionsColumn,
  selectionColumn,
  type CsvColumn,
} from '../components/data-table'
import { notifyError, notifySuccess } from '../components/form'
import { countryListOptions, fetchCountryPage, type CountryListRow } from './api/list-countries'
import { setCountriesActive } from './api/save-country'
import { countryKeys } from './keys'
import { formHref } from '../components/edit-links'
import { useDeleteCountry } from './use-delete-country'

const column = createColumnHelper<CountryListRow>()

const csvColumns: CsvColumn<CountryListRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Slug', value: (row) => row.slug },
  { header: 'Flag', value: (row) => row.flag_icon },
  { header: 'Language', value: (row) => row.language },
  { header: 'Brands', value: (row) => row.brand_count },
  { header: 'Active', value: (row) => (row.is_active ? 'yes' : 'no') },
  { header: 'Sort order', value: (row) => row.sort_order },
]

export function CountriesTable({ canWrite }: { canWrite: boolean }) {
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const { requestDelete, checking, dialog } = useDeleteCountry()

  const columns = useMemo(
    () => [
      ...(canWrite ? [selectionColumn<CountryListRow>((row) => row.name)] : []),
      column.accessor('flag_icon', {
        header: 'Flag',
        enableSorting: false,
        meta: { label: 'Flag', className: 'w-12' },
        cell: (info) => <span className="text-lg leading-none">{info.getValue() ?? ''}</span>,
      }),
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
        cell: (info) => <code className="text-xs">/{info.getValue()}</code>,
      }),
      column.accessor('language', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Language" />,
        meta: { label: 'Language' },
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('brand_count', {
        header: 'Brands',
        enableSorting: false,
        meta: { label: 'Brands', className: 'text-right tabular-nums' },
      }),
      activeColumn<CountryListRow>(),
      column.accessor('sort_order', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Sort order" />,
        meta: { label: 'Sort order', className: 'text-right tabular-nums' },
      }),
      ...(canWrite
        ? [
            rowActionsColumn<CountryListRow>(({ id, name }) => (
              <RowDeleteButton
                name={name}
                disabled={checking}
                onDelete={() => void requestDelete({ id, name })}
              />
            )),
          ]
        : []),
    ],
    [canWrite, params, checking, requestDelete],
  )

  async function bulkSetActive(rows: CountryListRow[], active: boolean, done: () => void) {
    try {
      const count = await setCountriesActive(
        rows.map((row) => row.id),
        active,
      )
      notifySuccess(
        `${active ? 'Activated' : 'Deactivated'} ${count} ${count === 1 ? 'country' : 'countries'}.`,
      )
      done()
      await queryClient.invalidateQueries({ queryKey: countryKeys.all })
    } catch (error) {
      notifyError(error, 'Could not change the countries')
    }
  }

  return (
    <>
      <DataTable
        name="countries"
        label="Countries"
        columns={columns}
        listOptions={countryListOptions}
        queryKey={countryKeys.list}
        fetchPage={fetchCountryPage}
        getRowId={(row) => row.id}
        csv={{ columns: csvColumns }}
        actions={
          canWrite ? (
            <Link to={formHref(params, 'new')} className={buttonVariants({ size: 'sm' })}>
              <Plus aria-hidden="true" />
              New country
            </Link>
          ) : null
        }
        bulkActions={
          canWrite
            ? (rows, clear) => (
                <BulkActiveButtons onSet={(active) => void bulkSetActive(rows, active, clear)} />
              )
            : undefined
        }
        empty={{
          title: 'No countries yet',
          description: canWrite
            ? 'Add the first market with New country; its ranking appears at /{slug}.'
            : 'An editor or admin can add countries.',
          action: canWrite ? (
            <Link to={formHref(params, 'new')} className={buttonVariants({ size: 'sm' })}>
              <Plus aria-hidden="true" />
              New country
            </Link>
          ) : undefined,
        }}
      />
      {dialog}
    </>
  )
}
