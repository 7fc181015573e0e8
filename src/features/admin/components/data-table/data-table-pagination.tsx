import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { OptionsSelect } from '../options-select'
import { PAGE_SIZES } from './list-state'
import { rowCountText, type RowCount } from './row-count'

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))

/** Rows per page, where we are, and the four page buttons. */
export function DataTablePagination({
  page,
  perPage,
  count,
  onPage,
  onPerPage,
}: {
  page: number
  perPage: number
  /** The filtered rows' count; null while it is being counted. */
  count: RowCount | null
  onPage: (page: number) => void
  onPerPage: (perPage: number) => void
}) {
  const id = useId()
  const pageCount = count === null ? null : Math.max(1, Math.ceil(count.value / perPage))
  const last = pageCount ?? page
  const pageButtons = [
    { label: 'First page', icon: ChevronsLeft, to: 1, disabled: page <= 1 },
    { label: 'Previous page', icon: ChevronLeft, to: page - 1, disabled: page <= 1 },
    { label: 'Next page', icon: ChevronRight, to: page + 1, disabled: page >= last },
    { label: 'Last page', icon: ChevronsRight, to: last, disabled: page >= last },
  ]
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-1 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {count === null ? '' : rowCountText(count)}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-per-page`} className="whitespace-nowrap font-medium">
            Rows per page
          </label>
          <OptionsSelect
            id={`${id}-per-page`}
            className="w-20"
            value={perPage}
            onChange={(event) => onPerPage(Number(event.target.value))}
            options={PAGE_SIZE_OPTIONS}
          />
        </div>
        <p className="whitespace-nowrap font-medium">
          Page {page}
          {pageCount === null ? '' : ` of ${count?.exact ? '' : 'about '}${pageCount}`}
        </p>
        <div className="flex items-center gap-1">
          {pageButtons.map(({ label, icon: Icon, to, disabled }) => (
            <Button
              key={label}
              variant="outline"
              size="icon-sm"
              aria-label={label}
              disabled={disabled}
              onClick={() => onPage(to)}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </div>
      </div>
    </div>
  )
}
