/**
 * The brand list: position, logo, name, country, editor score, rating, active, updated;
 * filtered by country, category, flags and 'Not listable in {market}', searched by name. A
 * brand not listable in its market shows why in place of its position; filtered to those
 * brands, the list trades the position and the logo for a 'Listable' column with the reason. One country's list by
 * position can be reordered (drag and drop, or 'Move up' / 'Move down'); rows are
 * activated in bulk, duplicated into another country, or deleted with Undo.
 */
import { Copy, Info, ShieldAlert } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { BrandLogo } from '@/features/ranking'
import { cn } from '@/lib/utils'
import {
  activeColumn,
  numberColumn,
  pageRange,
  SectionTable,
  updatedColumn,
  useListState,
  type SectionList,
} from '../components/data-table'
import { useBrandChoices } from './api/brand-choices'
import { brandRows } from './api/brand-rows'
import {
  ANY_MARKET,
  brandListOptions,
  fetchBrandPage,
  POSITION_SORT,
  type BrandListRow,
} from './api/list-brands'
import { DuplicateDialog } from './duplicate-dialog'
import { marketBlockReason, NOT_LISTABLE_TEXT } from './market-block'
import { brandKeys } from './keys'
import { RankingControls } from './ranking-controls'
import { orderingMode } from './ranking-order'
import { brandsSection } from './section'
import { SortableRows } from './sortable-rows'
import { useDeleteBrand } from './use-delete-brand'
import { useRankingOrder } from './use-ranking-order'
import { useRankingPositions } from './api/get-ranking-positions'

const updatedDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })
const updatedTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

export function BrandsTable({ canWrite }: { canWrite: boolean }) {
  const { state, update } = useListState(brandListOptions)
  const choices = useBrandChoices()
  const remove = useDeleteBrand()
  const [duplicating, setDuplicating] = useState<BrandListRow | null>(null)

  const mode = orderingMode(state)
  const countryId = mode.enabled
    ? (choices.data?.countries.find((country) => country.slug === mode.country)?.id ?? null)
    : null
  const ordering = canWrite && countryId !== null
  const ranking = useRankingOrder(state, countryId)
  const positions = useRankingPositions()

  const from = pageRange(state).from
  const unlisted = state.filters.unlisted
  // One market's brands: the Country column would repeat its name on every row.
  const oneCountry = state.filters.country !== undefined || (unlisted ?? ANY_MARKET) !== ANY_MARKET
  const reasonOf = (row: BrandListRow) =>
    row.market_block === null ? null : marketBlockReason(row.market_block, row.country.name)

  const filterOptions = useMemo(
    () => ({
      country: (choices.data?.countries ?? []).map((c) => ({ value: c.slug, label: c.name })),
      category: (choices.data?.categories ?? []).map((c) => ({ value: c.slug, label: c.name })),
      // Filtered to one country, that market's alone.
      unlisted: [
        ...(state.filters.country
          ? []
          : [{ value: ANY_MARKET, label: 'Not listable in its market' }]),
        ...(choices.data?.countries ?? [])
          .filter((c) => !state.filters.country || c.slug === state.filters.country)
          .map((c) => ({ value: c.slug, label: `Not listable in ${c.name}` })),
      ],
    }),
    [choices.data, state.filters.country],
  )

  // The Position buttons and the Country column follow the view: built on every render.
  const list: SectionList<BrandListRow> = {
    section: brandsSection,
    columns: [
      {
        id: POSITION_SORT,
        label: 'Position',
        // The place visitors see (1, 2, 3 among the country's active brands), not sort_order.
        value: (row) => positions.data?.positions.get(row.id) ?? null,
        className: 'w-px',
        role: 'figure',
        // The brands not listable are never ranked: the reason takes the room.
        table: unlisted === undefined,
        cell: (row, { row: tableRow, table }) => {
          const index = tableRow.index
          // The page as displayed (after an optimistic reorder): the buttons' neighbours.
          const pageRows = table.getRowModel().rows.map((each) => each.original)
          return (
            <RankingControls
              name={row.brand_name}
              position={
                positions.isPending ? undefined : (positions.data?.positions.get(row.id) ?? null)
              }
              notListed={reasonOf(row)}
              enabled={ordering}
              isFirst={from + index === 0}
              isLast={from + index >= table.getRowCount() - 1}
              busy={ranking.busy}
              onMove={(delta) => void ranking.move(pageRows, row, delta)}
            />
          )
        },
      },
      {
        id: 'logo',
        label: 'Logo',
        value: (row) => row.brand_logo_url,
        csv: false,
        // Below 640 px the name needs the width more than the logo does.
        className: 'hidden w-20 sm:table-cell',
        role: 'figure',
        table: unlisted === undefined,
        cell: (row) => <BrandLogo brand={row} className="h-8 w-16 min-w-16 bg-muted" />,
      },
      { id: 'brand_name', label: 'Name', value: (row) => row.brand_name, title: true },
      { id: 'brand_slug', label: 'Slug', value: (row) => row.brand_slug, table: false },
      // Filtered to one country, the column would repeat its name on every row.
      {
        id: 'country',
        label: 'Country',
        value: (row) => row.country.name,
        role: 'figure',
        table: !oneCountry,
      },
      {
        id: 'market_block',
        label: 'Listable',
        value: (row) => reasonOf(row) ?? 'Listable',
        role: 'figure',
        // In the full list the reason shows in place of the position (no room for both).
        table: unlisted !== undefined,
        className: 'min-w-36 max-w-48 whitespace-normal',
        cell: (row) => {
          const reason = reasonOf(row)
          return reason === null ? (
            <span className="text-muted-foreground">Listable</span>
          ) : (
            <span className={cn('inline-flex items-start gap-1.5 font-medium', NOT_LISTABLE_TEXT)}>
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              {reason}
            </span>
          )
        },
      },
      numberColumn('editor_score', 'Editor score', (row) => row.editor_score),
      numberColumn(
        'user_rating',
        'Rating',
        (row) => row.user_rating,
        (row) => row.user_rating?.toFixed(2) ?? '—',
      ),
      activeColumn(),
      {
        id: 'is_editors_choice',
        label: "Editor's choice",
        value: (row) => row.is_editors_choice,
        table: false,
      },
      { id: 'is_trending', label: 'Trending', value: (row) => row.is_trending, table: false },
      {
        ...updatedColumn(),
        className: 'text-muted-foreground',
        cell: ({ updated_at }) => (
          <time dateTime={updated_at} title={updatedTime.format(new Date(updated_at))}>
            {updatedDate.format(new Date(updated_at))}
          </time>
        ),
      },
    ],
    options: brandListOptions,
    keys: brandKeys,
    fetchPage: fetchBrandPage,
    setActive: brandRows.setActive,
    empty: {
      description: 'Add the first casino with New brand; it joins its country’s ranking.',
      readOnly: 'An editor or admin can add brands.',
    },
  }

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
      <SectionTable
        list={list}
        canWrite={canWrite}
        remove={remove}
        rowButtons={(row) => (
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
        )}
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
      />
      {duplicating && choices.data ? (
        <DuplicateDialog
          brand={duplicating}
          countries={choices.data.countries}
          onClose={() => setDuplicating(null)}
        />
      ) : null}
    </div>
  )
}
