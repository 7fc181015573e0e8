/**
 * The category form: 'Name', 'Slug' (proposed from the name until typed by hand),
 * 'Description', 'Icon' (one the site can render), 'Sort order', 'Active'. Validated by
 * category-schema.ts (the table's constraints), database refusals shown on their field,
 * unsaved changes guarded, a save over someone else's newer version refused with
 * 'Reload'. The default category keeps its slug and cannot be deleted.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { Info } from 'lucide-react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { CATEGORY_ICON_NAMES, CATEGORY_ICONS, isCategoryIconName } from '@/config/category-icons'
import { DEFAULT_CATEGORY } from '@/config/paths'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { NativeSelect } from '@/components/ui/native-select'
import {
  ActiveField,
  DescriptionField,
  Field,
  loadedRowForm,
  RowFormFrame,
  SlugField,
  SortOrderField,
  TextField,
  useRowForm,
} from '../components/form'
import { categoryRows, type CategoryRow } from './api/category-rows'
import { CategoryIcon } from './category-icon'
import {
  categorySchema,
  emptyCategory,
  type CategoryFormValues,
  type CategoryInput,
} from './category-schema'
import { useDeleteCategory } from './use-delete-category'

type CategoryForm = UseFormReturn<CategoryFormValues, unknown, CategoryInput>

function IconField({
  form,
  storedIcon,
  disabled,
}: {
  form: CategoryForm
  storedIcon: string | null
  disabled: boolean
}) {
  const icon = useWatch({ control: form.control, name: 'icon' })
  const error = form.formState.errors.icon?.message
  // A stored name the site cannot render stays visible (and refused on save) rather than lost.
  const unknown = storedIcon && !isCategoryIconName(storedIcon) ? storedIcon : null
  return (
    <Field
      label="Icon"
      error={error}
      description="Shown on the category's card on the public site."
    >
      {(control) => (
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md border bg-primary/10">
            <CategoryIcon name={icon || null} />
          </span>
          <NativeSelect
            className="w-full"
            {...control}
            disabled={disabled}
            {...form.register('icon')}
          >
            <option value="">No icon</option>
            {CATEGORY_ICON_NAMES.map((name) => (
              <option key={name} value={name}>
                {CATEGORY_ICONS[name].label}
              </option>
            ))}
            {unknown ? <option value={unknown}>{unknown} (the site cannot show it)</option> : null}
          </NativeSelect>
        </div>
      )}
    </Field>
  )
}

function CategoryFormBody({ row, canWrite }: { row: CategoryRow | null; canWrite: boolean }) {
  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(categorySchema),
    emptyValues: emptyCategory,
    rows: categoryRows,
  })
  const { form, readOnly, backToList } = rowForm
  const isDefault = row?.slug === DEFAULT_CATEGORY
  const deletion = useDeleteCategory({ onDeleted: backToList })

  return (
    <RowFormFrame
      rowForm={rowForm}
      deletion={deletion}
      deletable={!isDefault}
      notice={
        isDefault ? (
          <Alert>
            <Info aria-hidden="true" />
            <AlertTitle>The default category</AlertTitle>
            <AlertDescription>
              Its ranking at /{'{country}'} lists every brand, so it cannot be deleted and its slug
              stays &lsquo;{DEFAULT_CATEGORY}&rsquo;. Its name, text, icon and order can change.
            </AlertDescription>
          </Alert>
        ) : null
      }
      className="max-w-3xl"
    >
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="off"
        description="As visitors see it: the ranking's title and the category's card."
      />
      <SlugField
        from="name"
        readOnly={isDefault}
        description={
          isDefault
            ? 'The default category keeps this slug: the public site links to it.'
            : "The category's URL: /{country}/{slug}. Lower-case letters, digits and hyphens."
        }
      />
      <DescriptionField description="One or two sentences for the 'Other Categories' card." />
      <IconField form={form} storedIcon={row?.icon ?? null} disabled={readOnly} />
      <SortOrderField description="Position among the categories (ascending)." />
      <ActiveField description="Inactive categories are hidden from visitors." />
    </RowFormFrame>
  )
}

export const CategoryForm = loadedRowForm({ rows: categoryRows, loadingRows: 5 }, CategoryFormBody)
