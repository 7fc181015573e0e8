/**
 * The brand list: position, logo, name, country, editor score, rating, active, updated;
 * filtered by country, category and flags, searched by name. One country's list by
 * position can be reordered (drag and drop, or 'Move up' / 'Move down'); rows are
 * activated in bulk, duplicated into another country, or deleted with Undo.
 */
import { createColumnHelper } from '@tanstack/react-table'
import { useQueryClient } from '@tanstack/react-query'
import { Copy, Info, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { BrandLogo } from '@/features/ranking'
import {
  activeColumn,
  BulkActiveButtons,
  DataTable,
  DataTableColumnHeader,
  RowDeleteButton,
  RowEditLink,
  rowActionsColumn,
  pageRange,
  selectionColumn,
  useListState,
  yesNo,
  type CsvColumn,
} from '../components/data-table'
import { formHref } from '../components/edit-links'
import { notifyError, notifySuccess } from '../components/form'
import { useBrandChoices } from './api/brand-choices'
import {
  brandListOptions,
  fetchBrandPage,
  POSITION_SORT,
  type BrandListRow,
} from './api/list-brands'
import { setBrandsActive } from './api/set-brands-active'
import { DuplicateDialog } from './duplicate-dialog'
import { brandKeys } from './keys'
import { RankingControls } from './ranking-controls'
import { orderingMode } from './ranking-order'
import { SortableRows } from './sortable-rows'
import { useDeleteBrand } from './use-delete-brand'
import { useRankingOrder } from './use-ranking-order'

const column = createColumnHelper<BrandListRow>()

const updatedDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })
const updatedTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

const csvColumns: CsvColumn<BrandListRow>[] = [
  { header: 'Position', value: (row) => row.sort_order },
  { header: 'Name', value: (row) => row.brand_name },
  { header: 'Slug', value: (row) => row.brand_slug },
  { header: 'Country', value: (row) => row.country.name },
  { header: 'Editor score', value: (row) => row.editor_score },
  { header: 'Rating', value: (row) => row.user_rating },
  { header: 'Active', value: (row) => yesNo(row.is_active) },
  { header: "Editor's choice", value: (row) => yesNo(row.is_editors_choice) },
  { header: 'Trending', value: (row) => yesNo(row.is_trending) },
  { header: 'Updated', value: (row) => row.updated_at },
]

