import type { EvidencePage } from './api/get-evidence-page'

/**
 * The page as the frame shows it: the build's stylesheets inline (the site's hashed files
 * are gone after the next deploy) and links and images resolved against the public site.
 */
export function framedDocument({ html, styles, siteUrl }: EvidencePage): string {
  const safeStyles = styles.replace(/<\/style/gi, '<\\/style')
  return html.replace(/<head>/i, `<head><base href="${siteUrl}/"><style>${safeStyles}</style>`)
}
