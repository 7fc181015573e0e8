/**
 * The page form: 'Title', 'Slug' (proposed from the title until typed by hand), 'Content'
 * (Markdown) with a live preview beside it (below it on phones), 'Meta title' and 'Meta
 * description' with length counters and the search-result snippet, 'Published', 'Show in
 * footer', 'Sort order'. Validated by page-schema.ts (the table's constraints and the
 * route guard), database refusals shown on their field, unsaved changes guarded, a save
 * over someone else's newer version refused with 'Reload'.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { listHref, NEW_ROW } from '../components/edit-links'
import {
  charLength,
  CheckboxField,
  EditFormHeader,
  FormActions,
  FormLoadError,
  FormLoading,
  notifySuccess,
  NumberField,
  SaveAlerts,
  slugify,
  TextareaField,
  TextField,
  useSaveFlow,
  useUnsavedChangesGuard,
  type ConstraintRule,
} from '../components/form'
import { RecordHistory } from '../components/history'
import { pageQueryOptions, usePageRow, type PageRow } from './api/get-page'
import { createPage, updatePage } from './api/save-page'
import { pageKeys } from './keys'
import { ContentPreview, LengthCounter, SearchSnippetPreview } from './page-preview'
import {
  emptyPage,
  META_DESCRIPTION_MAX,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_MAX,
  META_TITLE_RECOMMENDED,
  pageSchema,
  type PageFormValues,
  type PageInput,
} from './page-schema'
import { useDeletePage } from './use-delete-page'

/** Which constraint of the pages table belongs to which field. */
const CONSTRAINT_RULES: ConstraintRule<keyof PageFormValues>[] = [
  { constraint: 'pages_slug_key', field: 'slug', message: 'This slug is already used' },
  { constraint: 'pages_slug_format', field: 'slug', message: 'This slug is not valid.' },
  { constraint: 'pages_slug_length', field: 'slug', message: 'This slug is too long.' },
  // The route guard says which route takes the slug (a country row, for instance).
  { constraint: 'pages_slug_route', field: 'slug', message: (database) => database },
  { constraint: 'pages_title_length', field: 'title', message: 'This title is too long.' },
  { constraint: 'pages_content_length', field: 'content', message: 'This content is too long.' },
  {
    constraint: 'pages_meta_title_length',
    field: 'meta_title',
    message: 'This meta title is too long.',
  },
  {
    constraint: 'pages_meta_description_length',
    field: 'meta_description',
    message: 'This meta description is too long.',
  },
]

type PageForm = UseFormReturn<PageFormValues, unknown, PageInput>

function toFormValues(row: PageRow): PageFormValues {
  return {
    title: row.title,
    slug: row.slug,
    content: row.content ?? '',
    meta_title: row.meta_title ?? '',
    meta_description: row.meta_description ?? '',
    is_published: row.is_published,
    show_in_footer: row.show_in_footer,
    sort_order: row.sort_order,
  }
}

export function PageForm({ id, canWrite }: { id: string; canWrite: boolean }) {
  const isNew = id === NEW_ROW
  const query = usePageRow(isNew ? null : id)
  const [params] = useSearchParams()

  if (isNew) return <PageFormBody row={null} canWrite={canWrite} />
  // Data first: a failed background refetch must not replace a form being edited.
  if (query.data) return <PageFormBody key={query.data.id} row={query.data} canWrite={canWrite} />
  if (query.isPending) return <FormLoading label="Loading the page" rows={6} />
  return (
    <FormLoadError
      what="The page"
      sectionLabel="Pages"
      listTo={listHref(params)}
      error={query.error}
      retry={() => void query.refetch()}
    />
  )
}

/**
 * A new page's slug follows its title until someone types in 'Slug': the slug is replaced
 * only while it still equals the last one proposed.
 */
function useSlugProposal(form: PageForm, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    let proposed = form.getValues('slug')
    const subscription = form.watch((values, { name }) => {
      if (name !== 'title' || form.getValues('slug') !== proposed) return
      proposed = slugify(values.title ?? '')
      form.setValue('slug', proposed, { shouldDirty: true })
    })
    return () => subscription.unsubscribe()
  }, [form, enabled])
}

/** What publishing (or not) means for visitors, worded as the dashboard's rebuild. */
function publishingText(slug: string, published: boolean, wasPublished: boolean): string {
  const path = `/${slug || '{slug}'}`
  if (published) {
    return `Visitors see it at ${path} now; prerendered HTML with the next build ('Rebuild public pages' on the dashboard).`
  }
  return wasPublished
    ? `Unpublished on save: visitors get 'Page not found' at ${path} now, and the next build drops its prerendered HTML.`
    : `A draft: only staff see it. Publish it to show it at ${path}.`
}

