import type { Table } from '@tanstack/react-table'
import { Download, Search, Settings2, X } from 'lucide-react'
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

export function DataTableToolbar<Row>({
  table,
  state,
  filters,
  filterOptions,
  onChange,
  onExport,
  exporting,
  actions,
}: {
  table: Table<Row>
  state: ListState
  filters: readonly FilterDefinition[]
  filterOptions?: Readonly<Record<string, readonly FilterOption[]>>
  onChange: (change: ListStateChange, options?: { replace?: boolean }) => void
  onExport: () => void
  exporting: boolean
  actions?: ReactNode
}) {
  const id = useId()
  const narrowed = state.q !== '' || Object.keys(state.filters).length > 0
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide())
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox value={state.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      {filters.map((filter) => {
        if (filter.onlyWhenSet && state.filters[filter.key] === undefined) return null
        const options = filterOptions?.[filter.key] ?? filter.options
        const value = state.filters[filter.key]
        // A value from the URL whose option has not loaded (or is gone) still shows.
        const shown =
          value && !options.some((option) => option.value === value)
            ? [...options, { value, label: filter.valueLabel?.(value) ?? value }]
            : options
        return (
          <div key={filter.key} className="flex items-center gap-2">
            <label htmlFor={`${id}-${filter.key}`} className="text-sm font-medium">
              {filter.label}
            </label>
            <OptionsSelect
              id={`${id}-${filter.key}`}
              value={state.filters[filter.key] ?? ''}
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
      })}
      {narrowed ? (
        <Button variant="ghost" size="sm" onClick={() => onChange({ q: '', filters: {} })}>
          Reset
          <X aria-hidden="true" />
        </Button>
      ) : null}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {hideable.length > 0 ? (
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
