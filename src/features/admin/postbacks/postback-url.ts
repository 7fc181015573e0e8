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

/** Shown where the test token goes until 'Send test postback' issues one. */
export const TEST_TOKEN_PLACEHOLDER = '{test-token}'

/** What the Test Postback console sends: each field under the source's parameter name. */
export type TestPostbackFields = {
  clickId: string
  event: string
  payout: string
  currency: string
  transactionId: string
}

/**
 * The URL the Test Postback console calls with `token` (null: the placeholder, for the
 * preview before a token is issued). Blank payout and currency are left out.
 */
export function buildTestPostbackUrl({
  apiUrl,
  slug,
  paramMap,
  fields,
  token,
}: {
  apiUrl: string
  slug: string
  paramMap: Partial<Record<PostbackParamField | 'token', string>>
  fields: TestPostbackFields
  token: string | null
}): string {
  const name = (field: PostbackParamField | 'token') => paramMap[field] || field
  const query = new URLSearchParams()
  query.set(name('click_id'), fields.clickId.trim())
  query.set(name('event'), fields.event)
  if (fields.payout.trim()) query.set(name('payout'), fields.payout.trim())
  if (fields.currency.trim()) query.set(name('currency'), fields.currency.trim().toUpperCase())
  query.set(name('transaction_id'), fields.transactionId.trim())
  // The placeholder stays readable ({test-token}, not %7Btest-token%7D), as the secret's does.
  const tokenValue = token === null ? TEST_TOKEN_PLACEHOLDER : encodeURIComponent(token)
  return `${postbackEndpoint(apiUrl, slug)}?${query.toString()}&${encodeURIComponent(name('token'))}=${tokenValue}`
}
