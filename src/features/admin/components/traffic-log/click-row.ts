/**
 * A row of the click log's view (admin_click_log) as the admin reads it: the Outgoing
 * Clicks list and the dashboard's latest clicks. A view's columns are all nullable to the
 * type generator; these are the row's real types.
 */
export type ClickListRow = {
  id: string
  click_time: string
  click_id: string
  brand_id: string | null
  brand_name: string | null
  brand_slug: string | null
  country: string | null
  city: string | null
  device_type: string | null
  browser: string | null
  os: string | null
  source: string | null
  medium: string | null
  campaign: string | null
  social_source: string | null
  referrer_host: string | null
  page_url: string | null
  /** The path of page_url (stored by the database). */
  page_path: string | null
  landing_page: string | null
  card_position: number | null
  traffic_quality_score: number
  is_suspicious: boolean
  is_bot_filtered: boolean
  is_linked: boolean
  click_in_id: string | null
  converted: boolean
}
