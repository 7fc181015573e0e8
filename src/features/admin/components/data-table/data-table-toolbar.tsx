import type { Table } from '@tanstack/react-table'
import { Download, ListFilter, Search, Settings2, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { cn } from '@/lib/utils'
import {
  MAX_SEARCH_LENGTH,
  type FilterDefinition,
  type FilterOption,
  type ListState,
} from './list-state'
import { OptionsSelect } from '../options-select'
import type { ListStateChange } from './use-list-state'

const SEARCH_DELAY_MS = 300

/** The search box: what is typed reaches the URL (and the query) after a short pause. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId()
  const [text, setText] = useState(value)
  const [synced, setSynced] = useState(value)
  // The URL changed under us (Back, a link): show its search.
  if (value !== synced) {
    setSynced(value)
    setText(value)
  }
  const onSearchRef = useRef(onSearch)
  useEffect(() => {
    onSearchRef.current = onSearch
  })
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <div className="relative w-full sm:w-64">
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <Search
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        placeholder="Search"
        className="pl-8"
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim())
        }}
      />
    </div>
  )
}

type FilterProps = {
  state: ListState
  filters: readonly FilterDefinition[]
  filterOptions?: Readonly<Record<string, readonly FilterOption[]>>
  onChange: (change: ListStateChange, options?: { replace?: boolean }) => void
}

/** The filters the list offers now (a link's rarely used key only while it is set). */
function offered({ state, filters }: Pick<FilterProps, 'state' | 'filters'>) {
  return filters.filter((filter) => !filter.onlyWhenSet || state.filters[filter.key] !== undefined)
}

/**
 * Each filter as a labelled select: in a row beside the search on wider screens, one under
 * another in the phone's Filters sheet (`stacked`).
 */
function FilterFields({
  state,
  filters,
  filterOptions,
  onChange,
  stacked = false,
}: FilterProps & { stacked?: boolean }) {
  const id = useId()
  return offered({ state, filters }).map((filter) => {
    const options = filterOptions?.[filter.key] ?? filter.options
    const value = state.filters[filter.key]
    // A value from the URL whose option has not loaded (or is gone) still shows.
    const shown =
      value && !options.some((option) => option.value === value)
        ? [...options, { value, label: filter.valueLabel?.(value) ?? value }]
        : options
    return (
      <div key={filter.key} className={cn('flex gap-2', stacked ? 'flex-col' : 'items-center')}>
        <label htmlFor={`${id}-${filter.key}`} className="text-sm font-medium">
          {filter.label}
        </label>
        <OptionsSelect
          id={`${id}-${filter.key}`}
          value={value ?? ''}
          onChange={(event) => {
            const next = { ...state.filters }
            if (event.target.value) next[filter.key] = event.target.value
            else delete next[filter.key]
            onChange({ filters: next })
          }}
          blank="All"
          options={shown}
        />
      </div>
    )
  })
}

/** A phone's filters: one 'Filters' button (with how many are set) opening them in a sheet. */
function FiltersSheet(props: FilterProps) {
  const set = Object.keys(props.state.filters).length
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm">
          <ListFilter aria-hidden="true" />
          Filters
          {set > 0 ? <span className="tabular-nums text-muted-foreground">({set})</span> : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" className="max-h-[85dvh] gap-0 overflow-y-auto">
        <SheetHeader className="border-b pr-10">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>The list follows each choice at once.</SheetDescription>
        </SheetHeader>
        <div className="grid gap-4 p-4">
          <FilterFields {...props} stacked />
        </div>
        <SheetFooter className="flex-row justify-end border-t">
          {set > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => props.onChange({ filters: {} })}>
              Reset filters
            </Button>
          ) : null}
          <SheetClose asChild>
            <Button size="sm">Show results</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}

/**
 * Search, filters, Saved views, the column menu, 'Export CSV' and the list's own actions. On a phone the
 * filters fold into one 'Filters' sheet and the column menu goes (a card shows its figures).
 */
export function DataTableToolbar<Row>({
  table,
  state,
  filters,
  filterOptions,
  onChange,
  onExport,
  exporting,
  actions,
  savedViews,
  phone,
}: FilterProps & {
  table: Table<Row>
  onExport: () => void
  exporting: boolean
  actions?: ReactNode
  /** The Saved views menu, first of the list's own buttons. */
  savedViews?: ReactNode
  phone: boolean
}) {
  const narrowed = state.q !== '' || Object.keys(state.filters).length > 0
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide())
  const filterProps = { state, filters, filterOptions, onChange }
  const hasFilters = offered({ state, filters }).length > 0
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox value={state.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      {phone ? (
        hasFilters ? (
          <FiltersSheet {...filterProps} />
        ) : null
      ) : (
        <FilterFields {...filterProps} />
      )}
      {narrowed ? (
        <Button variant="ghost" size="sm" onClick={() => onChange({ q: '', filters: {} })}>
          Reset
          <X aria-hidden="true" />
        </Button>
      ) : null}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {savedViews}
        {hideable.length > 0 && !phone ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm">
                <Settings2 aria-hidden="true" />
                Columns
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-44">
              <DropdownMenuLabel>Show columns</DropdownMenuLabel>
              <DropdownMenuSeparator />
              {hideable.map((column) => (
                <DropdownMenuCheckboxItem
                  key={column.id}
                  checked={column.getIsVisible()}
                  onCheckedChange={(checked) => column.toggleVisibility(checked)}
                  onSelect={(event) => event.preventDefault()}
                >
                  {typeof column.columnDef.meta?.label === 'string'
                    ? column.columnDef.meta.label
                    : column.id}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        <Button variant="outline" size="sm" onClick={onExport} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
        {actions}
      </div>
    </div>
  )
}
