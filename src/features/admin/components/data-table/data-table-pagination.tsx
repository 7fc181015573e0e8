import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { PAGE_SIZES } from './list-state'

/** Rows per page, where we are, and the four page buttons. */
export function DataTablePagination({
  page,
  perPage,
  total,
  estimated,
  onPage,
  onPerPage,
}: {
  page: number
  perPage: number
  total: number | null
  estimated: boolean
  onPage: (page: number) => void
  onPerPage: (perPage: number) => void
}) {
  const id = useId()
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / perPage))
  const last = pageCount ?? page
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-1 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {total === null
          ? ''
          : `${estimated ? 'About ' : ''}${total} ${total === 1 ? 'row' : 'rows'}`}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-per-page`} className="whitespace-nowrap font-medium">
            Rows per page
          </label>
          <NativeSelect
            id={`${id}-per-page`}
            className="w-20"
            value={perPage}
            onChange={(event) => onPerPage(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="whitespace-nowrap font-medium">
          Page {page}
          {pageCount === null ? '' : ` of ${pageCount}`}
        </p>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="First page"
            disabled={page <= 1}
            onClick={() => onPage(1)}
          >
            <ChevronsLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Next page"
            disabled={page >= last}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Last page"
            disabled={page >= last}
            onClick={() => onPage(last)}
          >
            <ChevronsRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  )
}
