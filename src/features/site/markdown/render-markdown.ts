/**
 * The one Markdown renderer of the site's pages: the prerender, the browser and the admin's
 * preview all call `renderMarkdown`, so a page looks the same everywhere. marked (GitHub
 * flavoured Markdown) escapes text; on top of that, raw HTML written into a page is shown
 * as text (a `<script>` or an `onerror=` is never markup), and a link or image whose URL is
 * not http(s), mailto, tel, a site path or an anchor (javascript:, data:) loses its URL.
 */
import { Marked, type Tokens } from 'marked'

const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i

/** `url` when a link may point there; null for scripts, data and protocol-relative URLs. */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim()
  return SAFE_URL.test(trimmed) ? trimmed : null
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

function titleAttribute(title: string | null | undefined): string {
  return title ? ` title="${escapeHtml(title)}"` : ''
}

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      const shown = escapeHtml(text)
      return block ? `<p>${shown.trim()}</p>\n` : shown
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens)
      const url = safeUrl(href)
      if (!url) return text
      const external = /^https?:\/\//i.test(url)
      const rel = external ? ' rel="noopener noreferrer"' : ''
      return `<a href="${escapeHtml(url)}"${titleAttribute(title)}${rel}>${text}</a>`
    },
    image({ href, title, text }: Tokens.Image) {
      const url = safeUrl(href)
      if (!url) return escapeHtml(text)
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttribute(title)} loading="lazy">`
    },
  },
})

/**
 * The HTML of a page's Markdown body, safe to put into the document as it is. The page's
 * title is its one h1, so a body that uses `#` headings has every heading moved one level
 * down (`#` h2, `##` h3, …, h6 at most): its outline stays whole under the title. A body
 * that starts at `##` is left as written.
 */
export function renderMarkdown(source: string): string {
  const tokens = markdown.lexer(source)
  const headings: Tokens.Heading[] = []
  markdown.walkTokens(tokens, (token) => {
    if (token.type === 'heading') headings.push(token as Tokens.Heading)
  })
  if (headings.some((heading) => heading.depth === 1)) {
    for (const heading of headings) heading.depth = Math.min(6, heading.depth + 1)
  }
  return markdown.parser(tokens)
}
