/**
 * A page's body as the visitor sees it, from its rendered Markdown (render-markdown.ts,
 * which makes any raw HTML in the text inert), styled for reading. Links to the site's own
 * paths move inside the app (no full reload). The public page renders the HTML its row
 * carries (get-page.ts); the admin's live preview renders the Markdown as typed
 * (MarkdownContent).
 */
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { clsx } from 'clsx'

const PROSE =
  'max-w-3xl text-[0.975rem] leading-relaxed text-foreground/90 ' +
  '[&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground md:[&_h2]:text-2xl [&_h2:first-child]:mt-0 ' +
  '[&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground [&_h3:first-child]:mt-0 ' +
  '[&_h4]:mb-2 [&_h4]:mt-5 [&_h4]:font-semibold [&_h4]:text-foreground [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold ' +
  '[&_p]:mt-3 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 ' +
  '[&_strong]:text-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5 ' +
  '[&_blockquote]:mt-6 [&_blockquote]:rounded-xl [&_blockquote]:border [&_blockquote]:border-primary/20 [&_blockquote]:bg-primary/5 [&_blockquote]:p-5 [&_blockquote]:text-sm [&_blockquote_p:first-child]:mt-0 ' +
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_img]:mt-4 [&_img]:max-w-full [&_img]:rounded-lg ' +
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_th]:text-left ' +
  '[&_hr]:my-8 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4'

export function MarkdownHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate()

  function followSiteLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    const href = anchor?.getAttribute('href')
    if (!href?.startsWith('/') || href.startsWith('//')) return
    event.preventDefault()
    void navigate(href)
  }

  return (
    // Only the links' clicks are handled (Enter on a focused link fires them too).
    <div
      className={clsx(PROSE, className)}
      onClick={followSiteLink}
      // renderMarkdown escapes raw HTML and drops unsafe URLs (render-markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