export function BrandsTable({ canWrite }: { canWrite: boolean }) {
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const { state, update } = useListState(brandListOptions)
  const choices = useBrandChoices()
  const { requestDelete, dialog: deleteDialog } = useDeleteBrand()
  const [duplicating, setDuplicating] = useState<BrandListRow | null>(null)

  const mode = orderingMode(state)
  const countryId = mode.enabled
    ? (choices.data?.countries.find((country) => country.slug === mode.country)?.id ?? null)
    : null
  const ordering = canWrite && countryId !== null
  const ranking = useRankingOrder(state, countryId)

  const from = pageRange(state).from
  const filteredCountry = state.filters.country !== undefined

  const filterOptions = useMemo(
    () => ({
      country: (choices.data?.countries ?? []).map((c) => ({ value: c.slug, label: c.name })),
      category: (choices.data?.categories ?? []).map((c) => ({ value: c.slug, label: c.name })),
    }),
    [choices.data],
  )

  const columns = useMemo(
    () => [
      ...(canWrite ? [selectionColumn<BrandListRow>((row) => row.brand_name)] : []),
      column.accessor('sort_order', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Position" />,
        meta: { label: 'Position', className: 'w-px' },
        cell: (info) => {
          const index = info.row.index
          // The page as displayed (after an optimistic reorder): the buttons' neighbours.
          const pageRows = info.table.getRowModel().rows.map((row) => row.original)
          return (
            <RankingControls
              name={info.row.original.brand_name}
              position={info.getValue()}
              enabled={ordering}
              isFirst={from + index === 0}
              isLast={from + index >= info.table.getRowCount() - 1}
              busy={ranking.busy}
              onMove={(delta) => void ranking.move(pageRows, info.row.original, delta)}
            />
          )
        },
      }),
      column.display({
        id: 'logo',
        header: 'Logo',
        // Below 640 px the name needs the width more than the logo does.
        meta: { label: 'Logo', className: 'hidden w-20 sm:table-cell' },
        cell: (info) => (
          <BrandLogo brand={info.row.original} className="h-8 w-16 min-w-16 bg-muted" />
        ),
      }),
      column.accessor('brand_name', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Name" />,
        enableHiding: false,
        meta: { label: 'Name' },
        cell: (info) => (
          <RowEditLink to={formHref(params, info.row.original.id)}>{info.getValue()}</RowEditLink>
        ),
      }),
      // Filtered to one country, the column would repeat its name on every row.
      ...(filteredCountry
        ? []
        : [
            column.accessor((row) => row.country.name, {
              id: 'country',
              header: 'Country',
              enableSorting: false,
              meta: { label: 'Country' },
            }),
          ]),
      column.accessor('editor_score', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Editor score" />,
        meta: { label: 'Editor score', className: 'text-right tabular-nums' },
      }),
      column.accessor('user_rating', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Rating" />,
        meta: { label: 'Rating', className: 'text-right tabular-nums' },
        cell: (info) => info.getValue()?.toFixed(2) ?? '—',
      }),
      activeColumn<BrandListRow>(),
      column.accessor('updated_at', {
        header: ({ column: c }) => <DataTableColumnHeader column={c} title="Updated" />,
        meta: { label: 'Updated', className: 'text-muted-foreground' },
        cell: (info) => (
          <time dateTime={info.getValue()} title={updatedTime.format(new Date(info.getValue()))}>
            {updatedDate.format(new Date(info.getValue()))}
          </time>
        ),
      }),
      ...(canWrite
        ? [
            rowActionsColumn<BrandListRow>(
              (row) => (
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Duplicate ${row.brand_name}`}
                    title="Duplicate into another country"
                    disabled={!choices.data}
                    onClick={() => setDuplicating(row)}
                  >
                    <Copy aria-hidden="true" />
                  </Button>
                  <RowDeleteButton
                    name={row.brand_name}
                    onDelete={() => void requestDelete({ id: row.id, name: row.brand_name })}
                  />
                </div>
              ),
              'w-px text-right',
            ),
          ]
        : []),
    ],
    [canWrite, params, ordering, from, filteredCountry, ranking, choices.data, requestDelete],
  )

  async function bulkSetActive(rows: BrandListRow[], active: boolean, done: () => void) {
    try {
      const count = await setBrandsActive(
        rows.map((row) => row.id),
        active,
      )
      notifySuccess(
        `${active ? 'Activated' : 'Deactivated'} ${count} ${count === 1 ? 'brand' : 'brands'}.`,
      )
      done()
      await queryClient.invalidateQueries({ queryKey: brandKeys.lists() })
    } catch (error) {
      notifyError(error, 'Could not change the brands')
    }
  }

  const newBrand = (
    <Link to={formHref(params, 'new')} className={buttonVariants({ size: 'sm' })}>
      <Plus aria-hidden="true" />
      New brand
    </Link>
  )

  return (
    <div className="space-y-4">
      {canWrite && !mode.enabled ? (
        <Alert>
          <Info aria-hidden="true" />
          {/* The whole sentence, on a phone too (the title clamps to one line by default). */}
          <AlertTitle className="line-clamp-none">
            {mode.reason === 'no-country'
              ? 'Choose a country to change its ranking order'
              : 'The ranking order can be changed in the full list by position'}
          </AlertTitle>
          <AlertDescription>
            {mode.reason === 'no-country' ? (
              <p>Pick it with the Country filter; its brands then list by position.</p>
            ) : (
              <>
                <p>A search, another filter or another sort hides a brand&apos;s neighbours.</p>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    update({
                      q: '',
                      sort: POSITION_SORT,
                      order: 'asc',
                      filters: { country: state.filters.country ?? '' },
                    })
                  }
                >
                  Show the country by position
                </Button>
              </>
            )}
          </AlertDescription>
        </Alert>
      ) : null}
      <DataTable
        name="brands"
        label="Brands"
        columns={columns}
        listOptions={brandListOptions}
        queryKey={brandKeys.list}
        fetchPage={fetchBrandPage}
        getRowId={(row) => row.id}
        csv={{ columns: csvColumns }}
        filterOptions={filterOptions}
        renderRows={
          ordering
            ? (rows) => (
                <SortableRows
                  rows={rows}
                  onReorder={(ids, movedId) => {
                    const moved = rows.find((row) => row.id === movedId)?.original
                    if (moved) void ranking.arrange(ids, moved)
                  }}
                />
              )
            : undefined
        }
        actions={canWrite ? newBrand : null}
        bulkActions={
          canWrite
            ? (rows, clear) => (
                <BulkActiveButtons onSet={(active) => void bulkSetActive(rows, active, clear)} />
              )
            : undefined
        }
        empty={{
          title: 'No brands yet',
          description: canWrite
            ? 'Add the first casino with New brand; it joins its country’s ranking.'
            : 'An editor or admin can add brands.',
          action: canWrite ? newBrand : undefined,
        }}
      />
      {duplicating && choices.data ? (
        <DuplicateDialog
          brand={duplicating}
          countries={choices.data.countries}
          onClose={() => setDuplicating(null)}
        />
      ) : null}
      {deleteDialog}
    </div>
  )
}
