/**
 * Which image a brand card shows (SPEC.md section 3) and how it is requested: the brand's
 * logo unless empty or a placeholder; else a logo derived from the destination's host;
 * else a stock image. Logos stored in Supabase Storage go through the render endpoint
 * (quality 80; WebP chosen by the browser's Accept header), except files under uploads.
 */
export const FALLBACK_LOGO = '/images/casino-fallback.webp'

/** Displayed size of a card logo (2:1); the image is requested at twice this. */
export const LOGO_SIZE = { width: 160, height: 80 } as const

/** Logo URLs that are stand-ins rather than a real logo. */
const PLACEHOLDER_MARKER = /placeholder|placehold\.|dummyimage|via\.placeholder/i

/**
 * The icon the casino's own site publishes (180 px apple-touch-icon). Asked of the
 * destination host itself rather than a favicon service, so no third party learns who
 * views our pages.
 */
export function hostLogoUrl(host: string): string {
  return `https://${host}/apple-touch-icon.png`
}

function destinationHost(destinationUrl: string | null | undefined): string | null {
  if (!destinationUrl) return null
  try {
    const host = new URL(destinationUrl.replace(/\{click_id\}/g, 'x')).hostname
    return host.replace(/^www\./, '') || null
  } catch {
    return null
  }
}

/** The logo choice rule: own logo, else derived from the destination host, else the stock image. */
export function chooseLogo(brand: {
  brand_logo_url?: string | null
  destination_url?: string | null
}): string {
  const own = brand.brand_logo_url?.trim()
  if (own && !PLACEHOLDER_MARKER.test(own)) return own
  const host = destinationHost(brand.destination_url)
  if (host) return hostLogoUrl(host)
  return FALLBACK_LOGO
}

const OBJECT_PATH = '/storage/v1/object/public/'
const RENDER_PATH = '/storage/v1/render/image/public/'

type ImageSize = { width: number; height: number }

/**
 * A Storage public object URL rewritten to the render endpoint at twice the displayed
 * size (sharp on high-density screens), quality 80, contained. Files of the uploads
 * bucket, and anything not in Storage, are returned unchanged.
 *
 * @example optimizedImageUrl('https://x.supabase.co/storage/v1/object/public/media/a.png', { width: 160, height: 80 })
 * // 'https://x.supabase.co/storage/v1/render/image/public/media/a.png?width=320&height=160&resize=contain&quality=80'
 */
export function optimizedImageUrl(url: string, size: ImageSize): string {
  const at = url.indexOf(OBJECT_PATH)
  if (at === -1) return url
  const objectPath = url.slice(at + OBJECT_PATH.length).split('?')[0] ?? ''
  if (objectPath.startsWith('uploads/') || objectPath.includes('/uploads/')) return url
  const query = new URLSearchParams({
    width: String(size.width * 2),
    height: String(size.height * 2),
    resize: 'contain',
    quality: '80',
  })
  return `${url.slice(0, at)}${RENDER_PATH}${objectPath}?${query}`
}

/** The URL a card's <img> requests for a brand. */
export function brandLogoSrc(
  brand: { brand_logo_url?: string | null; destination_url?: string | null },
  size: ImageSize,
): string {
  return optimizedImageUrl(chooseLogo(brand), size)
}
