/** The code snippet list: name, placement, origins, active, sort order, updated. */
import {
  activeColumn,
  nameColumn,
  SectionTable,
  sortOrderColumn,
  updatedColumn,
  type SectionList,
} from '../components/data-table'
import { fetchSnippetPage, snippetListOptions, type SnippetListRow } from './api/list-snippets'
import { snippetKeys } from './keys'
import { codeSnippetsSection } from './section'
import { SNIPPET_LOCATIONS } from './snippet-schema'
import { useDeleteSnippet } from './use-delete-snippet'

const placementLabel = (location: string) =>
  SNIPPET_LOCATIONS.find((option) => option.value === location)?.label ?? location

const snippetsList: SectionList<SnippetListRow> = {
  section: codeSnippetsSection,
  columns: [
    nameColumn(),
    { id: 'description', label: 'Description', value: (row) => row.description, table: false },
    {
      id: 'location',
      label: 'Placement',
      value: (row) => placementLabel(row.location),
      className: 'whitespace-nowrap',
    },
    {
      id: 'allowed_origins',
      label: 'Allowed origins',
      value: (row) => row.allowed_origins.join(' '),
      cell: (row) =>
        row.allowed_origins.length > 0 ? (
          <code className="break-all text-xs">{row.allowed_origins.join(' ')}</code>
        ) : (
          <span className="text-muted-foreground">None</span>
        ),
    },
    activeColumn(),
    sortOrderColumn(),
    updatedColumn(),
  ],
  options: snippetListOptions,
  keys: snippetKeys,
  fetchPage: fetchSnippetPage,
  editButton: true,
  empty: {
    title: 'No code snippets yet',
    description: 'Add analytics or a tag manager with New snippet; it goes into every public page.',
    readOnly: 'An admin can add snippets.',
  },
}

export function SnippetsTable({ canWrite }: { canWrite: boolean }) {
  return <SectionTable list={snippetsList} canWrite={canWrite} remove={useDeleteSnippet()} />
}
