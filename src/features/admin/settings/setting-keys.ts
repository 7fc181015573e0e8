/**
 * What the settings form knows about each site_settings key besides its value: whether
 * visitors may read it (is_public, as seeded) and the row description a key that was never
 * stored is created with. The form saves only the keys whose value changed.
 */
export type SettingKeyInfo = { isPublic: boolean; description: string }

export const SETTING_KEYS: Record<string, SettingKeyInfo> = {
  site_name: { isPublic: true, description: 'Name of the site shown in titles and the footer.' },
  contact_email: { isPublic: true, description: 'Public contact address.' },
  contact_response_time: {
    isPublic: true,
    description: 'Promised response time to contact requests.',
  },
  founded_year: { isPublic: true, description: 'Year the site was founded (About page).' },
  minimum_age: { isPublic: true, description: 'Minimum age stated in the terms and the footer.' },
  default_country: { isPublic: true, description: 'Country used when none can be detected.' },
  helplines: {
    isPublic: true,
    description:
      "Responsible-gambling helpline per country slug, shown in that country's footer; worldwide elsewhere.",
  },
  'tracking.default_subid_param': {
    isPublic: false,
    description: 'Sub-id parameter given to a brand saved without its own.',
  },
  'tracking.suspicious_below': {
    isPublic: false,
    description: 'Quality score under which a click is flagged suspicious.',
  },
  'tracking.min_session_seconds': {
    isPublic: false,
    description: 'Shortest session duration recorded at session end.',
  },
  'tracking.click_limit': {
    isPublic: false,
    description:
      'Clicks from one address within tracking.click_limit_minutes before further clicks are bot-filtered (kept, flagged ip_rate_exceeded).',
  },
  'tracking.click_limit_minutes': {
    isPublic: false,
    description: 'Window of the per-address click limit, in minutes.',
  },
  // Public: the visitors' own requests read it (request_guard.client_ip runs as anon).
  'tracking.trusted_proxy_hops': {
    isPublic: true,
    description:
      'Proxies of ours that append to X-Forwarded-For after the API gateway: the client address is the entry this many places from the right.',
  },
  'postbacks.rate_limit_per_minute': {
    isPublic: false,
    description:
      'Postbacks accepted from one address per minute before the postback function answers 429.',
  },
  'tracking.bot_user_agents': {
    isPublic: false,
    description: 'Extra user-agent patterns (regular expressions) that score a click 0.',
  },
  'tracking.bot_ip_ranges': {
    isPublic: false,
    description: 'IP ranges (CIDR, e.g. data centres) whose clicks score 0.',
  },
  'admin.inactivity_minutes': {
    isPublic: false,
    description: 'Admin sessions end after this many idle minutes.',
  },
  'admin.keep_signed_in_hours': {
    isPublic: false,
    description: "Inactivity limit, in hours, of a session kept with 'Keep me logged in'.",
  },
  'admin.require_two_factor': {
    isPublic: false,
    description:
      'Admins must sign in with a code from an authenticator app (two-factor authentication).',
  },
  deploy_hook_url: {
    isPublic: false,
    description:
      "Build hook URL of the static host (POSTed to by 'Rebuild public pages'); empty when public pages are rebuilt with npm run build.",
  },
  'reporting.time_zone': {
    isPublic: false,
    description: 'IANA time zone in which reports cut days and hours.',
  },
  'reporting.currency': {
    isPublic: false,
    description: 'Currency every payout is converted to in the reports.',
  },
  'reporting.currency_rates': {
    isPublic: false,
    description:
      'Units of the reporting currency per unit of each payout currency (set by hand; no live rates).',
  },
}
