import { paths, type InfoPageKey } from '@/config/paths'

type InfoPageText = { title: string; path: string; lead: string; description: string }

/** Titles, paths, leads and meta descriptions of the information and guide pages. */
export const INFO_PAGES = {
  about: {
    title: 'About Us',
    path: paths.about.path,
    lead: 'Who we are, how we review casinos and how to reach us.',
    description:
      'CasinoCompass was founded in 2025 to compare licensed online casinos country by country. Meet the team, our review method and how to contact us.',
  },
  disclosure: {
    title: 'Affiliate Disclosure',
    path: paths.disclosure.path,
    lead: 'How CasinoCompass earns money, and why that never decides a ranking.',
    description:
      'CasinoCompass is free because casinos pay us a commission when you sign up through our links. Read how affiliate links work and how we keep our reviews independent.',
  },
  privacy: {
    title: 'Privacy Policy',
    path: paths.privacy.path,
    lead: 'What we record when you visit CasinoCompass, why, and what you can do about it.',
    description:
      'What CasinoCompass stores about visits and clicks (visitor and session ids, device, UTM parameters, approximate location), why, for how long, and your rights.',
  },
  terms: {
    title: 'Terms & Conditions',
    path: paths.terms.path,
    lead: 'The rules for using CasinoCompass. Please read them before you use the site.',
    description:
      'The terms of use of CasinoCompass: minimum age 18, information only, no gambling on this site, affiliate links, liability and contact.',
  },
  slots: {
    title: 'Online Slots Guide',
    path: paths.slots.path,
    lead: 'How online slots work, the main types, and tips to get more play from your budget.',
    description:
      'Online slots explained: RTP, volatility, paylines, Megaways and progressive jackpots, with practical tips and the best slot casinos in your country.',
  },
  poker: {
    title: 'Online Poker Guide',
    path: paths.poker.path,
    lead: 'The poker games you will find online, and how to start without burning your bankroll.',
    description:
      "Online poker explained: Texas Hold'em, Omaha, Stud, video poker and tournaments, with bankroll tips and the best poker sites in your country.",
  },
  blackjack: {
    title: 'Online Blackjack Guide',
    path: paths.blackjack.path,
    lead: 'The rules that matter, basic strategy, and the blackjack variants worth playing.',
    description:
      'Online blackjack explained: basic strategy, house edge, live dealer tables and variants like European, Atlantic City and Spanish 21, plus the best blackjack casinos.',
  },
} as const satisfies Record<InfoPageKey, InfoPageText>
