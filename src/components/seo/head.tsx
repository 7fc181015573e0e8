/**
 * Head tags of a page. React 19 hoists <title>, <meta> and <link> rendered anywhere into
 * the document head, in the browser and in a server render alike, so no helmet library
 * is needed (react-helmet-async 3 only passes through to this on React 19, for 9 KB).
 */
import { getEnv } from '@/config/env'
import { pageTitle } from '@/config/site'

type HeadProps = {
  /** The page's own title; the site name is appended unless `fullTitle` is given. */
  title: string
  /** Use `title` as the whole <title> text, without the site name. */
  fullTitle?: boolean
  description?: string
  /** Path of the canonical URL (made absolute with VITE_SITE_URL). */
  canonicalPath?: string
  /** Keep the page out of search results (404, admin). */
  noIndex?: boolean
}

export function Head({ title, fullTitle = false, description, canonicalPath, noIndex }: HeadProps) {
  return (
    <>
      <title>{fullTitle ? title : pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonicalPath ? (
        <link rel="canonical" href={`${getEnv().VITE_SITE_URL}${canonicalPath}`} />
      ) : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  )
}
