/**
 * A Markdown text rendered as the visitor would see it (MarkdownHtml): the admin's live
 * preview of a page, rendering as the editor types.
 */
import { useMemo } from 'react'
import { MarkdownHtml } from './markdown-html'
import { renderMarkdown } from './render-markdown'

export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown])
  return <MarkdownHtml html={html} className={className} />
}
