/** Facts about the site that pages state (SPEC.md section 1) and the brand they show. */
export const siteConfig = {
  name: 'CasinoCompass',
  description:
    'CasinoCompass compares licensed online casinos country by country: bonuses, payout speed, ' +
    'safety and player ratings, reviewed by our editors.',
  foundedYear: 2025,
  minimumAge: 18,
  contactEmail: 'contact@casinocompass.example',
  contactResponseTime: '24-48 hours',
} as const

/** `<title>` text of a page: 'About Us | CasinoCompass' (the site name is a setting). */
export function pageTitle(title: string, siteName: string = siteConfig.name): string {
  return `${title} | ${siteName}`
}
