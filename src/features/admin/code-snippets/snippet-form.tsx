/**
 * The code snippet form: 'Name', 'Description', 'Placement', 'Code' (CodeMirror, loaded on
 * this form only), 'Allowed origins', 'Active', 'Sort order', under a plain warning that a
 * snippet runs on every public page for every visitor. A save over someone else's newer
 * version is refused with 'Reload'.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { TriangleAlert } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Controller } from 'react-hook-form'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import {
  ActiveField,
  DescriptionField,
  Field,
  loadedRowForm,
  RowFormFrame,
  SelectField,
  SortOrderField,
  TextareaField,
  TextField,
  useRowForm,
} from '../components/form'
import { snippetRows, type SnippetRow } from './api/snippet-rows'
import { emptySnippet, SNIPPET_LOCATIONS, snippetSchema, toFormValues } from './snippet-schema'
import { useDeleteSnippet } from './use-delete-snippet'

const CodeEditor = lazy(() => import('./code-editor'))

function SnippetFormBody({ row, canWrite }: { row: SnippetRow | null; canWrite: boolean }) {
  const rowForm = useRowForm({
    row,
    canWrite,
    resolver: zodResolver(snippetSchema),
    emptyValues: emptySnippet,
    toFormValues,
    rows: snippetRows,
  })
  const { form, readOnly, backToList } = rowForm
  const deletion = useDeleteSnippet({ onDeleted: backToList })

  const codeError = form.formState.errors.code?.message
  return (
    <RowFormFrame
      rowForm={rowForm}
      deletion={deletion}
      notice={<SnippetWarning />}
      className="max-w-4xl"
    >
      <TextField form={form} name="name" label="Name" autoComplete="off" />
      <SelectField
        form={form}
        name="location"
        label="Placement"
        options={SNIPPET_LOCATIONS}
        description="Where in every page: inside <head>, right after <body>, or before </body>."
      />
      <DescriptionField rows={2} description="What it is for and who asked for it." />
      <Field
        label="Code"
        className="md:col-span-2"
        description="The HTML as it goes into the page, <script> tags included."
        error={codeError}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                <CodeEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label="Code"
                  describedBy={control['aria-describedby']}
                  invalid={codeError !== undefined}
                  readOnly={readOnly}
                />
              </Suspense>
            )}
          />
        )}
      </Field>
      <TextareaField
        form={form}
        name="allowed_origins"
        label="Allowed origins"
        rows={3}
        spellCheck={false}
        className="md:col-span-2 [&_textarea]:font-mono"
        description="The https origins the snippet loads from or sends to, one per line (e.g. https://www.googletagmanager.com): the site's Content-Security-Policy allows them, and nothing else."
      />
      <SortOrderField description="Order among the snippets of the same placement (ascending)." />
      <ActiveField description="Active snippets go into the public pages at the next build." />
    </RowFormFrame>
  )
}

export const SnippetForm = loadedRowForm({ rows: snippetRows, loadingRows: 6 }, SnippetFormBody)

export function SnippetWarning() {
  return (
    <Alert>
      <TriangleAlert aria-hidden="true" />
      <AlertTitle className="line-clamp-none">
        A snippet runs on every public page, for every visitor
      </AlertTitle>
      <AlertDescription>
        Its code can read and change everything on those pages. Add only code from a provider you
        trust, and only the origins it needs. Changes reach the site at the next build (Rebuild
        public pages on the dashboard).
      </AlertDescription>
    </Alert>
  )
}
