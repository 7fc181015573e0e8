/** Facts about the site that pages state (SPEC.md section 1) and the brand they show. */
export const siteConfig = {
  name: 'CasinoCompass',
  tagline: 'Independent casino reviews and rankings',
  description:
    'CasinoCompass compares licensed online casinos country by country: bonuses, payout speed, ' +
    'safety and player ratings, reviewed by our editors.',
  foundedYear: 2025,
  minimumAge: 18,
  contactEmail: 'contact@casinocompass.example',
  contactResponseTime: '24-48 hours',
  /** Problem-gambling help shown in the footer: free and confidential. */
  helplines: [
    { region: 'Canada', name: 'ConnexOntario', phone: '1-866-531-2600' },
    { region: 'United Kingdom', name: 'National Gambling Helpline', phone: '0808 8020 133' },
    { region: 'Worldwide', name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
  ],
} as const

/** `<title>` text of a page: 'About Us | CasinoCompass'. */
export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.name}`
}
