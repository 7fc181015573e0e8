/**
 * The page list: title, slug (a link to the public page when published), published or
 * draft, in the footer, sort order, updated. 'Search', 'New page', 'Export CSV' and the
 * Published filter come with the workbench's table.
 */
import { ExternalLink } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import {
  SectionTable,
  slugColumn,
  sortOrderColumn,
  updatedColumn,
  type SectionList,
} from '../components/data-table'
import { fetchPageList, pageListOptions, type PageListRow } from './api/list-pages'
import { pageKeys } from './keys'
import { pagesSection } from './section'
import { useDeletePage } from './use-delete-page'

const pagesList: SectionList<PageListRow> = {
  section: pagesSection,
  columns: [
    { id: 'title', label: 'Title', value: (row) => row.title, title: true },
    slugColumn(({ slug, is_published }) =>
      is_published ? (
        <a
          href={`/${slug}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-xs underline-offset-2 hover:underline"
        >
          <code>/{slug}</code>
          <ExternalLink className="size-3" aria-hidden="true" />
          <span className="sr-only">(opens the public page in a new tab)</span>
        </a>
      ) : (
        <code className="text-xs">/{slug}</code>
      ),
    ),
    {
      id: 'is_published',
      label: 'Status',
      value: (row) => row.is_published,
      csv: { header: 'Published' },
      cell: (row) =>
        row.is_published ? (
          <Badge variant="success">Published</Badge>
        ) : (
          <Badge variant="secondary">Draft</Badge>
        ),
    },
    {
      id: 'show_in_footer',
      label: 'In footer',
      value: (row) => row.show_in_footer,
      cell: (row) => (row.show_in_footer ? 'Yes' : 'No'),
    },
    sortOrderColumn(),
    updatedColumn(),
  ],
  options: pageListOptions,
  keys: pageKeys,
  fetchPage: fetchPageList,
  editButton: true,
  empty: {
    description: 'Add the first with New page; once published it is at /{slug}.',
    readOnly: 'An editor or admin can add pages.',
  },
}

export function PagesTable({ canWrite }: { canWrite: boolean }) {
  return <SectionTable list={pagesList} canWrite={canWrite} remove={useDeletePage()} />
}
