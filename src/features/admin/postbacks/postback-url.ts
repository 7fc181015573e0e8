/**
 * The postback URL a network calls: the function's address with the source's slug, each
 * field under the source's parameter name with the platform's macro, and the token.
 */
import { presetById } from './presets'
import { POSTBACK_PARAM_FIELDS, type PostbackParamField } from './postback-fields'

/** The postback function's address on this project (the API's /functions/v1). */
export function postbackEndpoint(apiUrl: string, slug: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/functions/v1/postback/${encodeURIComponent(slug)}`
}

/** Shown where the secret goes when it is not on screen (it is never read back). */
export const SECRET_PLACEHOLDER = '{your-secret}'

export function buildPostbackUrl({
  apiUrl,
  slug,
  preset,
  paramMap,
  secret,
}: {
  apiUrl: string
  slug: string
  preset: string | null
  paramMap: Partial<Record<PostbackParamField | 'token', string>>
  secret: string | null
}): string {
  const { macros } = presetById(preset)
  // Macros stay readable ({sub1}, not %7Bsub1%7D): networks look for them literally.
  const pairs = POSTBACK_PARAM_FIELDS.flatMap((field) =>
    macros[field] ? [`${encodeURIComponent(paramMap[field] || field)}=${macros[field]}`] : [],
  )
  pairs.push(`${encodeURIComponent(paramMap.token || 'token')}=${secret ?? SECRET_PLACEHOLDER}`)
  return `${postbackEndpoint(apiUrl, slug)}?${pairs.join('&')}`
}
