/**
 * The columns both traffic logs show the same way: when (opening the row's detail panel), where
 * and on what device the visitor was, and where they came from.
 */
import type { ColumnDef } from '@tanstack/react-table'
import { DataTableColumnHeader, RowEditLink } from '../data-table'
import { exactTime, shortTime } from '../time-ago'

/** The sortable time column; the time links to the row's detail panel. */
export function timeColumn<Row extends { id: string }>(
  id: keyof Row & string,
  title: string,
  time: (row: Row) => string,
  hrefFor: (id: string) => string,
): ColumnDef<Row> {
  return {
    id,
    accessorFn: time,
    header: ({ column }) => <DataTableColumnHeader column={column} title={title} />,
    enableHiding: false,
    meta: { label: title, className: 'whitespace-nowrap' },
    cell: ({ row }) => (
      <RowEditLink to={hrefFor(row.original.id)}>
        <time dateTime={time(row.original)} title={exactTime(time(row.original))}>
          {shortTime(time(row.original))}
        </time>
      </RowEditLink>
    ),
  }
}

/** 'Country': the country and city. */
export function placeColumn<
  Row extends { country: string | null; city: string | null },
>(): ColumnDef<Row> {
  return {
    id: 'country',
    accessorFn: (row) => row.country,
    header: 'Country',
    enableSorting: false,
    meta: { label: 'Country', className: 'hidden md:table-cell' },
    cell: ({ row }) => [row.original.country, row.original.city].filter(Boolean).join(', ') || '—',
  }
}

/** 'Device': the device type, browser and OS. */
export function deviceColumn<
  Row extends { device_type: string | null; browser: string | null; os: string | null },
>(): ColumnDef<Row> {
  return {
    id: 'device_type',
    accessorFn: (row) => row.device_type,
    header: 'Device',
    enableSorting: false,
    meta: { label: 'Device', className: 'hidden md:table-cell' },
    cell: ({ row }) =>
      [row.original.device_type, row.original.browser, row.original.os]
        .filter(Boolean)
        .join(' · ') || '—',
  }
}

/** 'Source': where the visitor came from, in one word. */
export function sourceColumn<Row>(source: (row: Row) => string): ColumnDef<Row> {
  return {
    id: 'source',
    accessorFn: source,
    header: 'Source',
    enableSorting: false,
    meta: { label: 'Source', className: 'hidden lg:table-cell' },
  }
}
