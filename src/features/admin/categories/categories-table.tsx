/**
 * The category list: icon, name, slug, number of brands tagged, active, sort order,
 * updated. The default category has no delete action (the database refuses it).
 */
import { DEFAULT_CATEGORY } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import {
  activeColumn,
  nameColumn,
  numberColumn,
  slugColumn,
  SectionTable,
  sortOrderColumn,
  updatedColumn,
  type SectionList,
} from '../components/data-table'
import { categoryListOptions, fetchCategoryPage, type CategoryListRow } from './api/list-categories'
import { categoryRows } from './api/category-rows'
import { CategoryIcon } from './category-icon'
import { categoryKeys } from './keys'
import { categoriesSection } from './section'
import { useDeleteCategory } from './use-delete-category'

const categoriesList: SectionList<CategoryListRow> = {
  section: categoriesSection,
  columns: [
    nameColumn(),
    slugColumn(({ slug }) => (
      <span className="inline-flex items-center gap-2">
        <code className="text-xs">{slug}</code>
        {slug === DEFAULT_CATEGORY ? <Badge variant="outline">Default</Badge> : null}
      </span>
    )),
    {
      id: 'icon',
      label: 'Icon',
      value: (row) => row.icon,
      leading: true,
      className: 'w-12',
      cell: (row) => <CategoryIcon name={row.icon} labelled />,
    },
    numberColumn('brand_count', 'Brands', (row) => row.brand_count),
    activeColumn(),
    sortOrderColumn(),
    updatedColumn(),
  ],
  options: categoryListOptions,
  keys: categoryKeys,
  fetchPage: fetchCategoryPage,
  setActive: categoryRows.setActive,
  editButton: true,
  canDelete: (row) => row.slug !== DEFAULT_CATEGORY,
  empty: {
    description: 'Add the first with New category; its ranking appears at /{country}/{slug}.',
    readOnly: 'An editor or admin can add categories.',
  },
}

export function CategoriesTable({ canWrite }: { canWrite: boolean }) {
  return <SectionTable list={categoriesList} canWrite={canWrite} remove={useDeleteCategory()} />
}
