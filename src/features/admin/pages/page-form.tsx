/**
 * The page form: 'Title', 'Slug' (proposed from the title until typed by hand), 'Content'
 * (Markdown) with a live preview beside it (below it on phones), 'Meta title' and 'Meta
 * description' with length counters and the search-result snippet, 'Published', 'Show in
 * footer', 'Sort order'. Validated by page-schema.ts (the table's constraints and the
 * route guard), database refusals shown on their field, unsaved changes guarded, a save
 * over someone else's newer version refused with 'Reload'.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useWatch } from 'react-hook-form'
import {
  charLength,
  CheckboxField,
  loadedRowForm,
  RowFormFrame,
  SlugField,
  SortOrderField,
  TextareaField,
  TextField,
  useRowForm,
} from '../components/form'
import { pageRows, type PageRow } from './api/page-rows'
import { ContentPreview, LengthCounter, SearchSnippetPreview } from './page-preview'
import {
  emptyPage,
  META_DESCRIPTION_MAX,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_MAX,
  META_TITLE_RECOMMENDED,
  pageSchema,
} from './page-schema'
import { useDeletePage } from './use-delete-page'

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
  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(pageSchema),
    emptyValues: emptyPage,
    rows: pageRows,
    savedMessage: (saved, created) =>
      saved.is_published
        ? `${created ? 'Created' : 'Saved'} ${saved.title}: visitors see it at /${saved.slug} now.`
        : `${created ? 'Created' : 'Saved'} ${saved.title} (draft).`,
  })
  const { form, backToList } = rowForm
  const [title, slug, content, metaTitle, metaDescription, published] = useWatch({
    control: form.control,
    name: ['title', 'slug', 'content', 'meta_title', 'meta_description', 'is_published'],
  })
  const deletion = useDeletePage({ onDeleted: backToList })

  return (
    <RowFormFrame rowForm={rowForm} deletion={deletion} columns="lg">
      <TextField
        form={form}
        name="title"
        label="Title"
        autoComplete="off"
        description="The page's heading."
      />
      <SlugField
        from="title"
        description="The page's address: /{slug}. Lower-case letters, digits and hyphens; not a country code or a route of the site."
      />
      {/*
        Side by side from lg, Content and its preview share the rows of a subgrid (label,
        box, notes), so both boxes start and end on the same lines whichever is taller.
      */}
      <div className="grid gap-5 lg:col-span-2 lg:grid-cols-subgrid lg:grid-rows-[auto_1fr_auto_auto] lg:gap-y-2">
        <TextareaField
          form={form}
          name="content"
          label="Content"
          rows={18}
          spellCheck
          className="min-w-0 lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:space-y-0 [&_textarea]:font-mono [&_textarea]:text-sm"
          description="Markdown: # or ## for a heading, **bold**, - for a list, [text](/path) for a link. HTML is shown as text."
        />
        <ContentPreview
          title={title}
          content={content ?? ''}
          className="lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:space-y-0"
        />
      </div>
      <div className="space-y-5">
        <TextField
          form={form}
          name="meta_title"
          label="Meta title"
          autoComplete="off"
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
        description={publishingText(slug, published, row?.is_published ?? false)}
      />
      <CheckboxField
        form={form}
        name="show_in_footer"
        label="Show in footer"
        description="Linked from the footer of every page while published, in sort order."
      />
      <SortOrderField description="Position among the footer's links (ascending)." />
    </RowFormFrame>
  )
}

export const PageForm = loadedRowForm({ rows: pageRows, loadingRows: 6 }, PageFormBody)
