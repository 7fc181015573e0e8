/** The regulators: name, code, register, the markets that accept it and the licences that name it. */
import {
  numberColumn,
  SectionTable,
  updatedColumn,
  type SectionList,
} from '../components/data-table'
import { Clipped } from '../components/data-table'
import {
  fetchRegulatorPage,
  regulatorListOptions,
  type RegulatorListRow,
} from './api/list-regulators'
import { regulatorKeys } from './keys'
import { useDeleteRegulator } from './use-delete-regulator'
import { regulatorsView } from './views'

const regulatorsList: SectionList<RegulatorListRow> = {
  section: regulatorsView,
  label: 'Regulators',
  columns: [
    { id: 'name', label: 'Name', value: (row) => row.name, title: true },
    {
      id: 'code',
      label: 'Code',
      value: (row) => row.code,
      cell: (row) => <code className="text-xs">{row.code}</code>,
    },
    {
      id: 'register_url',
      label: 'Register',
      value: (row) => row.register_url,
      role: 'detail',
      cell: (row) =>
        row.register_url ? (
          <a
            href={row.register_url}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline-offset-4 hover:underline"
          >
            <Clipped text={row.register_url.replace(/^https?:\/\//, '')} width="max-w-48" />
          </a>
        ) : (
          '—'
        ),
    },
    { ...numberColumn('market_count', 'Markets', (row) => row.market_count), role: 'figure' },
    { ...numberColumn('licence_count', 'Licences', (row) => row.licence_count), role: 'figure' },
    updatedColumn(),
  ],
  options: regulatorListOptions,
  keys: regulatorKeys,
  fetchPage: fetchRegulatorPage,
  editButton: true,
  empty: {
    description: 'Add the first with New regulator; then choose the markets that accept it.',
    readOnly: 'An editor or admin can add regulators.',
  },
}

export function RegulatorsTable({ canWrite }: { canWrite: boolean }) {
  return <SectionTable list={regulatorsList} canWrite={canWrite} remove={useDeleteRegulator()} />
}
