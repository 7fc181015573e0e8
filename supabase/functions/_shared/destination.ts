/**
 * The destination of a brand click: the brand row's destination_url (http or https
 * only, never a URL from the query string: no open redirect) carrying the click's
 * click_id, so that the affiliate network's postback can name the click. The id
 * goes into a `{click_id}` placeholder when the URL has one, else into the brand's
 * sub-id parameter (brands.subid_param), else into a `click_id` parameter.
 */
export const CLICK_ID_PLACEHOLDER = '{click_id}'
export const DEFAULT_SUBID_PARAM = 'click_id'

const SUBID_PARAM_FORMAT = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/

/** The URL when it is an absolute http(s) URL, else null. */
export function safeHttpUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null
  try {
    const url = new URL(raw.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * The URL to open for a click, or null when the brand has no usable destination.
 *
 * @example destinationWithClickId('https://example.com/go?cid={click_id}', 'abc123def', null)
 *   // 'https://example.com/go?cid=abc123def'
 */
export function destinationWithClickId(
  destinationUrl: string | null | undefined,
  clickId: string,
  subidParam?: string | null,
): string | null {
  if (!destinationUrl) return null
  const id = encodeURIComponent(clickId)
  if (destinationUrl.includes(CLICK_ID_PLACEHOLDER)) {
    return safeHttpUrl(destinationUrl.replaceAll(CLICK_ID_PLACEHOLDER, id))?.toString() ?? null
  }
  const url = safeHttpUrl(destinationUrl)
  if (!url) return null
  const param = subidParam && SUBID_PARAM_FORMAT.test(subidParam) ? subidParam : DEFAULT_SUBID_PARAM
  url.searchParams.set(param, clickId)
  return url.toString()
}
