/**
 * Where a visit came from: the campaign parameters of the landing URL
 * (SPEC.md section 9: five UTM parameters and the ad networks' click ids) and
 * the social network named by the referrer.
 */
export const CAMPAIGN_PARAMS = [
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
  'ttclid',
] as const

export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number]
export type Campaign = Record<CampaignParam, string | null>

const MAX_PARAM_LENGTH = 255

/**
 * The campaign parameters of a query string; absent or blank ones are null, long ones clipped.
 *
 * @example readCampaign('?utm_source=google&gclid=abc').utm_source // 'google'
 */
export function readCampaign(search: string): Campaign {
  const params = new URLSearchParams(search)
  const campaign = {} as Campaign
  for (const name of CAMPAIGN_PARAMS) {
    const value = params.get(name)?.trim()
    campaign[name] = value ? value.slice(0, MAX_PARAM_LENGTH) : null
  }
  return campaign
}

/** True when any campaign parameter is set. */
export function hasCampaign(campaign: Campaign): boolean {
  return CAMPAIGN_PARAMS.some((name) => campaign[name] !== null)
}

export type SocialSource = 'Facebook' | 'Twitter' | 'Instagram' | 'LinkedIn' | 'YouTube' | 'TikTok'

/** Host suffixes per network, including their link shorteners and mobile hosts. */
const SOCIAL_HOSTS: [SocialSource, string[]][] = [
  ['Facebook', ['facebook.com', 'fb.com', 'fb.me', 'messenger.com']],
  ['Twitter', ['twitter.com', 't.co', 'x.com']],
  ['Instagram', ['instagram.com']],
  ['LinkedIn', ['linkedin.com', 'lnkd.in']],
  ['YouTube', ['youtube.com', 'youtu.be']],
  ['TikTok', ['tiktok.com']],
]

/**
 * The social network of a referrer URL, or null for any other (or no) referrer.
 *
 * @example socialSource('https://l.facebook.com/l.php?u=...') // 'Facebook'
 */
export function socialSource(referrer: string | null | undefined): SocialSource | null {
  if (!referrer) return null
  let host: string
  try {
    host = new URL(referrer).hostname.toLowerCase()
  } catch {
    return null
  }
  for (const [network, suffixes] of SOCIAL_HOSTS) {
    if (suffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return network
  }
  return null
}
