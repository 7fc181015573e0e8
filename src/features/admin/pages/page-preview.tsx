/**
 * What the page form shows beside its fields: the body as the public page renders it (the
 * site's own Markdown component, so the preview is the page), and the search-result
 * snippet the meta title and description make.
 */
import { useDeferredValue } from 'react'
import { cn } from '@/lib/utils'
import { absoluteUrl } from '@/components/seo/absolute-url'
import { pageTitle } from '@/config/site'
import { MarkdownContent } from '@/features/site'
import { META_DESCRIPTION_RECOMMENDED, META_TITLE_RECOMMENDED } from './page-schema'

/** Cut where a search engine would, with an ellipsis. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

export function ContentPreview({
  title,
  content,
  className,
}: {
  title: string
  content: string
  className?: string
}) {
  // Typing stays fluid in long pages: the preview renders a moment behind.
  const deferred = useDeferredValue(content)
  return (
    <section aria-labelledby="page-preview-heading" className={cn('min-w-0 space-y-2', className)}>
      <h2 id="page-preview-heading" className="text-sm font-medium leading-none">
        Preview
      </h2>
      <div className="max-h-[36rem] overflow-y-auto rounded-md border bg-background p-4 sm:p-6">
        <p className="mb-6 text-balance text-3xl font-bold tracking-tight">
          {title || 'Untitled page'}
        </p>
        {deferred.trim() ? (
          <MarkdownContent markdown={deferred} />
        ) : (
          <p className="text-sm text-muted-foreground">The page has no content yet.</p>
        )}
      </div>
    </section>
  )
}

export function SearchSnippetPreview({
  slug,
  title,
  metaTitle,
  metaDescription,
}: {
  slug: string
  title: string
  metaTitle: string
  metaDescription: string
}) {
  const shownTitle = pageTitle(metaTitle.trim() || title.trim() || 'Untitled page')
  return (
    <section aria-labelledby="snippet-preview-heading" className="space-y-2">
      <h2 id="snippet-preview-heading" className="text-sm font-medium">
        In search results
      </h2>
      <div className="rounded-md border bg-background p-4">
        <p className="truncate text-xs text-muted-foreground">{absoluteUrl(`/${slug}`)}</p>
        <p className="mt-1 text-lg leading-snug text-blue-800 dark:text-blue-300">
          {clip(shownTitle, META_TITLE_RECOMMENDED + 10)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {metaDescription.trim()
            ? clip(metaDescription.trim(), META_DESCRIPTION_RECOMMENDED)
            : 'No meta description: search engines pick a sentence from the page.'}
        </p>
      </div>
    </section>
  )
}

/** '42 / 60 recommended (at most 200)', marked when past the recommendation. */
export function LengthCounter({
  length,
  recommended,
  max,
}: {
  length: number
  recommended: number
  max: number
}) {
  const over = length > recommended
  return (
    <span className={over ? 'font-medium text-amber-700 dark:text-amber-400' : undefined}>
      {length} / {recommended} characters recommended (at most {max})
      {over ? ': search engines may cut it off.' : '.'}
    </span>
  )
}
