/**
 * Head tags of a page: title, description, canonical link, Open Graph and Twitter card
 * (the hreflang links of the country pages come from the public layout), through
 * react-helmet-async (head-tags.tsx). On React 19 Helmet renders them as elements that React hoists into
 * the document head, in the browser and in a server render alike (the prerender moves
 * them into <head>). Render one Head per page: it holds the page's only <title>.
 */
import { pageTitle } from '@/config/site'
import { usePublicSettings } from '@/lib/use-public-settings'
import { absoluteUrl } from './absolute-url'
import { HeadTags } from './head-tags'

type HeadProps = {
  /** The page's own title; the site name is appended unless `fullTitle` is given. */
  title: string
  /** Use `title` as the whole <title> text, without the site name. */
  fullTitle?: boolean
  description?: string
  /** Path of the canonical URL (made absolute with VITE_SITE_URL); also the og:url. */
  canonicalPath?: string
  /** Keep the page out of search results (404, admin). */
  noIndex?: boolean
  /** Open Graph type: 'article' for reviews, 'website' otherwise. */
  type?: 'website' | 'article'
  /** Absolute URL or site path of the share image. */
  image?: string
}

export function Head({
  title,
  fullTitle = false,
  description,
  canonicalPath,
  noIndex,
  type = 'website',
  image = '/og-image.png',
}: HeadProps) {
  const { siteName } = usePublicSettings()
  const fullText = fullTitle ? title : pageTitle(title, siteName)
  const url = canonicalPath ? absoluteUrl(canonicalPath) : undefined
  return (
    <HeadTags>
      <title>{fullText}</title>
      {description ? <meta name="description" content={description} /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullText} />
      {description ? <meta property="og:description" content={description} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={absoluteUrl(image)} />
      <meta name="twitter:card" content="summary_large_image" />
    </HeadTags>
  )
}

/** Structured data (schema.org JSON-LD) for crawlers; `<` is escaped so text cannot end the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
