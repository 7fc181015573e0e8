/**
 * The period picker and the filters of /admin/analytics, all kept in the URL through the shared
 * traffic filter model (../components/traffic/filters.ts). Selects for the lists the site knows (countries,
 * brands, categories, devices, traffic), text boxes for the rest; each active filter shows as a
 * chip that removes it.
 */
import { X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import {
  FILTER_LABELS,
  filterChipLabel,
  FIXED_OPTIONS,
  NARROWING_KEYS,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  TEXT_FILTER_KEYS,
  type DateRange,
  type FilterNames,
  type TrafficFilters,
} from '../components/traffic/filters'
import { useFilterOptions } from './api/get-filter-options'

type Change = (next: TrafficFilters) => void

/** The filters chosen from a list (the database's, or the devices), with their 'any' choice. */
const SELECTS = [
  { key: 'country', anyLabel: 'All countries' },
  { key: 'brand', anyLabel: 'All brands' },
  { key: 'category', anyLabel: 'All categories' },
  { key: 'device', anyLabel: 'All devices' },
] as const

/** The other free-text filters, typed in under 'More filters'. */
const TEXT_INPUTS = TEXT_FILTER_KEYS.filter((key) => !SELECTS.some((select) => select.key === key))

export function PeriodPicker({
  filters,
  range,
  onChange,
}: {
  filters: TrafficFilters
  range: DateRange
  onChange: Change
}) {
  const custom = Boolean(filters.from || filters.to)
  const [editing, setEditing] = useState(false)
  const value = custom || editing ? 'custom' : (filters.period ?? '30d')
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const from = String(data.get('from'))
    const to = String(data.get('to'))
    if (from && to && from <= to) {
      setEditing(false)
      onChange({ ...filters, period: undefined, from, to })
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <Label htmlFor="analytics-period">Period</Label>
        <NativeSelect
          id="analytics-period"
          value={value}
          onChange={(event) => {
            const next = event.target.value
            if (next === 'custom') return setEditing(true)
            setEditing(false)
            onChange({
              ...filters,
              from: undefined,
              to: undefined,
              period: next as TrafficFilters['period'],
            })
          }}
        >
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {PERIOD_LABELS[preset]}
            </option>
          ))}
          <option value="custom">Custom…</option>
        </NativeSelect>
      </div>
      {value === 'custom' ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={apply}>
          <div className="space-y-1">
            <Label htmlFor="analytics-from">From</Label>
            <Input id="analytics-from" name="from" type="date" defaultValue={range.from} required />
          </div>
          <div className="space-y-1">
            <Label htmlFor="analytics-to">To</Label>
            <Input id="analytics-to" name="to" type="date" defaultValue={range.to} required />
          </div>
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </form>
      ) : null}
    </div>
  )
}

function OptionSelect({
  id,
  label,
  value,
  options,
  anyLabel,
  onSelect,
}: {
  id: string
  label: string
  value: string | undefined
  options: readonly { value: string; label: string }[]
  anyLabel: string
  onSelect: (value: string | undefined) => void
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className="w-full"
        value={value ?? ''}
        onChange={(event) => onSelect(event.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {/* A value from a link that the list does not hold still shows as chosen. */}
        {value && !options.some((o) => o.value === value) ? (
          <option value={value}>{value}</option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

export function AnalyticsFilters({
  filters,
  onChange,
}: {
  filters: TrafficFilters
  onChange: Change
}) {
  const options = useFilterOptions()
  const lists = {
    country: options.data?.country ?? [],
    brand: options.data?.brand ?? [],
    category: options.data?.category ?? [],
    device: FIXED_OPTIONS.device,
  }
  const set = (key: keyof TrafficFilters) => (value: string | undefined) =>
    onChange({ ...filters, [key]: value })
  const more = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next: TrafficFilters = { ...filters }
    for (const key of TEXT_INPUTS) next[key] = String(data.get(key) ?? '').trim() || undefined
    const position = Number(data.get('position'))
    next.position = Number.isInteger(position) && position >= 1 ? position : undefined
    onChange(next)
  }
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {SELECTS.map(({ key, anyLabel }) => (
          <OptionSelect
            key={key}
            id={`filter-${key}`}
            label={FILTER_LABELS[key]}
            value={filters[key]}
            options={lists[key]}
            anyLabel={anyLabel}
            onSelect={set(key)}
          />
        ))}
        <div className="space-y-1">
          <Label htmlFor="filter-traffic">Traffic</Label>
          <NativeSelect
            id="filter-traffic"
            className="w-full"
            value={filters.traffic ?? 'humans'}
            onChange={(event) =>
              onChange({
                ...filters,
                traffic: event.target.value === 'all' ? 'all' : undefined,
              })
            }
          >
            <option value="humans">Humans only</option>
            <option value="all">All traffic (with bots)</option>
          </NativeSelect>
        </div>
      </div>
      <details className="rounded-md border px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium">More filters</summary>
        <form
          key={TEXT_INPUTS.map((k) => filters[k] ?? '').join('|') + String(filters.position ?? '')}
          className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
          onSubmit={more}
        >
          {TEXT_INPUTS.map((key) => (
            <div key={key} className="space-y-1">
              <Label htmlFor={`filter-${key}`}>{FILTER_LABELS[key]}</Label>
              <Input id={`filter-${key}`} name={key} defaultValue={filters[key] ?? ''} />
            </div>
          ))}
          <div className="space-y-1">
            <Label htmlFor="filter-position">{FILTER_LABELS.position}</Label>
            <Input
              id="filter-position"
              name="position"
              type="number"
              min={1}
              max={100}
              defaultValue={filters.position ?? ''}
            />
          </div>
          <div className="flex items-end">
            <Button type="submit" variant="outline">
              Apply filters
            </Button>
          </div>
        </form>
      </details>
      <ActiveFilters filters={filters} names={options.data} onChange={onChange} />
    </div>
  )
}

/** The filters set, as chips in words ('Country: Romania'), each with its remove button. */
export function ActiveFilters({
  filters,
  names,
  onChange,
}: {
  filters: TrafficFilters
  names?: FilterNames
  onChange: Change
}) {
  const chips = NARROWING_KEYS.filter((key) => filters[key] !== undefined)
  if (!chips.length) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Active filters">
      {chips.map((key) => {
        const label = filterChipLabel(key, String(filters[key]), names)
        return (
          <li key={key}>
            <span className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted py-1 pl-3 pr-1 text-xs">
              <span className="truncate">{label}</span>
              <button
                type="button"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove filter ${label}`}
                onClick={() => onChange({ ...filters, [key]: undefined })}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </span>
          </li>
        )
      })}
      <li>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange({ period: filters.period, from: filters.from, to: filters.to })}
        >
          Clear filters
        </Button>
      </li>
    </ul>
  )
}
