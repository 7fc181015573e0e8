/**
 * The markets: every country with whether casinos may be promoted there, whether a
 * licence is required and from which regulators, its bonus policy and minimum age, and
 * how many regions have rules of their own. A market's name opens its rules; countries
 * themselves are added and removed under Countries.
 */
import { useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import {
  ListTable,
  numberColumn,
  rowActionsColumn,
  RowTitleLink,
  type ListColumn,
} from '../components/data-table'
import { RowEditButton } from '../components/data-table/row-parts'
import { fetchMarketPage, marketListOptions, type MarketListRow } from './api/list-markets'
import { marketKeys } from './keys'
import { bonusPolicyShort } from './rules-labels'

const columns: ListColumn<MarketListRow>[] = [
  { id: 'name', label: 'Market', value: (row) => row.name, title: true },
  {
    id: 'casino_promotion',
    label: 'Casino promotion',
    heading: 'Promotion',
    value: (row) => (row.casino_promotion ? 'Open' : 'Closed'),
    role: 'figure',
    cell: (row) =>
      row.casino_promotion ? (
        <Badge variant="success">Open</Badge>
      ) : (
        <Badge variant="destructive">Closed</Badge>
      ),
  },
  {
    id: 'licence_required',
    label: 'Licence',
    value: (row) => (row.licence_required ? 'Required' : 'Not required'),
    role: 'figure',
  },
  {
    id: 'regulators',
    label: 'Accepted regulators',
    heading: 'Regulators',
    value: (row) => row.regulators.map((regulator) => regulator.code).join(', ') || null,
    role: 'figure',
    cell: (row) =>
      row.regulators.length === 0 ? (
        <span className="text-muted-foreground">Any</span>
      ) : (
        <span className="inline-flex flex-wrap gap-1">
          {row.regulators.map((regulator) => (
            <Badge key={regulator.code} variant="outline" title={regulator.name}>
              {regulator.code}
            </Badge>
          ))}
        </span>
      ),
  },
  {
    id: 'bonus_policy',
    label: 'Bonus policy',
    heading: 'Bonuses',
    value: (row) => bonusPolicyShort(row.bonus_policy),
    blank: '—',
  },
  numberColumn(
    'min_age',
    'Minimum age',
    (row) => row.min_age,
    (row) => row.min_age ?? '—',
  ),
  numberColumn('region_count', 'Regions', (row) => row.region_count),
]

function titleCell(row: MarketListRow, name: string) {
  return <RowTitleLink id={row.id}>{name}</RowTitleLink>
}

export function MarketsTable({ canWrite }: { canWrite: boolean }) {
  const after = useMemo(
    () =>
      canWrite
        ? [
            rowActionsColumn<MarketListRow>(
              (row) => <RowEditButton id={row.id} name={row.name} />,
              'w-12 text-right',
            ),
          ]
        : [],
    [canWrite],
  )
  return (
    <ListTable
      name="markets"
      label="Markets"
      columns={columns}
      after={after}
      titleCell={titleCell}
      listOptions={marketListOptions}
      queryKey={marketKeys.list}
      fetchPage={fetchMarketPage}
      getRowId={(row) => row.id}
      empty={{
        title: 'No markets yet',
        description: 'Markets are the countries: add one under Countries, then set its rules here.',
      }}
    />
  )
}
