/** The postback sources: name, slug, preset, allowed IPs, default currency, active. */
import {
  activeColumn,
  nameColumn,
  slugColumn,
  SectionTable,
  type SectionList,
} from '../components/data-table'
import { fetchSourcePage, sourceListOptions, type SourceRow } from './api/sources'
import { postbackSourceKeys } from './keys'
import { presetById } from './presets'
import { postbacksSection } from './section'

const allowedIps = (row: SourceRow) => row.allowed_ips as string[]

const sourcesList: SectionList<SourceRow> = {
  section: postbacksSection,
  label: 'Postback sources',
  columns: [
    nameColumn(),
    slugColumn((row) => <code className="text-xs">{row.slug}</code>),
    { id: 'preset', label: 'Preset', value: (row) => presetById(row.preset).label },
    {
      id: 'allowed_ips',
      label: 'Allowed IPs',
      value: (row) => allowedIps(row).join(' '),
      cell: (row) =>
        allowedIps(row).length ? (
          <span className="text-xs">{allowedIps(row).join(', ')}</span>
        ) : (
          <span className="text-muted-foreground">Any</span>
        ),
    },
    {
      id: 'default_currency',
      label: 'Default currency',
      heading: 'Currency',
      value: (row) => row.default_currency,
    },
    activeColumn(),
  ],
  options: sourceListOptions,
  keys: postbackSourceKeys,
  fetchPage: fetchSourcePage,
  empty: {
    description: 'Add the affiliate network that reports your conversions with New source.',
    readOnly: 'An admin adds the networks that send postbacks.',
  },
}

export function SourcesTable({ canWrite }: { canWrite: boolean }) {
  return <SectionTable list={sourcesList} canWrite={canWrite} />
}
