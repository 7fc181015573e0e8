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
  CheckboxField,
  Field,
  NumberField,
  RowFormFrame,
  RowFormLoader,
  TextareaField,
  TextField,
  useRowForm,
  useSlugProposal,
} from '../components/form'
import { categoryQueryOptions, type CategoryRow } from './api/get-category'
import { createCategory, updateCategory } from './api/save-category'
import { CategoryIcon } from './category-icon'
import {
  categorySchema,
  emptyCategory,
  type CategoryFormValues,
  type CategoryInput,
} from './category-schema'
import { categoryKeys } from './keys'
import { RecordHistory } from '../components/history'
import { useDeleteCategory } from './use-delete-category'
import { categoriesSection } from './section'

type CategoryForm = UseFormReturn<CategoryFormValues, unknown, CategoryInput>

function toFormValues(row: CategoryRow): CategoryFormValues {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    icon: row.icon ?? '',
    sort_order: row.sort_order,
    is_active: row.is_active,
  }
}

export function CategoryForm({ id, canWrite }: { id: string; canWrite: boolean }) {
  return (
    <RowFormLoader
      id={id}
      rowQuery={categoryQueryOptions}
      what="The category"
      sectionLabel={categoriesSection.label}
      loadingLabel="Loading the category"
      loadingRows={5}
    >
      {(row) => <CategoryFormBody row={row} canWrite={canWrite} />}
    </RowFormLoader>
  )
}

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
    toFormValues,
    section: categoriesSection,
    rowQuery: categoryQueryOptions,
    keys: categoryKeys,
    create: createCategory,
    update: updateCategory,
    savedMessage: (saved, created) => `${created ? 'Created' : 'Saved'} ${saved.name}.`,
  })
  const { form, readOnly, backToList } = rowForm
  useSlugProposal(form, { from: 'name', slug: 'slug', enabled: canWrite && !row })
  const isDefault = row?.slug === DEFAULT_CATEGORY
  const { requestDelete, checking, dialog } = useDeleteCategory({ onDeleted: backToList })

  return (
    <RowFormFrame
      rowForm={rowForm}
      title={row ? `Edit ${row.name}` : 'New category'}
      onDelete={
        row && canWrite && !isDefault
          ? () => void requestDelete({ id: row.id, name: row.name })
          : undefined
      }
      deleteDisabled={checking}
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
      history={row ? <RecordHistory table="categories" recordId={row.id} /> : null}
      dialog={dialog}
    >
      <TextField
        form={form}
        name="name"
        label="Name"
        autoComplete="off"
        disabled={readOnly}
        description="As visitors see it: the ranking's title and the category's card."
      />
      <TextField
        form={form}
        name="slug"
        label="Slug"
        autoComplete="off"
        spellCheck={false}
        disabled={readOnly}
        readOnly={isDefault}
        description={
          isDefault
            ? 'The default category keeps this slug: the public site links to it.'
            : "The category's URL: /{country}/{slug}. Lower-case letters, digits and hyphens."
        }
      />
      <TextareaField
        form={form}
        name="description"
        label="Description"
        rows={3}
        disabled={readOnly}
        className="md:col-span-2"
        description="One or two sentences for the 'Other Categories' card."
      />
      <IconField form={form} storedIcon={row?.icon ?? null} disabled={readOnly} />
      <NumberField
        form={form}
        name="sort_order"
        label="Sort order"
        step={1}
        disabled={readOnly}
        description="Position among the categories (ascending)."
      />
      <CheckboxField
        form={form}
        name="is_active"
        label="Active"
        disabled={readOnly}
        className="self-center"
        description="Inactive categories are hidden from visitors."
      />
    </RowFormFrame>
  )
}