function PageFormBody({ row, canWrite }: { row: PageRow | null; canWrite: boolean }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [version, setVersion] = useState(row?.updated_at ?? null)

  const form = useForm<PageFormValues, unknown, PageInput>({
    resolver: zodResolver(pageSchema),
    defaultValues: row ? toFormValues(row) : emptyPage,
  })
  const { isDirty, isSubmitting } = form.formState
  const allowNavigation = useUnsavedChangesGuard(canWrite && isDirty && !isSubmitting)
  useSlugProposal(form, canWrite && !row)
  const [title, slug, content, metaTitle, metaDescription, published] = useWatch({
    control: form.control,
    name: ['title', 'slug', 'content', 'meta_title', 'meta_description', 'is_published'],
  })

  const backToList = () => {
    allowNavigation()
    navigate(listHref(params), { replace: true })
  }
  const { requestDelete, checking, dialog } = useDeletePage({ onDeleted: backToList })

  const { conflict, formError, reload, save } = useSaveFlow({
    setError: form.setError,
    rules: CONSTRAINT_RULES,
    entity: 'page',
    reload: row
      ? async () => {
          const fresh = await queryClient.fetchQuery(pageQueryOptions(row.id))
          form.reset(toFormValues(fresh))
          setVersion(fresh.updated_at)
        }
      : undefined,
  })

  const onSubmit = form.handleSubmit((input) =>
    save(async () => {
      const saved =
        row && version ? await updatePage(row.id, version, input) : await createPage(input)
      await queryClient.invalidateQueries({ queryKey: pageKeys.all })
      notifySuccess(
        saved.is_published
          ? `${row ? 'Saved' : 'Created'} ${saved.title}: visitors see it at /${saved.slug} now.`
          : `${row ? 'Saved' : 'Created'} ${saved.title} (draft).`,
      )
      backToList()
    }),
  )

  const readOnly = !canWrite
  return (
    <div className="space-y-6">
      <EditFormHeader
        listTo={listHref(params)}
        sectionLabel="Pages"
        title={row ? `Edit ${row.title}` : 'New page'}
        deleteDisabled={checking}
        onDelete={
          row && canWrite ? () => void requestDelete({ id: row.id, name: row.title }) : undefined
        }
      />
      <SaveAlerts
        entity="page"
        conflict={conflict}
        formError={formError}
        onReload={() => void reload()}
      />

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={row ? `Edit ${row.title}` : 'New page'}
        className="grid gap-5 rounded-lg border bg-card p-4 sm:p-6 lg:grid-cols-2"
      >
        <TextField
          form={form}
          name="title"
          label="Title"
          autoComplete="off"
          disabled={readOnly}
          description="The page's heading."
        />
        <TextField
          form={form}
          name="slug"
          label="Slug"
          autoComplete="off"
          spellCheck={false}
          disabled={readOnly}
          description="The page's address: /{slug}. Lower-case letters, digits and hyphens; not a country code or a route of the site."
        />
        <TextareaField
          form={form}
          name="content"
          label="Content"
          rows={18}
          spellCheck
          disabled={readOnly}
          className="min-w-0 [&_textarea]:font-mono [&_textarea]:text-sm"
          description="Markdown: ## for a heading, **bold**, - for a list, [text](/path) for a link. HTML is shown as text."
        />
        <ContentPreview title={title} content={content ?? ''} />
        <div className="space-y-5">
          <TextField
            form={form}
            name="meta_title"
            label="Meta title"
            autoComplete="off"
            disabled={readOnly}
            description={
              <LengthCounter
                length={charLength(metaTitle ?? '')}
                recommended={META_TITLE_RECOMMENDED}
                max={META_TITLE_MAX}
              />
            }
          />
          <TextareaField
            form={form}
            name="meta_description"
            label="Meta description"
            rows={3}
            disabled={readOnly}
            description={
              <LengthCounter
                length={charLength(metaDescription ?? '')}
                recommended={META_DESCRIPTION_RECOMMENDED}
                max={META_DESCRIPTION_MAX}
              />
            }
          />
        </div>
        <SearchSnippetPreview
          slug={slug}
          title={title}
          metaTitle={metaTitle ?? ''}
          metaDescription={metaDescription ?? ''}
        />
        <CheckboxField
          form={form}
          name="is_published"
          label="Published"
          disabled={readOnly}
          description={publishingText(slug, published, row?.is_published ?? false)}
        />
        <CheckboxField
          form={form}
          name="show_in_footer"
          label="Show in footer"
          disabled={readOnly}
          description="Linked from the footer of every page while published, in sort order."
        />
        <NumberField
          form={form}
          name="sort_order"
          label="Sort order"
          step={1}
          disabled={readOnly}
          description="Position among the footer's links (ascending)."
        />
        {canWrite ? (
          <FormActions
            saving={isSubmitting}
            cancelTo={listHref(params)}
            className="lg:col-span-2"
          />
        ) : null}
      </form>
      {row ? <RecordHistory table="pages" recordId={row.id} /> : null}
      {dialog}
    </div>
  )
}
